import Link from 'next/link'
import { MailtoLink, TollFreeLink } from '@/components/contact-links'
import type { ContactDirectory } from '@/lib/contact-directory'
import { CONTACT_US_LINK } from '@/lib/site-links'

const TITLE_ID = 'program-contact-title'

/**
 * How to reach the program, in the footer of every page and state (WCAG 2.2 "Consistent Help"):
 * the toll-free number, the help mailbox and Contact Us. A <section> named by its heading is a
 * region landmark, so screen-reader users find it by landmark or by heading.
 */
export function ProgramContact({ directory }: { directory: ContactDirectory }) {
  return (
    <section className="program-contact" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>Call or e-mail us</h2>
      <ul className="program-contact__list">
        <li>
          Toll-free: <TollFreeLink tollFree={directory.tollFree} />
        </li>
        <li>
          {directory.generalHelp.label}: <MailtoLink email={directory.generalHelp.email} />
        </li>
        <li>
          <Link href={CONTACT_US_LINK.href}>{CONTACT_US_LINK.label}</Link>: phone menu and staff
        </li>
      </ul>
    </section>
  )
}
