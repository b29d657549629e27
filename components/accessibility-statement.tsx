import { shownName } from '@/components/contact-details'
import { MailtoLink, TollFreeLink } from '@/components/contact-links'
import { RuleSources } from '@/components/rule-sources'
import type { ContactDirectory } from '@/lib/contact-directory'
import type { Copy } from '@/lib/copy'
import type { CalendarDate } from '@/lib/enrollment-window'
import type { RuleId } from '@/lib/plan-rules'
import { SITE_POLICY_LINKS } from '@/lib/site-links'

/** When the statement was first prepared, and last reviewed: change `reviewed` with the statement. */
export const STATEMENT_DATES: { prepared: CalendarDate; reviewed: CalendarDate } = {
  prepared: { year: 2026, month: 11, day: 26 },
  reviewed: { year: 2026, month: 11, day: 27 },
}

/** The Department of Justice's page for an ADA complaint: a route beyond the program's coordinator. */
export const ADA_COMPLAINT_URL = 'https://www.ada.gov/file-a-complaint/'

/** The laws the standard comes from (lib/plan-rules.ts): the ADA's rule (WCAG 2.1 AA), then Texas's (WCAG 2.0 AA). */
const LAWS: readonly RuleId[] = ['adaAccessibility', 'texasAccessibility']

/**
 * The site's own accessibility statement (GOV.UK's model): how far it meets WCAG 2.1 AA and the law
 * each standard comes from, how that is checked, what is not yet accessible, whom to ask (the
 * directory's accessibility coordinator) and how soon they answer, where to complain beyond them,
 * and its date. The Comptroller's policy covers the agency's sites.
 */
export function AccessibilityStatement({ copy, directory }: { copy: Copy; directory: ContactDirectory }) {
  const words = copy.accessibility
  const coordinator = directory.accessibilityCoordinator
  const { replyWorkingDays } = directory.generalHelp
  const policy = SITE_POLICY_LINKS.find((link) => link.key === 'accessibility')!
  return (
    <>
      <h1>{words.title}</h1>
      <p className="lead">{words.scope}</p>
      <h2>{words.standardHeading}</h2>
      <p>{words.status}</p>
      {LAWS.map((law) => (
        <p key={law}>{copy.rules[law]}</p>
      ))}
      <p>{words.superset}</p>
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
        {replyWorkingDays !== undefined && ` ${copy.contact.emailReply(replyWorkingDays)}`}
      </p>
      <p>{words.relayTexas}</p>
      <h2>{words.complaintHeading}</h2>
      <p>
        {words.complaint}{' '}
        <a href={ADA_COMPLAINT_URL} hrefLang="en">
          {words.complaintLink}
        </a>
      </p>
      <p>
        {words.policy}{' '}
        <a href={policy.href} hrefLang="en">
          {words.policyLink}
        </a>
      </p>
      <h2>{words.dateHeading}</h2>
      <p>{words.prepared(STATEMENT_DATES)}</p>
      <RuleSources rules={LAWS} copy={copy} />
    </>
  )
}
