// @ts-check
// The content-failure state, decided and labelled in this one module.
//
// Decided: a page is rendered without its CMS content only by `next build`, where no earlier copy
// of it exists. At run time every page already has a generated copy (the build's, or a later
// refresh's), so a refresh that cannot have its content fails instead (lib/cms throws), and Next
// keeps serving that copy and tries again after a short pause (ISR's rule for a failed refresh,
// on every host). A good copy is therefore never replaced by the failure message, whatever
// process, disk or instance serves it; a build made without the CMS shows the message until the
// first refresh that has the content.
//
// Labelled: a page's status and cacheability come from its cache tags, which only code sets,
// never from its HTML, which carries CMS text. The render that shows the failure state
// registers FAILURE_STATE_TAG (lib/cms); the Spanish page-not-found page is known by its route's
// own tag. Such a copy carries `Cache-Control: no-store` in its entry's headers (wrapped in by
// the cache handler, next-server/csp/with-page-policy.mjs), so no CDN, nginx or browser keeps it.
// Next sends an entry's stored headers and leaves a Cache-Control that is already set alone.
import { env } from './env.mjs'
import { CACHE_TAGS_HEADER, implicitPathTag } from './next-internals.mjs'

/** Registered by a render that shows the failure state (lib/cms getArticle, only while building). */
export const FAILURE_STATE_TAG = 'site-failure-state'

/**
 * The Spanish page-not-found page (app/(es)/es/no-encontrada), which next.config.mjs serves for
 * every unknown address under /es. It is a page Next prerenders like any other (a notFound()
 * under a second root layout reaches the browser as an empty error shell in Next 16): its entry
 * is labelled 404 here, and no-store like Next's own 404, so a page published there later is
 * never hidden behind a kept 404.
 */
export const SPANISH_NOT_FOUND_PATH = '/es/no-encontrada'
const NOT_FOUND_TAG = implicitPathTag(SPANISH_NOT_FOUND_PATH)

/** What Next sends for a page rendered per request, and its 404: no CDN, proxy or browser keeps it. */
export const NEVER_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * The failure state's label: kept by no one either, and worded apart from Next's own so that an
 * answer can be counted as the failure state by it (telemetry-http.mjs), not every 404 or API answer.
 */
export const FAILURE_STATE_NO_STORE = 'private, no-store, max-age=0'

const CACHE_CONTROL = 'cache-control'

/** Whether a render that cannot have its content shows the failure state (only while building). */
export function rendersFailureState() {
  return env.NEXT_PHASE === 'phase-production-build'
}

/**
 * Labels an App Router page's cache entry value by the tags its render registered, in place: the
 * failure state and the page-not-found page are never stored by anyone, and the latter answers
 * 404; any other page keeps the lifetime Next gives it, whatever its HTML says.
 * @param {{ headers?: Record<string, unknown>, status?: number }} page
 */
export function labelByTags(page) {
  const headers = { ...page.headers }
  const tagsHeader = headers[CACHE_TAGS_HEADER]
  const tags = typeof tagsHeader === 'string' ? tagsHeader.split(',') : []
  const notFound = tags.includes(NOT_FOUND_TAG)
  if (notFound) page.status = 404
  if (notFound) headers[CACHE_CONTROL] = NEVER_STORE
  else if (tags.includes(FAILURE_STATE_TAG)) headers[CACHE_CONTROL] = FAILURE_STATE_NO_STORE
  else delete headers[CACHE_CONTROL]
  page.headers = headers
}
