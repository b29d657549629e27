// @ts-check
// Pages true only until an instant: the enrollment notice, the fund's card, the guide's fund page
// and the calendar files hold until midnight Central on the next Sept. 1, March 1 or Aug. 1
// (lib/enrollment-now.ts). The render names that instant in a cache tag, so it travels with the
// page's cache entry to every process, disk and instance; the cache handler
// (csp/with-page-policy.mjs) reads it at every answer, on its own clock:
// - past the instant, the entry answers no one: Next renders the page for the visit that found it,
//   as for an expired tag, so the first visitor after midnight gets the new page however recently
//   the old one was made (ISR would send the old one, then refresh it);
// - before it, the answer's Cache-Control lets no cache keep the page past the instant, where
//   Next's (s-maxage=<window>, stale-while-revalidate=<a year>) would let a CDN keep it a year.
// The failure state is kept past its instant, unlabelled: only `next build` renders it, and no one
// stores it (failure-state.mjs).
import { env } from './env.mjs'
import { FAILURE_STATE_TAG, NEVER_STORE } from './failure-state.mjs'
import { CACHE_TAGS_HEADER, ENTRY_KIND } from './next-internals.mjs'

const PREFIX = 'valid-until-'

/**
 * The tag a render registers when what it shows holds only until `instant` (lib/cms pageHoldsUntil).
 * @param {Date} instant
 */
export const validUntilTag = (instant) => `${PREFIX}${instant.toISOString()}`

/**
 * Caches count whole seconds, and nginx (deploy/nginx.conf) may send a copy until 3 s after it
 * stored it: in its last 4 s a page is stored by no one, and before them the time caches may keep
 * it ends 3 s early, a second to spare for the answer's trip and clocks apart.
 */
const MARGIN_SECONDS = 3

/**
 * For a page's or route's cache entry value that holds only until an instant (its tags say): gives
 * its headers, in place, the Cache-Control of an answer sent at `now` (no-store once the instant is
 * near or past), and says whether it still holds then. Any other value holds, unchanged.
 * @param {{ kind?: unknown, headers?: Record<string, unknown> } | null | undefined} value
 * @param {number | false | undefined} revalidate the entry's window, where the entry knows it
 * @param {number} now
 */
export function holdsAt(value, revalidate, now) {
  const tagsHeader = value?.headers?.[CACHE_TAGS_HEADER]
  if (!value || (value.kind !== ENTRY_KIND.page && value.kind !== ENTRY_KIND.route) || typeof tagsHeader !== 'string') return true
  const tags = tagsHeader.split(',')
  const until = Math.min(...tags.filter((tag) => tag.startsWith(PREFIX)).map((tag) => Date.parse(tag.slice(PREFIX.length))))
  if (!(until < Infinity) || tags.includes(FAILURE_STATE_TAG)) return true
  const seconds = Math.floor((until - now) / 1000) - MARGIN_SECONDS
  // The build's own copies carry no window: theirs is the build's, normally the start's.
  const fresh = Math.min(typeof revalidate === 'number' ? revalidate : env.CMS_REVALIDATE_SECONDS, seconds)
  const cacheControl = seconds < 1 ? NEVER_STORE : `s-maxage=${fresh}${seconds > fresh ? `, stale-while-revalidate=${seconds - fresh}` : ''}`
  value.headers = { ...value.headers, 'cache-control': cacheControl }
  return until > now
}
