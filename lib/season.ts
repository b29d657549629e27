import 'server-only'
import { pageLifetime } from './cms'
import { config } from './config'
import { enrollmentStatus, type EnrollmentStatus } from './enrollment-window'

/**
 * Where the fund's year stands, for a page that says so (the notice, the fund's card, its page, the
 * guide): the page is then regenerated in the pages' window (ISR), with or without a CMS article.
 */
export async function seasonStatus(): Promise<EnrollmentStatus> {
  await pageLifetime(config.cms.revalidateSeconds)
  return enrollmentStatus(new Date())
}
