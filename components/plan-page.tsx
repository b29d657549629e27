import type { Metadata } from 'next'
import Link from 'next/link'
import { CalendarLink } from '@/components/calendar-link'
import { CallHours, CallUs } from '@/components/call-us'
import { CmsArticle } from '@/components/cms-article'
import { AccountOwnersCall, joinLabel, PlanAction } from '@/components/plan-list'
import { PlanName } from '@/components/plan-name'
import { ReportProblem } from '@/components/report-problem'
import { RuleSources } from '@/components/rule-sources'
import { config } from '@/lib/config'
import { PAGE_PATHS, type Copy } from '@/lib/copy'
import { PLAN_FIGURES_ID } from '@/lib/page-paths'
import { pageArticle } from '@/lib/page-articles'
import { PLAN_PAGE_RULES, rulesOfPlanPage, type RuleId } from '@/lib/plan-rules'
import { logInAddress, PLANS, type PlanPage as PlanPageName } from '@/lib/plans'
import { enrollmentStatusNow } from '@/lib/enrollment-now'
import { pageMetadata } from '@/lib/site-metadata'

const planOn = (page: PlanPageName) => PLANS.find((plan) => plan.page === page)!

export function planMetadata(copy: Copy, page: PlanPageName): Metadata {
  const { name, enrollment } = planOn(page)
  const description = enrollment === 'closed' ? copy.planPages.closedDescription : copy.planPages.description(name)
  return pageMetadata({ copy, page, title: name, description, siteUrl: config.siteUrl })
}

/**
 * A plan's page: the plan's rules all year (what it buys, who can join, how and when, what to have
 * ready, how it pays a school: lib/plan-rules.ts, in lib/copy's one wording), its action first, this
 * year's figures from the plan's CMS article, dated there (without one, the rest stands alone), where
 * account owners go, and the documents the rules come from.
 */
export async function PlanPage({ copy, page }: { copy: Copy; page: PlanPageName }) {
  const plan = planOn(page)
  const words = copy.planPages
  const rules = PLAN_PAGE_RULES[page]
  const [figures, status] = await Promise.all([pageArticle(page, copy.locale), plan.enrollment === 'window' ? enrollmentStatusNow() : undefined])
  const stated = (ids: readonly RuleId[]) => ids.map((id) => <p key={id}>{copy.rules[id]}</p>)
  return (
    <>
      <p className="caption">{words.caption}</p>
      <h1>
        <PlanName name={plan.name} copy={copy} />
      </h1>
      <p className="lead">{words.plans[page].lead}</p>
      {plan.enrollment !== 'closed' ? (
        <>
          <p>
            <strong>{status ? copy.enrollment.message(status) : `${copy.plans.enrollment.yearRound}.`}</strong>
          </p>
          <p className="plan-list__actions">
            <PlanAction href={plan.site} label={joinLabel(plan, copy, status)} plan={plan.name} copy={copy} />
            <PlanAction href={logInAddress(plan)} label={copy.plans.actions.logIn} plan={plan.name} copy={copy} secondary />
          </p>
        </>
      ) : (
        <p>
          <AccountOwnersCall copy={copy} />
          <span className="call-hours">
            <CallHours copy={copy} />
          </span>
        </p>
      )}
      <h2>{words.headings.buys}</h2>
      {stated(rules.buys)}
      <h2>{words.headings.who}</h2>
      {stated(rules.who)}
      {plan.enrollment === 'closed' && (
        <p>
          <Link href={PAGE_PATHS.comparePlans[copy.locale]}>{words.openPlansLink}</Link>
        </p>
      )}
      {rules.how.length > 0 && (
        <>
          <h2>{words.headings.how}</h2>
          {stated(rules.how)}
          {status && (
            <p>
              <CalendarLink copy={copy} />
            </p>
          )}
        </>
      )}
      {rules.need.length > 0 && (
        <>
          <h2>{words.headings.need}</h2>
          <ul>
            {rules.need.map((id) => (
              <li key={id}>{copy.rules[id]}</li>
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
      <h2>{plan.enrollment === 'closed' ? words.headings.contractHolders : words.headings.owners}</h2>
      {stated([rules.payment])}
      <p>
        <a href={plan.enrollment === 'closed' ? plan.site : logInAddress(plan)} hrefLang="en">
          {plan.enrollment === 'closed' ? words.closedSiteLink : words.logInLead}
          {copy.plans.englishSiteMark}
        </a>
      </p>
      <CallUs copy={copy} lead={plan.enrollment === 'closed' ? words.closedLead : words.ownersCall} plans={[plan.name]} />
      <p>
        <Link href={PAGE_PATHS.comparePlans[copy.locale]}>{words.compareLink}</Link>
      </p>
      <RuleSources rules={rulesOfPlanPage(page)} copy={copy} />
      <ReportProblem copy={copy} page={page} />
    </>
  )
}
