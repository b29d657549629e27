/**
 * Every link the footer carries, in one place. External links go to the agency's or the state's
 * own pages. 1 TAC §206.54 asks a Texas state agency to link these from its home page and every
 * key public entry point, so the footer (on every page) carries all of them.
 *
 * Before going live, an operator should open each Comptroller address below and confirm it still
 * answers: agencies move policy pages from time to time.
 */
export type SiteLink = { label: string; href: string }

export const COMPTROLLER_URL = 'https://comptroller.texas.gov/'

/** The three plan sites (the Texas Guaranteed Tuition Plan is closed and has none). */
export const PLAN_LINKS: readonly SiteLink[] = [
  { label: 'Texas College Savings Plan', href: 'https://www.texascollegesavings.com' },
  { label: 'LoneStar 529 Plan', href: 'https://www.lonestar529.com' },
  { label: 'Texas Tuition Promise Fund', href: 'https://www.texastuitionpromisefund.com' },
]

/** This site's Contact Us page, linked from the footer's contact group on every page. */
export const CONTACT_US_LINK: SiteLink = { label: 'Contact Us', href: '/contact' }

/** The agency's site policies and its home page (1 TAC §206.54). */
export const SITE_POLICY_LINKS: readonly SiteLink[] = [
  { label: 'Privacy and Security Policy', href: 'https://comptroller.texas.gov/about/policies/privacy.php' },
  { label: 'Accessibility Policy', href: 'https://comptroller.texas.gov/about/policies/accessibility.php' },
  { label: 'Linking Notice', href: 'https://comptroller.texas.gov/about/policies/linking.php' },
  { label: 'Open Records / Public Information', href: 'https://comptroller.texas.gov/about/policies/open-records/' },
  { label: 'Compact with Texans', href: 'https://comptroller.texas.gov/about/compact.php' },
  { label: 'Texas Comptroller of Public Accounts', href: COMPTROLLER_URL },
]

/** Statewide links every Texas state agency site carries (1 TAC §206.54). */
export const STATE_LINKS: readonly SiteLink[] = [
  { label: 'Texas.gov', href: 'https://www.texas.gov/' },
  { label: 'Texas Homeland Security', href: 'https://gov.texas.gov/organization/hsgd' },
  { label: 'TRAIL Statewide Search', href: 'https://www.tsl.texas.gov/trail/index.html' },
  { label: 'Report Fraud, Waste or Abuse (State Auditor)', href: 'https://sao.fraud.texas.gov/' },
]
