import type { ContactDirectory } from '@/lib/contact-directory'

/** The toll-free number as a link that dials it, wherever the site offers it. */
export function TollFreeLink({ tollFree }: { tollFree: ContactDirectory['tollFree'] }) {
  return <a href={`tel:${tollFree.dial}`}>{tollFree.display}</a>
}

/** An e-mail address as a link that writes to it. */
export function MailtoLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>
}
