/**
 * Every link the footer carries, in one place. External links go to the agency's or the state's
 * own pages. 1 TAC §206.54 asks a Texas state agency to link these from its home page and every
 * key public entry point, so the footer (on every page) carries all of them.
 *
 * Before going live, an operator should open each Comptroller address below and confirm it still
 * answers: agencies move policy pages from time to time.
 */
import type { LinkKey, Locale } from './copy'
import { OPEN_PLANS } from './plans'

/** A link whose label is a registered name, the same in every language. */
export type NamedLink = { label: string; href: string }
/**
 * A link whose label each language writes (lib/copy, footer.links). Most go to pages in English
 * only, which the Spanish footer says; `spanish` is the page's own Spanish version, where it has one.
 */
export type WordedLink = { key: LinkKey; href: string; spanish?: string }

/** Where a worded link goes from a page in this language. */
export const hrefFor = (link: WordedLink, locale: Locale) => (locale === 'es' && link.spanish) || link.href

export const COMPTROLLER_URL = 'https://comptroller.texas.gov/'

/** The open plans' sites, the three the specification's footer lists (the closed plan's own site is on its page). */
export const PLAN_LINKS: readonly NamedLink[] = OPEN_PLANS.map((plan) => ({ label: plan.name, href: plan.site }))

/** The agency's site policies and its home page (1 TAC §206.54). */
export const SITE_POLICY_LINKS: readonly WordedLink[] = [
  { key: 'privacy', href: 'https://comptroller.texas.gov/about/policies/privacy.php' },
  { key: 'accessibility', href: 'https://comptroller.texas.gov/about/policies/accessibility.php' },
  { key: 'linking', href: 'https://comptroller.texas.gov/about/policies/linking.php' },
  { key: 'openRecords', href: 'https://comptroller.texas.gov/about/policies/open-records/' },
  { key: 'compact', href: 'https://comptroller.texas.gov/about/compact.php' },
  { key: 'comptroller', href: COMPTROLLER_URL },
]

/** Statewide links every Texas state agency site carries (1 TAC §206.54). */
export const STATE_LINKS: readonly WordedLink[] = [
  { key: 'texasGov', href: 'https://www.texas.gov/', spanish: 'https://www.texas.gov/es/' },
  { key: 'homelandSecurity', href: 'https://gov.texas.gov/organization/hsgd' },
  { key: 'trail', href: 'https://www.tsl.texas.gov/trail/index.html' },
  { key: 'fraud', href: 'https://sao.fraud.texas.gov/' },
]
