import type { ReactNode } from 'react'
import Link from 'next/link'
import { PlanName } from '@/components/plan-name'
import { phoneOptionFor } from '@/lib/contact-directory'
import { PAGE_PATHS, type Copy } from '@/lib/copy'
import { PLAN_FIGURES_ID } from '@/lib/page-paths'
import { COMPARISON_RULES } from '@/lib/plan-rules'
import { PLANS } from '@/lib/plans'

type Plan = (typeof PLANS)[number]

/**
 * The four plans side by side: one table, a column a plan (its name leads to its page), a row a
 * question, each cell the plan's rule in the words its page uses (lib/plan-rules.ts), or a label
 * from the site's own plan data (lib/plans.ts, the contact directory); what a plan costs is its
 * page's figures (its CMS article), so that row links there. On a phone the table scrolls both ways
 * in its own box, the plans' names and the questions kept in view (globals.css); on paper it prints
 * whole.
 */
export function ComparePlans({ copy }: { copy: Copy }) {
  const words = copy.compare
  const { rows, headings, cost } = words
  // A cell with no rule says the plan is closed, or (when to join a savings plan) any day.
  const ruled = (row: keyof typeof COMPARISON_RULES) => (plan: Plan) => {
    const rule = COMPARISON_RULES[row][plan.page]
    return rule !== undefined ? copy.rules[rule] : plan.enrollment === 'closed' ? rows.closed : rows.anyDay
  }
  const table: [string, (plan: Plan) => ReactNode][] = [
    [headings.kind, (plan) => rows.kind[plan.kind]],
    [headings.pays, ruled('pays')],
    [headings.worth, ruled('worth')],
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
    [headings.who, ruled('who')],
    [headings.when, ruled('when')],
    [headings.how, ruled('how')],
    [headings.call, (plan) => rows.call(phoneOptionFor(plan.name))],
  ]
  return (
    <>
      <h1>{words.title}</h1>
      <p>
        {words.intro} {copy.rules.administrator}
      </p>
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
      <p>{copy.rules.outOfStateTax}</p>
    </>
  )
}
