// @ts-check
// The headers every route carries, fixed when the site is built (next.config.mjs imports this).
import { createHash } from 'node:crypto'

/** GA4's hosts as Google's CSP guide lists them, Google Signals' too (turning it on must not drop page views). */
const GA_SCRIPT_HOSTS = ['https://www.googletagmanager.com']
const GA_SIGNALS_HOSTS = ['https://*.g.doubleclick.net', 'https://*.google.com']
const GA_IMAGE_HOSTS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com', ...GA_SIGNALS_HOSTS]
const GA_CONNECT_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', ...GA_SIGNALS_HOSTS]

/**
 * What the toolbar Vercel injects into preview deployments (Comments and its other tools) loads, as
 * Vercel's toolbar documentation lists it for a site with a policy (https://vercel.com/docs/vercel-toolbar,
 * "Content Security Policy"; checked 2026-11-27).
 */
const VERCEL_TOOLBAR = {
  'script-src': ['https://vercel.live'],
  'style-src': ['https://vercel.live', "'unsafe-inline'"],
  'img-src': ['https://vercel.live', 'https://vercel.com', 'data:', 'blob:'],
  'font-src': ['https://vercel.live', 'https://assets.vercel.com'],
  'connect-src': ['https://vercel.live', 'wss://ws-us3.pusher.com'],
  'frame-src': ['https://vercel.live'],
}

/** A CSP hash source for an exact inline script or style. @param {string} source */
export const sha256Source = (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`

/** Powerful features this site never uses: off for it and anything it embeds. */
const DISABLED_FEATURES = ['accelerometer', 'browsing-topics', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'payment', 'serial', 'usb']

/**
 * Where article images may come from besides this site: CMS_IMAGE_ORIGINS, or by default the CMS's
 * origin when it is https. The sanitizer keeps images from these alone (lib/sanitize.ts) and the
 * policy's img-src names them, so an image either shows or is dropped with a log line.
 * @param {{ CMS_IMAGE_ORIGINS?: string[] | undefined, CMS_BASE_URL?: string | undefined }} settings @returns {string[]}
 */
export function imageOrigins(settings) {
  if (settings.CMS_IMAGE_ORIGINS !== undefined) return settings.CMS_IMAGE_ORIGINS
  const cms = settings.CMS_BASE_URL === undefined ? undefined : new URL(settings.CMS_BASE_URL)
  return cms?.protocol === 'https:' ? [cms.origin] : []
}

/**
 * The Content-Security-Policy. Prerendered pages cannot carry a per-request nonce (per-request
 * rendering: 5 to 8 times lower throughput, many more CMS requests), so each page's policy hashes
 * exactly the inline scripts in its cached HTML (csp/page-policy.mjs), given as `inlineScripts`;
 * no other answer runs one. GA's hosts only where analytics is on: nginx's cache pays for each
 * header byte on every hit (docs/performance.md). `vercelToolbar`: a Vercel preview's, whose toolbar
 * Vercel injects into every page.
 * @param {{ imageOrigins?: string[], siteUrl?: string | undefined, inlineScripts?: string[], analytics: boolean, vercelToolbar?: boolean }} settings
 */
export function contentSecurityPolicy({ imageOrigins = [], siteUrl, inlineScripts = [], analytics, vercelToolbar = false }) {
  const ga = (/** @type {string[]} */ hosts) => (analytics ? hosts : [])
  const toolbar = (/** @type {keyof typeof VERCEL_TOOLBAR} */ directive) => (vercelToolbar ? VERCEL_TOOLBAR[directive] : [])
  /** @type {[string, ...string[]][]} */
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScripts, ...ga(GA_SCRIPT_HOSTS), ...toolbar('script-src')],
    // No inline event handler (onerror=...) runs, even one that slipped past the sanitizer.
    // Older browsers fall back to script-src, which allows no handler either.
    ['script-src-attr', "'none'"],
    // The stylesheet only: no inline style attribute or <style> element (nothing renders one).
    ['style-src', "'self'", ...toolbar('style-src')],
    ['img-src', "'self'", ...imageOrigins, ...ga(GA_IMAGE_HOSTS), ...toolbar('img-src')],
    ['connect-src', "'self'", ...ga(GA_CONNECT_HOSTS), ...toolbar('connect-src')],
    ['font-src', "'self'", ...toolbar('font-src')],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  if (vercelToolbar) directives.push(['frame-src', "'self'", ...VERCEL_TOOLBAR['frame-src']])
  // Only where the site is served over https: on plain http (local runs, tests, or an unset
  // SITE_URL, which says nothing) it would rewrite the site's own asset URLs to https and break the page.
  if (siteUrl !== undefined && new URL(siteUrl).protocol === 'https:') directives.push(['upgrade-insecure-requests'])
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** Every security header but the CSP, the same on every response. @returns {{ key: string, value: string }[]} */
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
