/** The site's two languages, as BCP 47 tags (`<html lang>`, hreflang). */
export type Locale = 'en' | 'es'

/**
 * Each page's address in each language. English keeps its addresses; Spanish lives under /es.
 * A module of its own, with no words in it, so the banner's client leaf (components/site-nav.tsx)
 * ships only this map, not both languages' copy. Pages of one shape share a route, which takes its
 * pages from PAGE_GROUPS (lib/routes.ts).
 */
export const PAGE_PATHS = {
  home: { en: '/', es: '/es' },
  contact: { en: '/contact', es: '/es/contacto' },
  // A page a plan (app/(en)/plans/[plan]).
  texasCollegeSavingsPlan: { en: '/plans/texas-college-savings-plan', es: '/es/planes/texas-college-savings-plan' },
  lonestar529Plan: { en: '/plans/lonestar-529-plan', es: '/es/planes/lonestar-529-plan' },
  texasTuitionPromiseFund: { en: '/plans/texas-tuition-promise-fund', es: '/es/planes/texas-tuition-promise-fund' },
  texasGuaranteedTuitionPlan: { en: '/plans/texas-guaranteed-tuition-plan', es: '/es/planes/texas-guaranteed-tuition-plan' },
  // A page a subject (app/(en)/[page]).
  comparePlans: { en: '/compare-plans', es: '/es/comparar-planes' },
  questions: { en: '/common-questions', es: '/es/preguntas-frecuentes' },
  students: { en: '/using-a-plan', es: '/es/usar-un-plan' },
  colleges: { en: '/colleges-and-universities', es: '/es/instituciones-de-educacion-superior' },
  accessibility: { en: '/accessibility', es: '/es/accesibilidad' },
  // "Which plan fits?" (lib/guide.ts): one page a step (app/(en)/which-plan/[[...step]]).
  guide: { en: '/which-plan', es: '/es/que-plan' },
  guideAccount: { en: '/which-plan/have-an-account', es: '/es/que-plan/tengo-una-cuenta' },
  guideNew: { en: '/which-plan/new-account', es: '/es/que-plan/cuenta-nueva' },
  guideWho: { en: '/which-plan/who-is-buying', es: '/es/que-plan/quien-compra' },
  guideSavings: { en: '/which-plan/savings', es: '/es/que-plan/ahorro' },
  guideSavingsOnly: { en: '/which-plan/savings-plans', es: '/es/que-plan/planes-de-ahorro' },
  guideFund: { en: '/which-plan/texas-tuition-promise-fund', es: '/es/que-plan/texas-tuition-promise-fund' },
  guideDirect: { en: '/which-plan/texas-college-savings-plan', es: '/es/que-plan/texas-college-savings-plan' },
  guideAdvisor: { en: '/which-plan/lonestar-529-plan', es: '/es/que-plan/lonestar-529-plan' },
  guideDirectOnly: { en: '/which-plan/savings-plans/texas-college-savings-plan', es: '/es/que-plan/planes-de-ahorro/texas-college-savings-plan' },
  guideAdvisorOnly: { en: '/which-plan/savings-plans/lonestar-529-plan', es: '/es/que-plan/planes-de-ahorro/lonestar-529-plan' },
  guideCall: { en: '/which-plan/call-us', es: '/es/que-plan/llamenos' },
} as const satisfies Record<string, Record<Locale, string>>

/** The .ics file of the Texas Tuition Promise Fund's dates, in each language (app/*.ics/route.ts). */
export const CALENDAR_PATHS = { en: '/tuition-promise-fund-dates.ics', es: '/fechas-tuition-promise-fund.ics' } as const satisfies Record<Locale, string>

export type PageName = keyof typeof PAGE_PATHS

/** Where a plan's page shows this year's figures (its CMS article): the comparison's cost row leads there. */
export const PLAN_FIGURES_ID = 'figures'

/** The other language: where a page's language link goes. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en')
