import type { Metadata } from 'next'
import Link from 'next/link'
import { CalendarLink } from '@/components/calendar-link'
import { TollFreeLink } from '@/components/contact-links'
import { AccountOwnersCall, joinLabel, PlanAction, PlanHeading } from '@/components/plan-list'
import { PlanName } from '@/components/plan-name'
import { ReportProblem } from '@/components/report-problem'
import { config } from '@/lib/config'
import { contactDirectory } from '@/lib/contact-directory'
import { PAGE_PATHS, type Copy } from '@/lib/copy'
import { GUIDE, type GuideReason, type GuideStep } from '@/lib/guide'
import { CLOSED_PLAN, logInAddress, OPEN_PLANS, type OpenPlan } from '@/lib/plans'
import { enrollmentStatusNow } from '@/lib/enrollment-now'
import { pageMetadata } from '@/lib/site-metadata'

/**
 * A step's title, description, canonical address and language alternates. The title names the
 * step and the guide, not the site, whose name would take it past 70 characters.
 */
export function guideMetadata(copy: Copy, step: GuideStep): Metadata {
  const { short } = copy.guide.steps[step]
  const title = short === undefined ? `${copy.guide.caption} | ${copy.shortName}` : `${short} | ${copy.guide.caption}`
  const metadata = pageMetadata({ copy, page: step, title, description: copy.guide.description, siteUrl: config.siteUrl })
  return { ...metadata, title: { absolute: title }, openGraph: { ...metadata.openGraph, title } }
}

/**
 * One step of "Which plan fits?" (lib/guide.ts): a question whose answers are links to the next
 * step, or where it ends: a plan and why it fits, the plans' log-in routes, or the phone. Plain
 * links, no form and no script: each step is a prerendered page with its own address.
 */
export async function GuidePage({ copy, step }: { copy: Copy; step: GuideStep }) {
  const shape = GUIDE[step]
  const words = copy.guide
  const { title, hint } = words.steps[step]
  const contact = <Link href={PAGE_PATHS.contact[copy.locale]}>{copy.plans.helpContactLink}</Link>
  return (
    <>
      <p className="caption">{words.caption}</p>
      <h1>{shape.type === 'plan' ? <PlanName name={shape.plan.name} copy={copy} /> : title}</h1>
      {hint && <p>{hint}</p>}
      {shape.type === 'question' && shape.rules?.map((rule) => <p key={rule}>{copy.rules[rule]}</p>)}
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
      {shape.type === 'plan' && <GuidePlan plan={shape.plan} reasons={shape.reasons} copy={copy} />}
      {shape.type === 'accounts' && <GuideAccounts copy={copy} />}
      {shape.type === 'call' ? (
        <GuideCall copy={copy} />
      ) : (
        <p>
          {words.notSure} <TollFreeLink copy={copy} /> {copy.plans.helpOr} {contact}.
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
      <ReportProblem copy={copy} page={step} />
    </>
  )
}

/**
 * Where the guide ends at a plan: why it fits the answers given, what it buys and when a family
 * can join, the link to do it and the plan's own page, and that plans can be combined.
 */
async function GuidePlan({ plan, reasons, copy }: { plan: OpenPlan; reasons: readonly GuideReason[]; copy: Copy }) {
  const words = copy.guide
  // Where the fund's year stands, as the home page's notice says it.
  const status = plan.enrollment === 'window' ? await enrollmentStatusNow() : undefined
  return (
    <>
      <h2>{words.whyHeading}</h2>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{words.reasons[reason]}</li>
        ))}
      </ul>
      <p>
        {copy.plans.kinds[plan.kind]}. <strong>{status ? copy.enrollment.message(status) : `${copy.plans.enrollment.yearRound}.`}</strong>
      </p>
      <p>
        <PlanAction href={plan.site} label={status ? copy.enrollment.link(status) : joinLabel(plan, copy, status)} plan={plan.name} copy={copy} />
      </p>
      {status && (
        <p>
          <CalendarLink copy={copy} />
        </p>
      )}
      <p>
        <Link href={PAGE_PATHS[plan.page][copy.locale]}>{words.planPageLink}</Link>
      </p>
      <p>{words.combine}</p>
    </>
  )
}

/** Where account owners go: each open plan's log-in, the closed plan's phone option. */
function GuideAccounts({ copy }: { copy: Copy }) {
  return (
    <ul className="plan-list">
      {OPEN_PLANS.map((plan) => (
        <li key={plan.name} className="plan-list__plan">
          <PlanHeading plan={plan} copy={copy} />
          <span className="plan-list__actions">
            <PlanAction href={logInAddress(plan)} label={copy.plans.actions.logIn} plan={plan.name} copy={copy} />
          </span>
        </li>
      ))}
      <li className="plan-list__plan plan-list__plan--closed">
        <PlanHeading plan={CLOSED_PLAN} copy={copy} />
        <AccountOwnersCall copy={copy} />
      </li>
    </ul>
  )
}

/** "I'm not sure": the phone, with when it is answered and in which languages (the contact directory's, as Contact Us says them). */
function GuideCall({ copy }: { copy: Copy }) {
  const { tollFree } = contactDirectory
  return (
    <>
      <p>
        <a className="plan-action" href={`tel:${tollFree.dial}`}>
          {copy.guide.call} <span className="phone-number">{copy.tollFreeDisplay(tollFree)}</span>
        </a>
      </p>
      {tollFree.hours && <p>{copy.phoneHours(tollFree.hours)}</p>}
      {tollFree.languages && <p>{copy.contact.phoneLanguages(tollFree.languages)}</p>}
      <p>
        <Link href={PAGE_PATHS.contact[copy.locale]}>{copy.contactUs}</Link>
      </p>
    </>
  )
}
