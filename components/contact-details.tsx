import { MailtoLink, TollFreeLink } from '@/components/contact-links'
import type { ContactDirectory } from '@/lib/contact-directory'
import type { Copy } from '@/lib/copy'
import { phoneLanguagesNote } from '@/lib/copy/es'

/**
 * The Contact Us screen's body: toll-free number, phone menu, help mailbox, staff list and the
 * accessibility coordinator (for the site's accessibility: the footer links the policy).
 */
export function ContactDetails({ directory, copy }: { directory: ContactDirectory; copy: Copy }) {
  const words = copy.contact
  const coordinator = directory.accessibilityCoordinator
  // Only once the program says which languages the line serves (the directory's tollFree.languages).
  const languagesNote = copy.locale === 'es' ? phoneLanguagesNote(directory.tollFree.languages) : undefined
  return (
    <>
      <section aria-labelledby="contact-phone">
        <h2 id="contact-phone">{words.byPhone}</h2>
        <p>
          {words.callTollFree} <TollFreeLink copy={copy} tollFree={directory.tollFree} />
          {languagesNote && ` ${languagesNote}`}
        </p>
        <p>{words.chooseOption}</p>
        <ul>
          {directory.phoneOptions.map(({ option, plan }) => (
            <li key={option}>
              {words.option(option)}: {plan}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="contact-email">
        <h2 id="contact-email">{words.byEmail}</h2>
        <p>
          {copy.generalHelpLabel}: <MailtoLink email={directory.generalHelp.email} />
        </p>
      </section>
      <section aria-labelledby="contact-staff">
        <h2 id="contact-staff">{words.staff}</h2>
        <ul className="staff-list">
          {directory.staff.map((person) => (
            <li key={person.email}>
              <span className="staff-list__name">{person.name}</span>
              <span>{words.staffTitles[person.role][person.titleForm]}</span>
              <span>{words.extension(person.extension)}</span>
              <MailtoLink email={person.email} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="contact-accessibility">
        <h2 id="contact-accessibility">{words.accessibility}</h2>
        <p>
          {words.coordinator[coordinator.titleForm]}: {coordinator.name}, <MailtoLink email={coordinator.email} />
        </p>
      </section>
    </>
  )
}
