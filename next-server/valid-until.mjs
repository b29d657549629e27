// @ts-check
// Pages true only until an instant (the enrollment notice, the fund's card and guide page, the
// calendar files: midnight Central on the next Sept. 1, March 1 or Aug. 1, lib/enrollment-now.ts)
// expire then (cacheLife's expire) and name it in a cache tag, which travels with the entry to
// every process, disk and instance. A lifetime Next can store ends 5 minutes out at the earliest,
// and Next counts it from the render; the cache handler (csp/with-page-policy.mjs) reads the tag at
// every answer, on its own clock: from 4 s before the instant, the entry answers no one and Next
// renders for that visit; before them, Cache-Control lets no cache keep the page past it. The failure state is
// kept past it: no one stores it.
import { env } from './env.mjs'
import { FAILURE_STATE_TAG, NEVER_STORE } from './failure-state.mjs'
import { ENTRY_KIND, pageTags } from './next-internals.mjs'

const PREFIX = 'valid-until-'

/** The tag a render registers when what it shows holds only until `instant` (lib/enrollment-now.ts). @param {Date} instant */
export const validUntilTag = (instant) => `${PREFIX}${instant.toISOString()}`

// Caches count whole seconds, and nginx (deploy/nginx.conf) may send a copy 3 s after storing it: in
// its last 4 s a page is stored by no one, and before them caches keep it until 3 s early (1 s to spare).
const MARGIN_SECONDS = 3

/**
 * In its last 4 s a page is served from no copy either: each visit renders it, and the render waits
 * for the instant (lib/enrollment-now.ts). Next hands a visit that arrives while a page is being
 * made whatever that render gives (or the stale copy it started from), so nothing made before the
 * instant may still be under way after it.
 */
export const UNSERVED_LAST_MS = (MARGIN_SECONDS + 1) * 1000

/**
 * For a page's or route's cache entry value that holds only until an instant (its tags say): gives
 * its headers, in place, the Cache-Control of an answer sent at `now` (no-store once the instant is
 * near or past), and says whether it still holds then. Any other value holds, unchanged.
 * @param {{ kind?: unknown, headers?: Record<string, unknown> } | null | undefined} value
 * @param {number | false | undefined} revalidate the entry's window, where the entry knows it @param {number} now
 */
export function holdsAt(value, revalidate, now) {
  if (value?.kind !== ENTRY_KIND.page && value?.kind !== ENTRY_KIND.route) return true
  const tags = pageTags(value)
  const until = Math.min(...tags.filter((tag) => tag.startsWith(PREFIX)).map((tag) => Date.parse(tag.slice(PREFIX.length))))
  if (!(until < Infinity) || tags.includes(FAILURE_STATE_TAG)) return true
  const seconds = Math.floor((until - now) / 1000) - MARGIN_SECONDS
  // The build's own copies carry no window: theirs is the build's, normally the start's.
  const fresh = Math.min(typeof revalidate === 'number' ? revalidate : env.CMS_REVALIDATE_SECONDS, seconds)
  const cacheControl = seconds < 1 ? NEVER_STORE : `s-maxage=${fresh}${seconds > fresh ? `, stale-while-revalidate=${seconds - fresh}` : ''}`
  value.headers = { ...value.headers, 'cache-control': cacheControl }
  return until - now >= UNSERVED_LAST_MS
}
