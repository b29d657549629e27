import { contactDirectory, type ContactDirectory } from '@/lib/contact-directory'
import type { Copy } from '@/lib/copy'

/**
 * The toll-free number as a link that dials it, wherever the site offers it, printed as the
 * page's language prints it. It never breaks across lines (globals.css: a number split after
 * "1-" is misread and mis-dialled).
 */
export function TollFreeLink({ copy, tollFree = contactDirectory.tollFree }: { copy: Copy; tollFree?: ContactDirectory['tollFree'] }) {
  return (
    <a className="phone-number" href={`tel:${tollFree.dial}`}>
      {copy.tollFreeDisplay(tollFree)}
    </a>
  )
}

/** An e-mail address as a link that writes to it. */
export function MailtoLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>
}
