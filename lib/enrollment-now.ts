import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { UNSERVED_LAST_MS, validUntilTag } from '../next-server/valid-until.mjs'
import { config } from './config'
import { enrollmentStatus, nextEnrollmentChange, type EnrollmentStatus } from './enrollment-window'

/**
 * Now, for a page or calendar file that shows where the enrollment year stands (enrollmentStatus,
 * upcomingEnrollmentDates): the one call each of them makes. What it gives holds until the year's
 * next change, midnight Central on Sept. 1, March 1 or Aug. 1, and the page that shows it expires
 * then (cacheLife's expire), on any host. Within a window of the change the page goes stale at the
 * change, not before, so no refresh is under way across midnight; the tag names the instant, past
 * which the cache handler answers no one with it (next-server/valid-until.mjs), and the first
 * visit after that midnight gets a new render. (Next stores nothing that expires in under 5
 * minutes: a page made in the last minutes is kept that long, and goes stale at the change.)
 */
export async function enrollmentNow(): Promise<Date> {
  'use cache'
  // In the change's last seconds no copy is served and every visit renders (valid-until.mjs): a
  // render then waits for the change, so a visit after it that joins the render gets the new truth.
  const untilChange = nextEnrollmentChange(new Date()).getTime() - Date.now()
  if (untilChange <= UNSERVED_LAST_MS) await new Promise((resolve) => setTimeout(resolve, untilChange + 5))
  const now = new Date()
  const change = nextEnrollmentChange(now)
  const left = Math.max(Math.floor((change.getTime() - now.getTime()) / 1000), 1)
  const revalidate = left > config.cms.revalidateSeconds + 60 ? config.cms.revalidateSeconds : left
  cacheTag(validUntilTag(change))
  cacheLife({ revalidate, expire: Math.max(left, revalidate + 1, SHORTEST_STORED_EXPIRY) })
  return now
}

/** Next's shortest `expire` for a page it prerenders and stores (cacheLife: shorter is rendered per visit). */
const SHORTEST_STORED_EXPIRY = 300

/** Where the enrollment year stands now, for a page that says so (the notice, the fund's card, its page, the guide). */
export const enrollmentStatusNow = async (): Promise<EnrollmentStatus> => enrollmentStatus(await enrollmentNow())
