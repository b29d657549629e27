// @ts-check
// Pages true only until an instant (the enrollment notice, the fund's card and guide page:
// midnight Central on the next Sept. 1, March 1 or Aug. 1, lib/enrollment-now.ts) expire then, by
// their cache lifetime (cacheLife's expire), and name the instant in a cache tag. Next's
// Cache-Control counts that lifetime from the render; the cache handler (csp/with-page-policy.mjs)
// counts it from each answer instead, so a CDN in front keeps no copy past the instant.
import { FAILURE_STATE_TAG, NEVER_STORE } from './failure-state.mjs'
import { ENTRY_KIND, pageTags } from './next-internals.mjs'

const PREFIX = 'valid-until-'

/** The tag a render registers when what it shows holds only until `instant` (lib/enrollment-now.ts). @param {Date} instant */
export const validUntilTag = (instant) => `${PREFIX}${instant.toISOString()}`

// Caches count whole seconds, and nginx (deploy/nginx.conf) may send a copy 3 s after storing it: in
// its last 4 s a page is stored by no one, and before them caches keep it until 3 s early (1 s to spare).
const MARGIN_SECONDS = 3

/**
 * For a page's cache entry value that holds only until an instant (its tags say): gives its
 * headers, in place, the Cache-Control of an answer sent at `now` (no-store once the instant is
 * near). Any other value is left as it is.
 * @param {{ kind?: unknown, headers?: Record<string, unknown> } | null | undefined} value
 * @param {number} revalidate the entry's window @param {number} now
 */
export function endCacheControlAtInstant(value, revalidate, now) {
  if (value?.kind !== ENTRY_KIND.page) return
  const tags = pageTags(value)
  const until = Math.min(...tags.filter((tag) => tag.startsWith(PREFIX)).map((tag) => Date.parse(tag.slice(PREFIX.length))))
  if (!(until < Infinity) || tags.includes(FAILURE_STATE_TAG)) return
  const seconds = Math.floor((until - now) / 1000) - MARGIN_SECONDS
  const fresh = Math.min(revalidate, seconds)
  const cacheControl = seconds < 1 ? NEVER_STORE : `s-maxage=${fresh}${seconds > fresh ? `, stale-while-revalidate=${seconds - fresh}` : ''}`
  value.headers = { ...value.headers, 'cache-control': cacheControl }
}
