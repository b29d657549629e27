import sampleDirectory from '@/content/contact-directory.json'
import { parseContactDirectory, PLAN_NAMES, type ContactDirectory } from '../next-server/contact-directory.mjs'

export { PLAN_NAMES, type ContactDirectory } from '../next-server/contact-directory.mjs'

/**
 * The directory `next build` read from CONTACT_DIRECTORY_FILE (next.config.mjs puts it here as a
 * constant). Unit tests, which have no build, get the bundled sample.
 */
declare const CONTACT_DIRECTORY_FROM_BUILD: string | undefined

/** The program's contact directory: the toll-free number, its phone menu, the mailboxes and staff. */
export const contactDirectory: ContactDirectory = parseContactDirectory(
  typeof CONTACT_DIRECTORY_FROM_BUILD === 'string' ? JSON.parse(CONTACT_DIRECTORY_FROM_BUILD) : sampleDirectory,
)

/** The phone-menu option for a plan. */
export function phoneOptionFor(plan: (typeof PLAN_NAMES)[number], directory: ContactDirectory = contactDirectory): number {
  // The schema has each of the four plans exactly once.
  return directory.phoneOptions.find((option) => option.plan === plan)!.option
}
