import type { CalendarDate } from './enrollment-window'
import type { PlanPage } from './plans'

/**
 * The plan rules the site states from its own code, each once, with where it comes from and when a
 * person last checked it there. The words of each rule are in lib/copy (`rules`, one sentence or two
 * per rule and language), so each language's words stay in one file and a rule with no Spanish fails
 * the typecheck; every page that states a rule shows those words, never its own. What changes each
 * year (prices, fees, minimums) is not here: it is in the plans' CMS articles. docs/site.md lists the
 * rules for the program's yearly check, each Sept. 1.
 */
export type Source = { title: string; url: string }

/** The day the rules were checked against their sources (shared/reviews/factcheck.md). */
const CHECKED = '2026-11-27'

/** The documents the rules come from: the plans' own pages, the statutes and rules, the Comptroller's. */
const SOURCES = {
  fundEnroll: { title: 'Texas Tuition Promise Fund: Enroll in the Plan', url: 'https://www.texastuitionpromisefund.com/enroll-in-the-plan/' },
  fundBuild: { title: 'Texas Tuition Promise Fund: Build Your Plan', url: 'https://www.texastuitionpromisefund.com/how-it-works/build-your-plan/' },
  fundEssentials: {
    title: 'Texas Tuition Promise Fund: Essential Enrollment Information',
    url: 'https://texastuitionpromisefund.com/enroll-in-the-plan/essential-enrollment-information',
  },
  fundHowItWorks: { title: 'Texas Tuition Promise Fund: How It Works', url: 'https://texastuitionpromisefund.com/how-it-works' },
  fundPlanTypes: {
    title: 'Texas Tuition Promise Fund: Understand the Three Plan Types',
    url: 'https://www.texastuitionpromisefund.com/how-it-works/understand-the-three-plan-types/',
  },
  fundPlanBasics: { title: 'Texas Tuition Promise Fund: Plan Basics', url: 'https://www.texastuitionpromisefund.com/how-it-works/plan-basics/' },
  fundUsingUnits: {
    title: 'Texas Tuition Promise Fund: Using Your Units',
    url: 'https://texastuitionpromisefund.com/content/after-you-enroll/managing-your-account/using-your-units',
  },
  fundFaqs: { title: 'Texas Tuition Promise Fund: FAQs', url: 'https://www.texastuitionpromisefund.com/content/tips-tools/faqs' },
  fundRelease: { title: 'Comptroller news release: general enrollment closes soon (Feb. 2024)', url: 'https://thepostnewspaper.net/2024/02/24/general-enrollment-closes-soon/' },
  fundTexasState: { title: 'Texas State University: Texas Tuition Promise Fund', url: 'https://sbs.txstate.edu/students/Texas-Promise-Fund.html' },
  // How the fund's payment reaches a school, as the schools that bill it describe it (the fund's own
  // pages say only that the purchaser authorizes it; the Comptroller's names the Student Handbook).
  fundTexasAM: {
    title: 'Texas A&M University: Texas Tuition Promise Fund (paying your bill)',
    url: 'https://aggie.tamu.edu/billing-and-payments/paying-your-bill/texas-tuition-promise-fund',
  },
  fundTexasTech: { title: 'Texas Tech University, Student Business Services: Texas Tuition Promise Fund', url: 'https://help.sbs.ttu.edu/TDClient/209/Portal/KB/ArticleDet?ID=7979' },
  fundMatchUsing: {
    title: 'Comptroller: Texas Match the Promise Foundation, using scholarships',
    url: 'https://comptroller.texas.gov/programs/education/match/using-scholarships.php',
  },
  educationCode54754: { title: 'Texas Education Code §54.754', url: 'https://statutes.capitol.texas.gov/Docs/ED/htm/ED.54.htm#54.754' },
  educationCode54756: { title: 'Texas Education Code §54.756', url: 'https://statutes.capitol.texas.gov/Docs/ED/htm/ED.54.htm#54.756' },
  tcspAbout: { title: 'Texas College Savings Plan: About', url: 'https://www.texascollegesavings.com/about/' },
  tcspFaqs: { title: 'Texas College Savings Plan: Frequently Asked Questions', url: 'https://www.texascollegesavings.com/faqs/' },
  lonestarAbout: { title: 'LoneStar 529 Plan: About the Plan', url: 'https://www.lonestar529.com/learn/about-the-lonestar-529-plan/' },
  lonestarFaqs: { title: 'LoneStar 529 Plan: Frequently Asked Questions', url: 'https://www.lonestar529.com/frequently-asked-questions/' },
  lonestarHome: { title: 'LoneStar 529 Plan: qualified higher education expenses', url: 'https://www.lonestar529.com/' },
  comptrollerPrepaid: {
    title: 'Comptroller: Texas prepaid tuition and college savings plans (payroll deductions)',
    url: 'https://fmx.cpa.texas.gov/fm/pubs/paypol/voluntary_deductions/index.php?section=prepaid&page=prepaid',
  },
  sunset: { title: 'Texas Legislature: bill analysis of S.B. 702 (87th Legislature)', url: 'https://capitol.texas.gov/tlodocs/87R/analysis/html/SB00702F.htm' },
  tgtpFaqs: { title: 'Texas Guaranteed Tuition Plan: FAQs', url: 'https://tgtp.org/faqs/' },
  tgtpUsingBenefits: { title: 'Texas Guaranteed Tuition Plan: Using Benefits', url: 'https://tgtp.org/using-benefits' },
  tgtpRefunds: { title: 'Texas Guaranteed Tuition Plan: Refunds', url: 'https://tgtp.org/details/refunds.html' },
  tgtpPaymentOptions: { title: 'Texas Guaranteed Tuition Plan: Payment Options', url: 'https://tgtp.org/payment-options' },
  tgtpFiscalNotes: {
    title: 'Comptroller, Fiscal Notes (Oct. 2018): the Texas Guaranteed Tuition Plan',
    url: 'https://comptroller.texas.gov/economy/fiscal-notes/archive/2018/sep-oct/tgtp.php',
  },
  tgtpLetter: {
    title: 'Texas Guaranteed Tuition Plan: letter to beneficiaries (copy)',
    url: 'https://documents.pub/document/congratulations-congratulations-our-records-indicate-that-the-beneficiary-of.html',
  },
  tac20650: {
    title: '1 Texas Administrative Code §206.50',
    url: 'https://texreg.sos.state.tx.us/public/readtac$ext.TacPage?sl=R&app=9&p_dir=&p_rloc=&p_tloc=&p_ploc=&pg=1&p_tac=&ti=1&pt=10&ch=206&rl=50',
  },
  comptrollerAccessibility: { title: 'Comptroller: Accessibility Policy', url: 'https://comptroller.texas.gov/about/policies/accessibility.php' },
  adaWebRule: { title: 'ADA.gov: Fact Sheet: New Rule on the Accessibility of Web Content and Mobile Apps', url: 'https://www.ada.gov/resources/2024-03-08-web-rule/' },
} as const satisfies Record<string, Source>

/** A rule's sources and the day a person last checked it against them (YYYY-MM-DD). */
export type PlanRule = { sources: readonly Source[]; checked: string }

const rule = (...sources: Source[]): PlanRule => ({ sources, checked: CHECKED })
const S = SOURCES

export const PLAN_RULES = {
  // The Texas Tuition Promise Fund. When enrollment is open, as a rule (lib/enrollment-window.ts
  // says where the year stands, for the notice, the cards and the calendar, by the same rule).
  fundHow: rule(S.fundEnroll, S.fundEssentials),
  fundWindow: rule(S.fundEnroll, S.fundBuild, S.fundRelease),
  fundBuyers: rule(S.fundEssentials, S.educationCode54756, S.fundHowItWorks),
  fundCharities: rule(S.fundHowItWorks),
  fundResidencyFixed: rule(S.fundFaqs),
  fundUnits: rule(S.fundHowItWorks, S.educationCode54754, S.fundUsingUnits),
  fundExcluded: rule(S.fundPlanBasics),
  fundUnitTypes: rule(S.fundPlanTypes, S.educationCode54754, S.comptrollerPrepaid),
  fundTransferValue: rule(S.fundRelease, S.fundPlanBasics),
  fundHolding: rule(S.fundUsingUnits),
  fundTerm: rule(S.fundUsingUnits),
  fundNeedIds: rule(S.fundEssentials),
  fundNeedBank: rule(S.fundEssentials),
  fundNeedUnits: rule(S.fundEssentials, S.fundPlanTypes),
  fundPayment: rule(S.fundTexasState, S.fundUsingUnits, S.fundTexasAM),
  fundHowToAsk: rule(S.fundMatchUsing),
  fundSchoolBilling: rule(S.fundTexasState, S.fundTexasAM, S.fundTexasTech),
  fundAtSchool: rule(S.fundMatchUsing, S.fundTexasTech),
  fundNotCovered: rule(S.fundUsingUnits),
  // The savings plans.
  savingsAccount: rule(S.tcspAbout, S.lonestarAbout),
  savingsExpenses: rule(S.lonestarHome, S.lonestarAbout),
  savingsBuyers: rule(S.tcspAbout, S.lonestarAbout),
  savingsBeneficiary: rule(S.lonestarAbout, S.tcspFaqs),
  advisorCharges: rule(S.lonestarFaqs),
  tcspHow: rule(S.tcspAbout),
  lonestarHow: rule(S.lonestarAbout, S.lonestarFaqs),
  savingsDeposits: rule(S.tcspAbout, S.lonestarAbout),
  savingsNeedOwner: rule(S.tcspAbout, S.lonestarAbout),
  savingsNeedStudent: rule(S.tcspAbout, S.lonestarAbout),
  savingsNeedBank: rule(S.tcspAbout),
  lonestarNeedAdvisor: rule(S.lonestarAbout),
  savingsPayment: rule(S.tcspFaqs, S.lonestarFaqs),
  // Every 529 plan's disclosure to families outside its state.
  outOfStateTax: rule(S.lonestarAbout),
  // The closed Texas Guaranteed Tuition Plan.
  tgtpClosed: rule(S.comptrollerPrepaid, S.tgtpFaqs),
  tgtpPays: rule(S.tgtpFaqs, S.tgtpPaymentOptions),
  tgtpWorth: rule(S.tgtpFiscalNotes, S.tgtpFaqs),
  tgtpTerm: rule(S.tgtpRefunds),
  tgtpPayment: rule(S.tgtpUsingBenefits, S.tgtpLetter),
  tgtpCheckBill: rule(S.tgtpUsingBenefits),
  tgtpOutOfState: rule(S.tgtpUsingBenefits),
  // Who runs the plans.
  administrator: rule(S.comptrollerPrepaid, S.sunset),
  // The accessibility law, for the statement.
  texasAccessibility: rule(S.tac20650, S.comptrollerAccessibility),
  adaAccessibility: rule(S.adaWebRule),
} as const satisfies Record<string, PlanRule>

export type RuleId = keyof typeof PLAN_RULES

/** What a plan's page states, by section, in order (components/plan-page.tsx). */
export type PlanPageRules = { buys: readonly RuleId[]; who: readonly RuleId[]; how: readonly RuleId[]; need: readonly RuleId[]; payment: RuleId }

export const PLAN_PAGE_RULES: Record<PlanPage, PlanPageRules> = {
  texasCollegeSavingsPlan: {
    buys: ['savingsAccount', 'savingsExpenses'],
    who: ['savingsBuyers', 'savingsBeneficiary', 'outOfStateTax'],
    how: ['tcspHow', 'savingsDeposits'],
    need: ['savingsNeedOwner', 'savingsNeedStudent', 'savingsNeedBank'],
    payment: 'savingsPayment',
  },
  lonestar529Plan: {
    buys: ['savingsAccount', 'savingsExpenses'],
    who: ['savingsBuyers', 'savingsBeneficiary', 'advisorCharges', 'outOfStateTax'],
    how: ['lonestarHow', 'savingsDeposits'],
    need: ['lonestarNeedAdvisor', 'savingsNeedOwner', 'savingsNeedStudent'],
    payment: 'savingsPayment',
  },
  texasTuitionPromiseFund: {
    buys: ['fundUnits', 'fundExcluded', 'fundUnitTypes', 'fundTransferValue', 'fundHolding', 'fundTerm'],
    who: ['fundBuyers', 'fundCharities', 'fundResidencyFixed', 'outOfStateTax'],
    how: ['fundHow', 'fundWindow'],
    need: ['fundNeedIds', 'fundNeedBank', 'fundNeedUnits'],
    payment: 'fundPayment',
  },
  texasGuaranteedTuitionPlan: {
    buys: ['tgtpPays', 'tgtpWorth', 'tgtpTerm'],
    who: ['tgtpClosed'],
    how: [],
    need: [],
    payment: 'tgtpPayment',
  },
}

/**
 * The comparison's rows that state a rule (components/compare-plans.tsx): each plan's cell in the
 * same words as the plan's own page. Where a plan has no rule for when or how to join, its cell says
 * it is closed, or that a savings plan opens any day.
 */
export const COMPARISON_RULES: Record<'pays' | 'worth' | 'who', Record<PlanPage, RuleId>> & Record<'when' | 'how', Partial<Record<PlanPage, RuleId>>> = {
  pays: { texasCollegeSavingsPlan: 'savingsExpenses', lonestar529Plan: 'savingsExpenses', texasTuitionPromiseFund: 'fundUnits', texasGuaranteedTuitionPlan: 'tgtpPays' },
  worth: { texasCollegeSavingsPlan: 'savingsAccount', lonestar529Plan: 'savingsAccount', texasTuitionPromiseFund: 'fundUnitTypes', texasGuaranteedTuitionPlan: 'tgtpWorth' },
  who: { texasCollegeSavingsPlan: 'savingsBuyers', lonestar529Plan: 'savingsBuyers', texasTuitionPromiseFund: 'fundBuyers', texasGuaranteedTuitionPlan: 'tgtpClosed' },
  when: { texasTuitionPromiseFund: 'fundWindow' },
  how: { texasCollegeSavingsPlan: 'tcspHow', lonestar529Plan: 'lonestarHow', texasTuitionPromiseFund: 'fundHow' },
}

/**
 * How each plan's money reaches a school, as data for the pages that tell students and colleges
 * what to do: who asks (the account owner, or the student), whom (the plan, or the college), when,
 * and whether the college then bills the plan. The words are the rule's (`rules[rule]` in lib/copy);
 * the plan's site is its `site` in lib/plans.ts, its phone option the contact directory's. `howTo` is
 * the plan's own page that says how to ask, where one is known (one of the rule's sources); without
 * one, the students' page sends the account owner to the plan's log-in and the phone.
 */
export type PaymentRule = {
  rule: RuleId
  asks: 'accountOwner' | 'student'
  asksWhom: 'plan' | 'college'
  when: 'eachSemester' | 'eachRegistration' | 'whenNeeded'
  collegeBillsPlan: boolean
  howTo?: Source
}

export const PAYMENT_RULES: Record<PlanPage, PaymentRule> = {
  texasTuitionPromiseFund: { rule: 'fundPayment', asks: 'accountOwner', asksWhom: 'plan', when: 'eachSemester', collegeBillsPlan: true },
  texasGuaranteedTuitionPlan: { rule: 'tgtpPayment', asks: 'student', asksWhom: 'college', when: 'eachRegistration', collegeBillsPlan: true, howTo: S.tgtpUsingBenefits },
  texasCollegeSavingsPlan: { rule: 'savingsPayment', asks: 'accountOwner', asksWhom: 'plan', when: 'whenNeeded', collegeBillsPlan: false, howTo: S.tcspFaqs },
  lonestar529Plan: { rule: 'savingsPayment', asks: 'accountOwner', asksWhom: 'plan', when: 'whenNeeded', collegeBillsPlan: false, howTo: S.lonestarFaqs },
}

/**
 * The plans in the order the students' and colleges' pages take them: the prepaid plans first, as
 * each needs a step every term; plans that pay a school the same way (the savings plans) together.
 */
export const PAYMENT_ORDER: readonly PlanPage[] = ['texasTuitionPromiseFund', 'texasGuaranteedTuitionPlan', 'texasCollegeSavingsPlan', 'lonestar529Plan']

/**
 * What the students' page states of each plan (components/school-payment.tsx): how to ask it to pay
 * (`ask`), what then happens at the school and what the family still pays (`atSchool`), and what it
 * pays at a private or out-of-state school (`elsewhere`).
 */
export const STUDENT_PAGE_RULES: Record<PlanPage, Record<'ask' | 'atSchool' | 'elsewhere', readonly RuleId[]>> = {
  texasTuitionPromiseFund: { ask: ['fundPayment', 'fundHowToAsk'], atSchool: ['fundAtSchool', 'fundSchoolBilling', 'fundNotCovered'], elsewhere: ['fundTransferValue'] },
  texasGuaranteedTuitionPlan: { ask: ['tgtpPayment'], atSchool: ['tgtpCheckBill'], elsewhere: ['tgtpPays', 'tgtpOutOfState'] },
  texasCollegeSavingsPlan: { ask: ['savingsPayment'], atSchool: [], elsewhere: ['savingsExpenses'] },
  lonestar529Plan: { ask: ['savingsPayment'], atSchool: [], elsewhere: ['savingsExpenses'] },
}

/**
 * What the colleges' page states of each plan: how its payment reaches the school (`pays`), what the
 * school's office needs from the student (`fromStudent`), and what it pays a private or out-of-state
 * institution (`elsewhere`).
 */
export const COLLEGE_PAGE_RULES: Record<PlanPage, Record<'pays' | 'fromStudent' | 'elsewhere', readonly RuleId[]>> = {
  texasTuitionPromiseFund: { pays: ['fundPayment', 'fundSchoolBilling'], fromStudent: ['fundAtSchool'], elsewhere: ['fundTransferValue'] },
  texasGuaranteedTuitionPlan: { pays: ['tgtpPayment'], fromStudent: [], elsewhere: ['tgtpPays'] },
  texasCollegeSavingsPlan: { pays: ['savingsPayment'], fromStudent: [], elsewhere: [] },
  lonestar529Plan: { pays: ['savingsPayment'], fromStudent: [], elsewhere: [] },
}

/**
 * The plans a page takes together, in PAYMENT_ORDER: those whose rules on that page are the same
 * (the savings plans), so a page states each rule once.
 */
export function paymentGroups<Part extends string>(rules: Record<PlanPage, Record<Part, readonly RuleId[]>>): PlanPage[][] {
  const groups = new Map<string, PlanPage[]>()
  for (const page of PAYMENT_ORDER) {
    const key = JSON.stringify(rules[page])
    groups.set(key, [...(groups.get(key) ?? []), page])
  }
  return [...groups.values()]
}

/** The rules a plan's page states, in the order it states them. */
export const rulesOfPlanPage = (page: PlanPage): RuleId[] => {
  const { buys, who, how, need, payment } = PLAN_PAGE_RULES[page]
  return [...buys, ...who, ...how, ...need, payment]
}

/** The sources of these rules, each once, in order, and the earliest day one of them was last checked. */
export function sourcesOf(rules: readonly RuleId[]): { sources: Source[]; checked: string } {
  const sources = [...new Map(rules.flatMap((id) => PLAN_RULES[id].sources).map((source) => [source.url, source])).values()]
  const checked = rules.map((id) => PLAN_RULES[id].checked).sort()[0] ?? CHECKED
  return { sources, checked }
}

/** A rule's checked day ("2026-11-27") as a calendar date, for each language to write. */
export function checkedOn(day: string): CalendarDate {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number)
  return { year, month, day: date }
}
