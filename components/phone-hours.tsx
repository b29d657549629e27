import { contactDirectory, type ContactDirectory } from '@/lib/contact-directory'
import type { Copy } from '@/lib/copy'

/** When the phone line is answered, as a sentence after a "call us" line; nothing when the directory has no hours. */
export function PhoneHours({ copy, tollFree = contactDirectory.tollFree }: { copy: Copy; tollFree?: ContactDirectory['tollFree'] }) {
  return tollFree.hours ? ` ${copy.phoneHours(tollFree.hours)}` : null
}
