// @ts-check
// Pages answered differently from what Next would send, labelled here by their cache tags, which
// only code sets (cacheTag in lib/cms and components/page-not-found.tsx), never by their HTML
// (CMS text): the content-failure state (docs/caching.md), and the 404 of an unknown address. The
// label travels in the entry's headers, and Next leaves a Cache-Control already set alone.
import { pageTags } from './next-internals.mjs'

/** Registered by a render that shows the failure state: its own article could not be had (lib/cms). */
export const FAILURE_STATE_TAG = 'site-failure-state'

/** Registered by the page-not-found page of an address no page has (components/page-not-found.tsx). */
export const NOT_FOUND_TAG = 'site-page-not-found'

/** What Next sends for a page rendered per request, and its 404. */
export const NEVER_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

/** The failure state's: worded apart from Next's, so telemetry can count it (telemetry-sdk.mjs). */
export const FAILURE_STATE_NO_STORE = 'private, no-store, max-age=0'

/**
 * Labels a page's cache entry value by its tags, in place: the failure state and a page-not-found
 * page are stored by no one, the latter answers 404; any other keeps Next's lifetime, whatever its
 * HTML says. Says whether the page is to be kept at all (a 404 is made again when asked for).
 * @param {{ headers?: Record<string, unknown>, status?: number }} page
 */
export function labelByTags(page) {
  const headers = { ...page.headers }
  const tags = pageTags(page)
  const notFound = tags.includes(NOT_FOUND_TAG)
  if (notFound) page.status = 404
  if (notFound) headers['cache-control'] = NEVER_STORE
  else if (tags.includes(FAILURE_STATE_TAG)) headers['cache-control'] = FAILURE_STATE_NO_STORE
  else delete headers['cache-control']
  page.headers = headers
  return !notFound
}
