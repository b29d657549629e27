import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { validUntilTag } from '../next-server/valid-until.mjs'
import { config } from './config'
import { enrollmentStatus, nextEnrollmentChange, type EnrollmentStatus } from './enrollment-window'

/**
 * Now, for a page or calendar file that shows where the enrollment year stands (enrollmentStatus,
 * upcomingEnrollmentDates): the one call each of them makes. What it gives holds until the year's
 * next change, midnight Central on Sept. 1, March 1 or Aug. 1, and the page that shows it expires
 * then (cacheLife's expire): the first visit after that midnight gets a new render, on any host.
 * In its last minutes (an expiry that close is too short to store) the page is rendered per visit.
 * The tag lets the cache handler end each answer's Cache-Control at that midnight, counted from
 * when it is sent (next-server/valid-until.mjs), for a CDN in front.
 */
export async function enrollmentNow(): Promise<Date> {
  'use cache'
  const now = new Date()
  const change = nextEnrollmentChange(now)
  const left = Math.floor((change.getTime() - now.getTime()) / 1000)
  cacheTag(validUntilTag(change))
  cacheLife({ revalidate: Math.max(Math.min(config.cms.revalidateSeconds, left - 1), 0), expire: Math.max(left, 0) })
  return now
}

/** Where the enrollment year stands now, for a page that says so (the notice, the fund's card, its page, the guide). */
export const enrollmentStatusNow = async (): Promise<EnrollmentStatus> => enrollmentStatus(await enrollmentNow())
