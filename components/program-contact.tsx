import Link from 'next/link'
import { MailtoLink, TollFreeLink } from '@/components/contact-links'
import type { ContactDirectory } from '@/lib/contact-directory'
import { PAGE_PATHS, type Copy } from '@/lib/copy'

const TITLE_ID = 'program-contact-title'

/**
 * How to reach the program, in the footer of every page and state (WCAG 2.2 "Consistent Help"):
 * the toll-free number, the help mailbox and Contact Us, on one wrapped line. A <section> named
 * by its heading is a region landmark, so screen-reader users find it by landmark or by heading.
 */
export function ProgramContact({ directory, copy }: { directory: ContactDirectory; copy: Copy }) {
  return (
    <section className="program-contact" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>{copy.programContact.title}</h2>
      <ul>
        <li>
          <TollFreeLink copy={copy} tollFree={directory.tollFree} />
        </li>
        <li>
          <MailtoLink email={directory.generalHelp.email} />
        </li>
        <li>
          <Link href={PAGE_PATHS.contact[copy.locale]}>{copy.contactUs}</Link>
        </li>
      </ul>
    </section>
  )
}
