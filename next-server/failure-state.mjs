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
// Labelled: each cached page says by its own HTML whether it is the failure state, and that copy
// carries `Cache-Control: no-store` in its entry's headers (wrapped in by the cache handler,
// next-server/csp/with-page-policy.mjs), so no CDN, nginx or browser keeps it. Next sends an entry's
// stored headers and leaves a Cache-Control that is already set alone.
import { env } from './env.mjs'

/** In the HTML of the failure state only: CMS HTML never keeps a class attribute (lib/sanitize.ts). */
export const FAILURE_MARKER = 'class="content-failure"'

/**
 * In the HTML of the page-not-found pages only (components/page-not-found.tsx). The Spanish one is
 * a page Next prerenders like any other (a notFound() under a second root layout reaches the
 * browser as an empty error shell in Next 16), which next.config.mjs serves for every unknown
 * address under /es: its entry is labelled 404 here, and no-store like Next's own 404, so a page
 * published there later is never hidden behind a kept 404.
 */
export const NOT_FOUND_MARKER = 'class="page-not-found"'

/** What Next sends for a page rendered per request: no CDN, proxy or browser keeps it. */
export const NEVER_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

const CACHE_CONTROL = 'cache-control'

/** Whether a render that cannot have its content shows the failure state (only while building). */
export function rendersFailureState() {
  return env.NEXT_PHASE === 'phase-production-build'
}

/**
 * Labels an App Router page's cache entry value by its own HTML, in place: the failure state and
 * the page-not-found page are never stored by anyone, and the latter answers 404; any other page
 * keeps the lifetime Next gives it. Other kinds pass.
 * @param {{ kind?: unknown, html?: unknown, headers?: Record<string, unknown>, status?: number }} page
 * @param {string} html the page's HTML
 */
export function labelByBody(page, html) {
  const headers = { ...page.headers }
  const notFound = html.includes(NOT_FOUND_MARKER)
  if (notFound) page.status = 404
  if (notFound || html.includes(FAILURE_MARKER)) headers[CACHE_CONTROL] = NEVER_STORE
  else delete headers[CACHE_CONTROL]
  page.headers = headers
}
