// @ts-check
// The Content-Security-Policy of one page, computed from the HTML actually cached and served, and
// attached to the cache entry so every answer from that entry (200 or 304) carries it.
import { env } from '../env.mjs'
import { labelByTags } from '../failure-state.mjs'
import { ENTRY_KIND } from '../next-internals.mjs'
import { contentSecurityPolicy, imageOrigins, sha256Source } from '../security-headers.mjs'
import { googleAnalyticsInitScript } from './google-analytics-init.mjs'
import { frameworkInlineScriptHashes } from './inline-scripts.mjs'

const POLICY_HEADER = 'content-security-policy'

const analytics = env.ANALYTICS_ENABLED && env.GA_MEASUREMENT_ID !== undefined
/** Scripts inserted in the browser on every page: Google Analytics' init, where analytics is on. */
const browserInsertedScripts = analytics && env.GA_MEASUREMENT_ID !== undefined ? [sha256Source(googleAnalyticsInitScript(env.GA_MEASUREMENT_ID))] : []

/**
 * The policy for a page whose HTML is `html`: today's policy plus the hashes of its own inline
 * scripts.
 * @param {string} html
 */
export function pagePolicy(html) {
  return contentSecurityPolicy({
    imageOrigins: imageOrigins(env),
    siteUrl: env.SITE_URL,
    analytics,
    inlineScripts: [...frameworkInlineScriptHashes(html), ...browserInsertedScripts],
  })
}

/**
 * Gives an App Router page's cache entry value the headers it calls for, in place: the policy its
 * HTML needs, and the label its cache tags call for (no-store, 404: next-server/failure-state.mjs),
 * never decided from the HTML, which carries CMS text. Next sends an entry's
 * stored headers with every answer from it, and the value a cache handler is given to store is
 * also the one Next answers the regenerating request with. Other kinds pass unchanged.
 * @template V
 * @param {V} value
 * @returns {V}
 */
export function attachPageHeaders(value) {
  const page = /** @type {{ kind?: unknown, html?: unknown, headers?: Record<string, unknown> } | null | undefined} */ (value)
  if (page?.kind !== ENTRY_KIND.page) return value
  const html = typeof page.html === 'string' ? page.html : Buffer.isBuffer(page.html) ? page.html.toString('utf8') : undefined
  if (html === undefined) return value
  labelByTags(page)
  page.headers = { ...page.headers, [POLICY_HEADER]: pagePolicy(html) }
  return value
}
