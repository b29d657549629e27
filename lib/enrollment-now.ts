import 'server-only'
import { pageHoldsUntil } from './cms'
import { enrollmentStatus, nextEnrollmentChange, type EnrollmentStatus } from './enrollment-window'

/**
 * Now, for a page or calendar file that shows where the enrollment year stands (enrollmentStatus,
 * upcomingEnrollmentDates): the one call each of them makes. The page is marked as holding only
 * until the year's next change, so from midnight Central on Sept. 1, March 1 and Aug. 1 no
 * process, nginx or CDN answers with the day before's (next-server/valid-until.mjs).
 */
export async function enrollmentNow(): Promise<Date> {
  const now = new Date()
  await pageHoldsUntil(nextEnrollmentChange(now))
  return now
}

/** Where the enrollment year stands now, for a page that says so (the notice, the fund's card, its page, the guide). */
export const enrollmentStatusNow = async (): Promise<EnrollmentStatus> => enrollmentStatus(await enrollmentNow())
