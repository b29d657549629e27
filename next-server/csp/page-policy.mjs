// @ts-check
// A page's CSP, from the HTML cached and served, attached to its cache entry so every answer from
// it (200 or 304) carries it.
import { env } from '../env.mjs'
import { labelByTags } from '../failure-state.mjs'
import { ENTRY_KIND } from '../next-internals.mjs'
import { contentSecurityPolicy, imageOrigins, sha256Source } from '../security-headers.mjs'
import { frameworkInlineScriptHashes } from './inline-scripts.mjs'

/**
 * The inline script @next/third-parties' <GoogleAnalytics> inserts in the browser, character for character (its
 * dist/google/ga.js): in no HTML to hash, so hashed from here. The analytics browser test fails if the package changes it.
 * @param {string} measurementId
 */
export const googleAnalyticsInitScript = (measurementId) => `
          window['dataLayer'] = window['dataLayer'] || [];
          function gtag(){window['dataLayer'].push(arguments);}
          gtag('js', new Date());

          gtag('config', '${measurementId}' );`

const measurementId = env.ANALYTICS_ENABLED ? env.GA_MEASUREMENT_ID : undefined
/** Inserted in the browser on every page. */
const browserInsertedScripts = measurementId === undefined ? [] : [sha256Source(googleAnalyticsInitScript(measurementId))]

/** @param {string} html */
export function pagePolicy(html) {
  return contentSecurityPolicy({
    imageOrigins: imageOrigins(env),
    siteUrl: env.SITE_URL,
    analytics: measurementId !== undefined,
    inlineScripts: [...frameworkInlineScriptHashes(html), ...browserInsertedScripts],
  })
}

/**
 * Gives a page's cache entry value, in place, the policy its HTML needs and the label its tags call for (failure-state.mjs).
 * Next sends an entry's headers with every answer from it, the regenerating request's too. Other kinds pass unchanged.
 * Says whether the value is to be stored (a page-not-found page is not).
 * @param {unknown} value
 */
export function attachPageHeaders(value) {
  const page = /** @type {{ kind?: unknown, html?: unknown, headers?: Record<string, unknown> } | null | undefined} */ (value)
  if (page?.kind !== ENTRY_KIND.page) return true
  const html = typeof page.html === 'string' ? page.html : Buffer.isBuffer(page.html) ? page.html.toString('utf8') : undefined
  if (html === undefined) return true
  const keep = labelByTags(page)
  page.headers = { ...page.headers, 'content-security-policy': pagePolicy(html) }
  return keep
}
