import type { PLAN_NAMES } from './contact-directory'
import type { PageName } from './page-paths'

export type PlanName = (typeof PLAN_NAMES)[number]
/** What kind of plan it is, which each language words (lib/copy). */
export type PlanKind = 'prepaid' | 'savingsDirect' | 'savingsAdvisor'
/** When a family can enroll: any day, the Texas Tuition Promise Fund's window, or never again. */
export type EnrollmentKind = 'yearRound' | 'window' | 'closed'

/**
 * `site` is the plan's own website: where a family joins an open plan, and where the closed plan's
 * contract holders read about their contracts (tgtp.org). `logIn` is where an open plan's account owners sign
 * in, which is the site's home page until the program gives the exact address (docs/site.md, launch
 * checklist).
 */
export type Plan = { name: PlanName; page: PageName; kind: PlanKind; enrollment: EnrollmentKind; site: string; logIn?: string }

/**
 * The program's four plans in the order of what a family can do now: the open plans first, the
 * closed one last, for its contract holders, who reach it by phone (the contact directory's option).
 */
export const PLANS = [
  { name: 'Texas College Savings Plan', page: 'texasCollegeSavingsPlan', kind: 'savingsDirect', enrollment: 'yearRound', site: 'https://www.texascollegesavings.com' },
  { name: 'LoneStar 529 Plan', page: 'lonestar529Plan', kind: 'savingsAdvisor', enrollment: 'yearRound', site: 'https://www.lonestar529.com' },
  { name: 'Texas Tuition Promise Fund', page: 'texasTuitionPromiseFund', kind: 'prepaid', enrollment: 'window', site: 'https://www.texastuitionpromisefund.com' },
  { name: 'Texas Guaranteed Tuition Plan', page: 'texasGuaranteedTuitionPlan', kind: 'prepaid', enrollment: 'closed', site: 'https://tgtp.org' },
] as const satisfies readonly Plan[]

export type OpenPlan = Exclude<(typeof PLANS)[number], { enrollment: 'closed' }>

/** The plans a family can join. */
export const OPEN_PLANS: readonly OpenPlan[] = PLANS.filter((plan): plan is OpenPlan => plan.enrollment !== 'closed')

/** The closed plan, whose contract holders call. */
export const CLOSED_PLAN = PLANS[3]

/** Where a plan's account owners log in: its log-in address, or its site's home page. */
export const logInAddress = (plan: Plan): string => plan.logIn ?? plan.site

/** A plan's page on this site (app/(en)/plans/[plan]). */
export type PlanPage = (typeof PLANS)[number]['page']

/** The Texas Tuition Promise Fund's site, where the enrollment notice sends visitors. */
export const TUITION_PROMISE_FUND_SITE = PLANS[2].site
