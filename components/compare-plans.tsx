import Link from 'next/link'
import type { ReactNode } from 'react'
import { PlanName } from '@/components/plan-name'
import { phoneOptionFor } from '@/lib/contact-directory'
import { PAGE_PATHS, type Copy } from '@/lib/copy'
import { PLAN_FIGURES_ID } from '@/lib/page-paths'
import { PLANS, type Plan } from '@/lib/plans'

/**
 * The four plans side by side: one table, a column a plan (its name leads to its page), a row a
 * question, each cell worded from the site's own plan data (lib/plans.ts, the contact directory);
 * what a plan costs is its page's figures (its CMS article), so that row links there. On a phone
 * the table scrolls both ways in its own box, the plans' names and the questions kept in view
 * (globals.css); on paper it prints whole.
 */
export function ComparePlans({ copy }: { copy: Copy }) {
  const words = copy.compare
  const { rows, headings, cost } = words
  const family = (plan: Plan) => (plan.kind === 'prepaid' ? 'prepaid' : 'savings')
  const table: [string, (plan: Plan) => ReactNode][] = [
    [headings.kind, (plan) => rows.kind[plan.kind]],
    [headings.pays, (plan) => rows.pays[family(plan)]],
    [headings.worth, (plan) => rows.worth[family(plan)]],
    [
      cost.heading,
      (plan) =>
        plan.enrollment === 'closed' ? (
          cost.closed
        ) : (
          <Link href={`${PAGE_PATHS[plan.page][copy.locale]}#${PLAN_FIGURES_ID}`}>
            {cost.link}
            <span className="visually-hidden">
              , <PlanName name={plan.name} copy={copy} />
            </span>
          </Link>
        ),
    ],
    [headings.who, (plan) => rows.who[plan.enrollment]],
    [headings.when, (plan) => rows.when[plan.enrollment]],
    [headings.how, (plan) => rows.how[plan.enrollment === 'closed' ? 'closed' : plan.kind]],
    [headings.call, (plan) => rows.call(phoneOptionFor(plan.name))],
  ]
  return (
    <>
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      {/* Focusable, so a keyboard can scroll it where it is larger than the screen. */}
      <section className="table-scroll" aria-label={words.scrollLabel} tabIndex={0}>
        <table className="compare">
          <caption>{words.caption}</caption>
          <thead>
            <tr>
              <td />
              {PLANS.map((plan) => (
                <th key={plan.name} scope="col">
                  <Link href={PAGE_PATHS[plan.page][copy.locale]}>
                    <PlanName name={plan.name} copy={copy} />
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.map(([heading, cell]) => (
              <tr key={heading}>
                <th scope="row">{heading}</th>
                {PLANS.map((plan) => (
                  <td key={plan.name}>{cell(plan)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="table-note">{words.figures}</p>
    </>
  )
}
