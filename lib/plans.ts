import type { PLAN_NAMES } from './contact-directory'

export type PlanName = (typeof PLAN_NAMES)[number]
/** What kind of plan it is, which each language words (lib/copy). */
export type PlanKind = 'prepaid' | 'savingsDirect' | 'savingsAdvisor'
/** When a family can enroll: any day, the Texas Tuition Promise Fund's window, or never again. */
export type EnrollmentKind = 'yearRound' | 'window' | 'closed'

export type Plan = { name: PlanName; kind: PlanKind; enrollment: EnrollmentKind; site?: string }

/**
 * The program's four plans, in the order of its phone menu (options 2 to 5). Each plan that a
 * family can still join has a site of its own; the closed one is reached by phone.
 */
export const PLANS = [
  { name: 'Texas Guaranteed Tuition Plan', kind: 'prepaid', enrollment: 'closed' },
  { name: 'Texas College Savings Plan', kind: 'savingsDirect', enrollment: 'yearRound', site: 'https://www.texascollegesavings.com' },
  { name: 'LoneStar 529 Plan', kind: 'savingsAdvisor', enrollment: 'yearRound', site: 'https://www.lonestar529.com' },
  { name: 'Texas Tuition Promise Fund', kind: 'prepaid', enrollment: 'window', site: 'https://www.texastuitionpromisefund.com' },
] as const satisfies readonly Plan[]

/** The Texas Tuition Promise Fund's site, where the enrollment notice sends visitors. */
export const TUITION_PROMISE_FUND_SITE = PLANS[3].site
