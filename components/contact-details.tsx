import Link from 'next/link'
import { MailtoLink, TollFreeLink } from '@/components/contact-links'
import { PlanName } from '@/components/plan-name'
import type { ContactDirectory } from '@/lib/contact-directory'
import { PAGE_PATHS, type Copy } from '@/lib/copy'

/** A person's name (or an address line) as a page shows it: the bundled sample marks each as a placeholder, in the page's language. */
export const shownName = (name: string, directory: ContactDirectory, copy: Copy) => (directory.sample ? `${name} ${copy.sample.mark}` : name)

/** The phone menu: each plan's option on the toll-free line. */
export function PhoneOptions({ directory, copy }: { directory: ContactDirectory; copy: Copy }) {
  return (
    <ul className="phone-options">
      {directory.phoneOptions.map(({ option, plan }) => (
        <li key={option}>
          {copy.contact.option(option)}: <PlanName name={plan} copy={copy} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The Contact Us screen's body, GOV.UK's contact pattern: the toll-free number with its hours and
 * languages, the phone menu, the help mailbox with its reply time, the postal address, the staff
 * (each extension a link that dials it) and the accessibility coordinator (for the site's
 * accessibility: the footer links the policy). A line whose field the directory leaves out is
 * left out. The bundled sample marks each name, and its address, as a placeholder, in the page's language.
 */
export function ContactDetails({ directory, copy }: { directory: ContactDirectory; copy: Copy }) {
  const words = copy.contact
  const { tollFree, generalHelp, postalAddress } = directory
  const coordinator = directory.accessibilityCoordinator
  const named = (name: string) => shownName(name, directory, copy)
  return (
    <>
      <section aria-labelledby="contact-phone">
        <h2 id="contact-phone">{words.byPhone}</h2>
        <p>
          {words.callTollFree} <TollFreeLink copy={copy} tollFree={tollFree} />
          {/* A full stop after the number, so the sentence that follows reads as one. */}
          {tollFree.languages && `. ${words.phoneLanguages(tollFree.languages)}`}
        </p>
        {tollFree.hours && <p>{copy.phoneHours(tollFree.hours)}</p>}
        <p>{words.chooseOption}</p>
        <PhoneOptions directory={directory} copy={copy} />
      </section>
      <section aria-labelledby="contact-email">
        <h2 id="contact-email">{words.byEmail}</h2>
        <p>
          {copy.generalHelpLabel}: <MailtoLink email={generalHelp.email} />
          {generalHelp.replyWorkingDays !== undefined && `. ${words.emailReply(generalHelp.replyWorkingDays)}`}
        </p>
      </section>
      {postalAddress && (
        <section aria-labelledby="contact-post">
          <h2 id="contact-post">{words.byPost}</h2>
          <address className="postal-address">
            {/* The sample's placeholder box is marked as its names are. */}
            {postalAddress.map((line, index) => (
              <span key={line}>{index === 0 ? named(line) : line}</span>
            ))}
          </address>
        </section>
      )}
      <section aria-labelledby="contact-staff">
        <h2 id="contact-staff">{words.staff}</h2>
        <ul className="staff-list">
          {directory.staff.map((person) => (
            <li key={person.email}>
              <span className="staff-list__name">{named(person.name)}</span>
              <span>{words.staffTitles[person.role][person.titleForm]}</span>
              {/* The comma makes the phone wait for the line to answer, then dial the extension. */}
              <a className="phone-number" href={`tel:${tollFree.dial},${person.extension}`}>
                {words.extension(person.extension)}
              </a>
              <MailtoLink email={person.email} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="contact-accessibility">
        <h2 id="contact-accessibility">{words.accessibility}</h2>
        <p>
          {words.coordinator[coordinator.titleForm]}: {named(coordinator.name)}, <MailtoLink email={coordinator.email} />
        </p>
        <p>
          <Link href={PAGE_PATHS.accessibility[copy.locale]}>{copy.audiences.statement}</Link>
        </p>
      </section>
    </>
  )
}
