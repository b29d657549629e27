// @ts-check
// The line `next build` and the start log when SITE_URL is unset.
import { log } from './log.mjs'

export const SITE_URL_UNSET_MEANING =
  'the site names no address of its own: no canonical links, no sitemap entries, no Sitemap line in robots.txt, no social-card or JSON-LD URLs. Set SITE_URL to the public origin (e.g. https://www.example.gov) for the build and the start.'

let warned = false
/** Once per process: Next loads its config twice in one build. @param {string | undefined} siteUrl */
export function warnIfSiteUrlUnset(siteUrl) {
  if (siteUrl !== undefined || warned) return
  warned = true
  log('warn', 'site_url_unset', { meaning: SITE_URL_UNSET_MEANING })
}
