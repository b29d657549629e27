import Link from 'next/link'
import { PlanName } from '@/components/plan-name'
import { phoneOptionFor } from '@/lib/contact-directory'
import { PAGE_PATHS, type Copy } from '@/lib/copy'
import { PLANS, type Plan } from '@/lib/plans'

/**
 * The four plans side by side: one table, a column a plan (its name leads to its page), a row a
 * question, each cell worded from the site's own plan data (lib/plans.ts, the contact directory).
 * On a phone the table scrolls sideways in its own box, its questions kept in view; on paper it
 * prints whole.
 */
export function ComparePlans({ copy }: { copy: Copy }) {
  const words = copy.compare
  const { rows, headings } = words
  const family = (plan: Plan) => (plan.kind === 'prepaid' ? 'prepaid' : 'savings')
  const table: [string, (plan: Plan) => string][] = [
    [headings.kind, (plan) => rows.kind[plan.kind]],
    [headings.pays, (plan) => rows.pays[family(plan)]],
    [headings.worth, (plan) => rows.worth[family(plan)]],
    [headings.who, (plan) => rows.who[plan.enrollment]],
    [headings.when, (plan) => rows.when[plan.enrollment]],
    [headings.how, (plan) => rows.how[plan.enrollment === 'closed' ? 'closed' : plan.kind]],
    [headings.call, (plan) => rows.call(phoneOptionFor(plan.name))],
  ]
  return (
    <>
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      {/* Focusable, so a keyboard can scroll it where it is wider than the screen. */}
      <section className="table-scroll" aria-labelledby="compare-caption" tabIndex={0}>
        <table className="compare">
          <caption id="compare-caption">{words.caption}</caption>
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
      <p>{words.figures}</p>
    </>
  )
}
