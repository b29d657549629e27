import { shownName } from '@/components/contact-details'
import { MailtoLink, TollFreeLink } from '@/components/contact-links'
import type { ContactDirectory } from '@/lib/contact-directory'
import type { Copy } from '@/lib/copy'
import type { CalendarDate } from '@/lib/enrollment-window'
import { SITE_POLICY_LINKS } from '@/lib/site-links'

/** When the statement was prepared and last reviewed: change it with the statement. */
export const STATEMENT_DATE: CalendarDate = { year: 2026, month: 11, day: 26 }

/**
 * The site's own accessibility statement (the ADA Title II rule's WCAG 2.1 AA; GOV.UK's model): what
 * it meets and how that is checked, what is not yet accessible, whom to ask (the directory's
 * accessibility coordinator), and its date. The Comptroller's policy covers the agency's sites.
 */
export function AccessibilityStatement({ copy, directory }: { copy: Copy; directory: ContactDirectory }) {
  const words = copy.accessibility
  const coordinator = directory.accessibilityCoordinator
  const policy = SITE_POLICY_LINKS.find((link) => link.key === 'accessibility')!
  return (
    <>
      <h1>{words.title}</h1>
      <p className="lead">{words.scope}</p>
      <h2>{words.standardHeading}</h2>
      <p>{words.standard}</p>
      <p>{words.canDo}</p>
      <ul>
        {words.abilities.map((ability) => (
          <li key={ability}>{ability}</li>
        ))}
      </ul>
      <h2>{words.checksHeading}</h2>
      {words.checks.map((check) => (
        <p key={check}>{check}</p>
      ))}
      <h2>{words.limitsHeading}</h2>
      <ul>
        {words.limits.map((limit) => (
          <li key={limit}>{limit}</li>
        ))}
      </ul>
      <h2>{words.helpHeading}</h2>
      <p>
        {words.help} {words.coordinator[coordinator.titleForm]}, {shownName(coordinator.name, directory, copy)}, {words.at} <MailtoLink email={coordinator.email} />,{' '}
        {words.relay} <TollFreeLink copy={copy} tollFree={directory.tollFree} />.
      </p>
      <p>{words.relayTexas}</p>
      <h2>{words.dateHeading}</h2>
      <p>{words.prepared(STATEMENT_DATE)}</p>
      <p>
        {words.policy}{' '}
        <a href={policy.href} hrefLang="en">
          {words.policyLink}
        </a>
      </p>
    </>
  )
}
