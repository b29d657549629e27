// @ts-check
// The content-failure state, decided and labelled here (docs/caching.md). Only `next build` renders
// a page without its CMS content; at run time a refresh without it throws and Next keeps the last
// copy. Labelled by the page's cache tags, which only code sets, never by its HTML (CMS text); the
// label travels in the entry's headers, and Next leaves a Cache-Control already set alone.
import { env } from './env.mjs'
import { CACHE_TAGS_HEADER, implicitPathTag } from './next-internals.mjs'

/** Registered by a render that shows the failure state (lib/cms, only while building). */
export const FAILURE_STATE_TAG = 'site-failure-state'

/**
 * The Spanish page-not-found page, served for every unknown address under /es (next.config.mjs).
 * Prerendered like any page (a notFound() under a second root layout is an empty shell in Next
 * 16), so its entry is labelled 404 and no-store here: a page published there later is never hidden.
 */
export const SPANISH_NOT_FOUND_PATH = '/es/no-encontrada'
const NOT_FOUND_TAG = implicitPathTag(SPANISH_NOT_FOUND_PATH)

/** What Next sends for a page rendered per request, and its 404. */
export const NEVER_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

/** The failure state's: worded apart from Next's, so telemetry can count it (telemetry-sdk.mjs). */
export const FAILURE_STATE_NO_STORE = 'private, no-store, max-age=0'

export const rendersFailureState = () => env.NEXT_PHASE === 'phase-production-build'

/**
 * Labels a page's cache entry value by its tags, in place: the failure state and the
 * page-not-found page are stored by no one, the latter answers 404; any other page keeps the
 * lifetime Next gives it, whatever its HTML says.
 * @param {{ headers?: Record<string, unknown>, status?: number }} page
 */
export function labelByTags(page) {
  const headers = { ...page.headers }
  const tagsHeader = headers[CACHE_TAGS_HEADER]
  const tags = typeof tagsHeader === 'string' ? tagsHeader.split(',') : []
  const notFound = tags.includes(NOT_FOUND_TAG)
  if (notFound) page.status = 404
  if (notFound) headers['cache-control'] = NEVER_STORE
  else if (tags.includes(FAILURE_STATE_TAG)) headers['cache-control'] = FAILURE_STATE_NO_STORE
  else delete headers['cache-control']
  page.headers = headers
}
