// @ts-check
// The headers every route carries, fixed when the site is built (next.config.mjs imports this).
import { createHash } from 'node:crypto'

/** GA4's hosts as Google's CSP guide lists them, Google Signals' too (turning it on must not drop page views). */
const GA_SCRIPT_HOSTS = ['https://www.googletagmanager.com']
const GA_CONNECT_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://*.g.doubleclick.net',
  'https://*.google.com',
]
const GA_IMAGE_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.googletagmanager.com',
  'https://*.g.doubleclick.net',
  'https://*.google.com',
]

/**
 * A CSP hash source for an exact inline script or style.
 * @param {string} source
 */
export const sha256Source = (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`

/** Powerful features this site never uses: off for it and anything it embeds. */
const DISABLED_FEATURES = ['accelerometer', 'browsing-topics', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'payment', 'serial', 'usb']

/**
 * Where article images may come from besides this site: CMS_IMAGE_ORIGINS, or by default the CMS's
 * origin when it is https. The sanitizer keeps images from these alone (lib/sanitize.ts) and the
 * policy's img-src names them, so an image either shows or is dropped with a log line.
 * @param {{ CMS_IMAGE_ORIGINS?: string[] | undefined, CMS_BASE_URL?: string | undefined }} settings
 * @returns {string[]}
 */
export function imageOrigins(settings) {
  if (settings.CMS_IMAGE_ORIGINS !== undefined) return settings.CMS_IMAGE_ORIGINS
  const cms = settings.CMS_BASE_URL === undefined ? undefined : new URL(settings.CMS_BASE_URL)
  return cms?.protocol === 'https:' ? [cms.origin] : []
}

/**
 * The Content-Security-Policy. Pages are prerendered and incrementally regenerated, so they cannot
 * carry a per-request nonce (that would force per-request rendering: 5 to 8 times lower
 * throughput, many more CMS requests). Instead each page's policy lists the hashes of exactly the
 * inline scripts in its cached HTML (next-server/csp/page-policy.mjs), passed here as `inlineScripts`;
 * every other response gets none, so no inline script runs there. Google Analytics' hosts are
 * named only where analytics is on: every answer carries the policy, and nginx's cache pays for
 * each byte of its headers on every hit (docs/performance.md).
 * @param {{ imageOrigins?: string[], siteUrl?: string | undefined, inlineScripts?: string[], analytics: boolean }} settings
 */
export function contentSecurityPolicy({ imageOrigins = [], siteUrl, inlineScripts = [], analytics }) {
  const ga = (/** @type {string[]} */ hosts) => (analytics ? hosts : [])
  /** @type {[string, ...string[]][]} */
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScripts, ...ga(GA_SCRIPT_HOSTS)],
    // No inline event handler (onerror=...) runs, even one that slipped past the sanitizer.
    // Older browsers fall back to script-src, which allows no handler either.
    ['script-src-attr', "'none'"],
    // The stylesheet only: no inline style attribute or <style> element (nothing renders one).
    ['style-src', "'self'"],
    ['img-src', "'self'", ...imageOrigins, ...ga(GA_IMAGE_HOSTS)],
    ['connect-src', "'self'", ...ga(GA_CONNECT_HOSTS)],
    ['font-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  // Only where the site is served over https: on plain http (local runs, tests, or an unset
  // SITE_URL, which says nothing) it would rewrite the site's own asset URLs to https and break the page.
  if (siteUrl !== undefined && new URL(siteUrl).protocol === 'https:') directives.push(['upgrade-insecure-requests'])
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/**
 * Every security header but the CSP, the same on every response.
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeadersBesidesPolicy() {
  return [
    // Two years; browsers ignore it on plain http, so local runs are unaffected.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // For browsers that predate CSP's frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
}
