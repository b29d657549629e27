import Link from 'next/link'
import type { ReactNode } from 'react'
import { TollFreeLink } from '@/components/contact-links'
import { CallHours } from '@/components/call-us'
import { PlanName } from '@/components/plan-name'
import { contactDirectory, phoneOptionFor } from '@/lib/contact-directory'
import { PAGE_PATHS, type Copy } from '@/lib/copy'
import type { EnrollmentStatus } from '@/lib/enrollment-window'
import { CLOSED_PLAN, logInAddress, OPEN_PLANS, type OpenPlan, type Plan } from '@/lib/plans'
import { AUDIENCE_PAGES } from '@/lib/routes'

/**
 * A plan's site, as a large link that says what it does there, with the plan's name for screen
 * readers' lists of links; on Spanish pages each says its site is in English ("(en inglés)"), on a
 * line of its own in smaller type, so a plan's two links still fit side by side at 375 px.
 */
export function PlanAction({ href, label, plan, copy, secondary = false }: { href: string; label: string; plan: string; copy: Copy; secondary?: boolean }) {
  return (
    <a className={secondary ? 'plan-action plan-action--secondary' : 'plan-action'} href={href} hrefLang="en">
      {label}
      <span className="visually-hidden">
        , <PlanName name={plan} copy={copy} />
      </span>
      {copy.plans.englishSiteMark && <span className="plan-action__mark">{copy.plans.englishSiteMark}</span>}
    </a>
  )
}

/** What an open plan's join link says: enroll in the fund as its year stands; an advisor opens a LoneStar 529 Plan account. */
export function joinLabel(plan: OpenPlan, copy: Copy, status: EnrollmentStatus | undefined): string {
  const { actions } = copy.plans
  if (plan.enrollment === 'window' && status) return actions.enroll(status)
  return plan.kind === 'savingsAdvisor' ? actions.openThroughAdvisor : actions.open
}

/** The closed plan's action: its account owners' option on the toll-free line, as one large link that dials it. */
export function AccountOwnersCall({ copy }: { copy: Copy }) {
  const { tollFree } = contactDirectory
  return (
    <a className="plan-action plan-action--call" href={`tel:${tollFree.dial}`}>
      {copy.plans.accountOwnersLead} <span className="phone-number">{copy.tollFreeDisplay(tollFree)}</span>
      {copy.plans.accountOwnersOption(phoneOptionFor(CLOSED_PLAN.name))}
    </a>
  )
}

/** A plan's name, as the heading of its card, leading to its page. */
export function PlanHeading({ plan, copy }: { plan: Plan; copy: Copy }) {
  return (
    <h2 className="plan-list__name">
      <Link href={PAGE_PATHS[plan.page][copy.locale]}>
        <PlanName name={plan.name} copy={copy} />
      </Link>
    </h2>
  )
}

/**
 * The help line under the plans: the guide, then how to reach the program, the site's own (the
 * toll-free number, Contact Us, the hours) or, where there is one, the program's help-contact
 * article in its place (components/home-help.tsx).
 */
export function HelpLine({ copy, article }: { copy: Copy; article?: ReactNode }) {
  const words = copy.plans
  const guide = (
    <>
      {words.helpLead} <Link href={PAGE_PATHS.guide[copy.locale]}>{words.guideLink}</Link>
    </>
  )
  return article ? (
    <div className="plan-help">
      <p>{guide}.</p>
      {article}
    </div>
  ) : (
    <p className="plan-help">
      {guide}
      {words.helpCall} <TollFreeLink copy={copy} /> {words.helpOr} <Link href={PAGE_PATHS.contact[copy.locale]}>{words.helpContactLink}</Link>.
      {' '}
      <CallHours copy={copy} />
    </p>
  )
}

/**
 * The four plans in the order of what a family can do now: each open plan with what it buys, how
 * and when to join, and two large links, to join and to log in; the closed plan last, set apart,
 * with its account owners' phone option; each plan's name leads to its page. Then the help line
 * (`help`, the home page's; the site's own by default) and the pages for each audience. From the
 * site's own data (lib/plans.ts, the contact directory), so it stands whatever the CMS says.
 */
export function PlanList({ copy, status, help }: { copy: Copy; status: EnrollmentStatus; help?: ReactNode }) {
  const words = copy.plans
  return (
    <>
      <ul className="plan-list">
        {OPEN_PLANS.map((plan) => {
          const when = plan.enrollment === 'window' ? words.fundNow(status) : words.enrollment[plan.enrollment]
          return (
            <li key={plan.name} className="plan-list__plan">
              <PlanHeading plan={plan} copy={copy} />
              <span className="plan-list__facts">
                {words.kinds[plan.kind]}. <strong>{when}.</strong>
              </span>
              <span className="plan-list__actions">
                <PlanAction href={plan.site} label={joinLabel(plan, copy, status)} plan={plan.name} copy={copy} />
                <PlanAction href={logInAddress(plan)} label={words.actions.logIn} plan={plan.name} copy={copy} secondary />
              </span>
            </li>
          )
        })}
        <li className="plan-list__plan plan-list__plan--closed">
          <PlanHeading plan={CLOSED_PLAN} copy={copy} />
          <span className="plan-list__facts">
            <strong>{words.enrollment.closed}.</strong>
          </span>
          <AccountOwnersCall copy={copy} />
        </li>
      </ul>
      <div className="home-help">
        {help ?? <HelpLine copy={copy} />}
        <section className="audiences" aria-labelledby="audiences-title">
          <h2 id="audiences-title">{copy.audiences.heading}</h2>
          <ul>
            {AUDIENCE_PAGES.map((page) => (
              <li key={page}>
                <Link href={PAGE_PATHS[page][copy.locale]}>{copy.audiences.links[page]}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
