import type { Metadata } from 'next'
import Link from 'next/link'
import { CalendarLink } from '@/components/calendar-link'
import { CmsArticle } from '@/components/cms-article'
import { TollFreeLink } from '@/components/contact-links'
import { AccountOwnersCall, PlanAction } from '@/components/plan-list'
import { PlanName } from '@/components/plan-name'
import { ReportProblem } from '@/components/report-problem'
import { config } from '@/lib/config'
import { phoneOptionFor } from '@/lib/contact-directory'
import { PAGE_PATHS, type Copy } from '@/lib/copy'
import { PLAN_FIGURES_ID } from '@/lib/page-paths'
import { pageArticle } from '@/lib/page-articles'
import { logInAddress, PLANS, type PlanPage as PlanPageName } from '@/lib/plans'
import { enrollmentStatusNow } from '@/lib/enrollment-now'
import { pageMetadata } from '@/lib/site-metadata'

const planOn = (page: PlanPageName) => PLANS.find((plan) => plan.page === page)!

export function planMetadata(copy: Copy, page: PlanPageName): Metadata {
  const { name } = planOn(page)
  return pageMetadata({ copy, page, title: name, description: copy.planPages.description(name), siteUrl: config.siteUrl })
}

/**
 * A plan's page: what the site itself knows of the plan all year (what it buys, who can join, how
 * and when, what to have ready, where account owners go), its action first, and this year's
 * figures from the plan's CMS article, dated there; without one, the rest stands alone.
 */
export async function PlanPage({ copy, page }: { copy: Copy; page: PlanPageName }) {
  const plan = planOn(page)
  const words = copy.planPages
  const facts = words.plans[page]
  const [figures, status] = await Promise.all([pageArticle(page, copy.locale), plan.enrollment === 'window' ? enrollmentStatusNow() : undefined])
  const option = phoneOptionFor(plan.name)
  return (
    <>
      <p className="caption">{words.caption}</p>
      <h1>
        <PlanName name={plan.name} copy={copy} />
      </h1>
      <p className="lead">{facts.lead}</p>
      {'site' in plan ? (
        <>
          <p>
            <strong>{status ? copy.enrollment.message(status) : `${copy.plans.enrollment[plan.enrollment]}.`}</strong>
          </p>
          <p className="plan-list__actions">
            <PlanAction
              href={plan.site}
              label={status ? copy.plans.actions.enroll(status) : copy.plans.actions.open}
              plan={plan.name}
              copy={copy}
            />
            <PlanAction href={logInAddress(plan)} label={copy.plans.actions.logIn} plan={plan.name} copy={copy} secondary />
          </p>
        </>
      ) : (
        <p>
          <AccountOwnersCall copy={copy} />
        </p>
      )}
      <h2>{words.headings.buys}</h2>
      {facts.buys.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <h2>{words.headings.who}</h2>
      {facts.who.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {!('site' in plan) && (
        <p>
          <Link href={PAGE_PATHS.comparePlans[copy.locale]}>{words.openPlansLink}</Link>
        </p>
      )}
      {facts.how.length > 0 && (
        <>
          <h2>{words.headings.how}</h2>
          {facts.how.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {status && (
            <p>
              <CalendarLink copy={copy} />
            </p>
          )}
        </>
      )}
      {facts.need.length > 0 && (
        <>
          <h2>{words.headings.need}</h2>
          <ul>
            {facts.need.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
      {/* The comparison's cost row leads here; without an article, no section and no anchor. */}
      {typeof figures === 'object' && !figures.article.removed && (
        <div id={PLAN_FIGURES_ID}>
          <CmsArticle shown={figures} copy={copy} />
        </div>
      )}
      <h2>{words.headings.owners}</h2>
      {'site' in plan && (
        <p>
          <a href={logInAddress(plan)} hrefLang="en">
            {words.logInLead}
            {copy.plans.englishSiteMark}
          </a>
        </p>
      )}
      <p>
        {'site' in plan ? words.ownersCall : words.closedLead} <TollFreeLink copy={copy} />
        {words.ownersOption(option)}
      </p>
      <p>
        <Link href={PAGE_PATHS.comparePlans[copy.locale]}>{words.compareLink}</Link>
      </p>
      <ReportProblem copy={copy} page={page} />
    </>
  )
}
