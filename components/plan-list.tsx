import Link from 'next/link'
import { TollFreeLink } from '@/components/contact-links'
import { PhoneHours } from '@/components/phone-hours'
import { phoneOptionFor } from '@/lib/contact-directory'
import { PAGE_PATHS, type Copy } from '@/lib/copy'
import { ENGLISH_ONLY } from '@/lib/copy/es'
import { PLANS } from '@/lib/plans'

/**
 * The four plans, what each is, whether a family can join it now, and where to go: each plan's own
 * site, or for the closed plan the phone line's option for account owners. Then the toll-free
 * number and Contact Us for anyone unsure. From the site's own data (lib/plans.ts, the contact
 * directory), so it stands whatever the CMS article says, and fits a phone's first screen.
 */
export function PlanList({ copy }: { copy: Copy }) {
  const words = copy.plans
  return (
    <>
      {/* The plans' sites are in English only: Spanish pages say so before the links. */}
      {copy.locale === 'es' && <p className="plan-list__note">{ENGLISH_ONLY.planSitesNote}</p>}
      <ul className="plan-list">
        {PLANS.map((plan) => (
          <li key={plan.name} className="plan-list__plan">
            <span className="plan-list__name">{'site' in plan ? (
                <a href={plan.site} hrefLang="en">
                  {plan.name}
                </a>
              ) : (
                plan.name
              )}</span>
            <span className="plan-list__facts">
              {words.kinds[plan.kind]}. <strong>{words.enrollment[plan.enrollment]}.</strong>
              {!('site' in plan) && (
                <>
                  {' '}
                  {words.accountOwnersLead} <TollFreeLink copy={copy} />
                  {words.accountOwnersOption(phoneOptionFor(plan.name))}.
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="plan-help">
        {words.helpLead} <TollFreeLink copy={copy} /> {words.helpOr}{' '}
        <Link href={PAGE_PATHS.contact[copy.locale]}>{words.helpContactLink}</Link>.
        <PhoneHours copy={copy} />
      </p>
    </>
  )
}
