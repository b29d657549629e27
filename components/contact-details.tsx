import { MailtoLink, TollFreeLink } from '@/components/contact-links'
import type { ContactDirectory } from '@/lib/contact-directory'

/** The Contact Us screen's body: toll-free number, phone menu, help mailbox and staff list. */
export function ContactDetails({ directory }: { directory: ContactDirectory }) {
  return (
    <>
      <section aria-labelledby="contact-phone">
        <h2 id="contact-phone">By phone</h2>
        <p>
          Call toll-free: <TollFreeLink tollFree={directory.tollFree} />
        </p>
        <p>When you call, choose the option for your plan:</p>
        <ul>
          {directory.phoneOptions.map(({ option, plan }) => (
            <li key={option}>
              Option #{option}: {plan}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="contact-email">
        <h2 id="contact-email">By e-mail</h2>
        <p>
          {directory.generalHelp.label}:{' '}
          <MailtoLink email={directory.generalHelp.email} />
        </p>
      </section>
      <section aria-labelledby="contact-staff">
        <h2 id="contact-staff">Staff</h2>
        <ul className="staff-list">
          {directory.staff.map((person) => (
            <li key={person.email}>
              <span className="staff-list__name">{person.name}</span>
              <span>{person.title}</span>
              <span>Extension {person.extension}</span>
              <MailtoLink email={person.email} />
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
