// @ts-check
// The one line `next build` and the server's start-up log give when SITE_URL is unset: the quick
// start needs no configuration, but a production site without it names no address of its own.
import { log } from './log.mjs'

export const SITE_URL_UNSET_MEANING =
  'the site names no address of its own: no canonical links, no sitemap entries, no Sitemap line in robots.txt, no social-card or JSON-LD URLs. Set SITE_URL to the public origin (e.g. https://www.example.gov) for the build and the start.'

let warned = false

/**
 * Logs `site_url_unset` once per process when SITE_URL is unset (Next loads its config twice
 * in one build).
 * @param {string | undefined} siteUrl
 */
export function warnIfSiteUrlUnset(siteUrl) {
  if (siteUrl !== undefined || warned) return
  warned = true
  log('warn', 'site_url_unset', { meaning: SITE_URL_UNSET_MEANING })
}
