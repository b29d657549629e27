import type { Metadata } from 'next'
import Link from 'next/link'
import { TollFreeLink } from '@/components/contact-links'
import { AccountOwnersCall, PlanAction } from '@/components/plan-list'
import { config } from '@/lib/config'
import { contactDirectory } from '@/lib/contact-directory'
import { CALENDAR_PATHS, PAGE_PATHS, type Copy } from '@/lib/copy'
import { enrollmentNow } from '@/lib/enrollment-now'
import { enrollmentStatus } from '@/lib/enrollment-window'
import { GUIDE, type GuideStep } from '@/lib/guide'
import { CLOSED_PLAN, logInAddress, OPEN_PLANS, type OpenPlan } from '@/lib/plans'
import { pageMetadata } from '@/lib/site-metadata'

/**
 * A step's title, description, canonical address and language alternates. The title names the
 * step and the guide, not the site, whose name would take it past 70 characters.
 */
export function guideMetadata(copy: Copy, step: GuideStep): Metadata {
  const { short } = copy.guide.steps[step]
  const title = short === undefined ? `${copy.guide.caption} | ${copy.banner.title}` : `${short} | ${copy.guide.caption}`
  const metadata = pageMetadata({ copy, page: step, title, description: copy.guide.description, siteUrl: config.siteUrl })
  return { ...metadata, title: { absolute: title }, openGraph: { ...metadata.openGraph, title } }
}

/**
 * One step of "Which plan fits?" (lib/guide.ts): a question whose answers are links to the next
 * step, or where it ends: a plan and its next step, the plans' log-in routes, or the phone. Plain
 * links, no form and no script: each step is a prerendered page with its own address.
 */
export async function GuidePage({ copy, step }: { copy: Copy; step: GuideStep }) {
  const shape = GUIDE[step]
  const words = copy.guide
  const { title, hint } = words.steps[step]
  return (
    <>
      <p className="guide__caption">{words.caption}</p>
      <h1>{title}</h1>
      {hint && <p>{hint}</p>}
      {shape.type === 'question' && (
        <ul className="guide__answers">
          {shape.answers.map(({ answer, next }) => (
            <li key={answer}>
              <Link className="guide__answer" href={PAGE_PATHS[next][copy.locale]}>
                {words.answers[answer]}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {shape.type === 'plan' && <GuidePlan plan={shape.plan} copy={copy} />}
      {shape.type === 'accounts' && <GuideAccounts copy={copy} />}
      {shape.type === 'call' && (
        <p>
          <a className="plan-action" href={`tel:${contactDirectory.tollFree.dial}`}>
            {words.call} <span className="phone-number">{copy.tollFreeDisplay(contactDirectory.tollFree)}</span>
          </a>
        </p>
      )}
      {shape.type === 'call' ? (
        <p>
          <Link href={PAGE_PATHS.contact[copy.locale]}>{copy.contactUs}</Link>
        </p>
      ) : (
        <p>
          {words.notSure} <TollFreeLink copy={copy} /> {copy.plans.helpOr}{' '}
          <Link href={PAGE_PATHS.contact[copy.locale]}>{copy.plans.helpContactLink}</Link>.
        </p>
      )}
      {step !== 'guide' && (
        <ul className="guide__restart">
          <li>
            <Link href={PAGE_PATHS.guide[copy.locale]}>{words.startAgain}</Link>
          </li>
          <li>
            <Link href={PAGE_PATHS.home[copy.locale]}>{words.allPlans}</Link>
          </li>
        </ul>
      )}
    </>
  )
}

/** Where the guide ends at a plan: what it buys, when a family can join, and the link to do it. */
async function GuidePlan({ plan, copy }: { plan: OpenPlan; copy: Copy }) {
  if (plan.enrollment !== 'window') {
    return (
      <>
        <p>
          {copy.plans.kinds[plan.kind]}. <strong>{copy.plans.enrollment[plan.enrollment]}.</strong>
        </p>
        <p>
          <PlanAction href={plan.site} label={copy.plans.actions.open} plan={plan.name} copy={copy} />
        </p>
      </>
    )
  }
  // Where the fund's year stands, as the home page's notice says it.
  const status = enrollmentStatus(await enrollmentNow())
  return (
    <>
      <p>
        {copy.plans.kinds[plan.kind]}. {copy.plans.enrollment.window}.
      </p>
      <p>
        <strong>{copy.enrollment.message(status)}</strong>
      </p>
      <p>
        <a className="plan-action" href={plan.site} hrefLang="en">
          {copy.enrollment.link(status)}
        </a>
      </p>
      <p>
        <a href={CALENDAR_PATHS[copy.locale]} type="text/calendar">
          {copy.enrollment.calendarLink}
        </a>
      </p>
    </>
  )
}

/** Where account owners go: each open plan's log-in, the closed plan's phone option. */
function GuideAccounts({ copy }: { copy: Copy }) {
  return (
    <>
      <ul className="plan-list">
        {OPEN_PLANS.map((plan) => (
          <li key={plan.name} className="plan-list__plan">
            <span className="plan-list__name">{plan.name}</span>
            <span className="plan-list__actions">
              <PlanAction href={logInAddress(plan)} label={copy.plans.actions.logIn} plan={plan.name} copy={copy} />
            </span>
          </li>
        ))}
        <li className="plan-list__plan plan-list__plan--closed">
          <span className="plan-list__name">{CLOSED_PLAN.name}</span>
          <AccountOwnersCall copy={copy} />
        </li>
      </ul>
    </>
  )
}
