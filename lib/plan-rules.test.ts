/** @jest-environment node */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { en } from './copy/en'
import { es } from './copy/es'
import { GUIDE } from './guide'
import { checkedOn, COLLEGE_PAGE_RULES, COMPARISON_RULES, PAYMENT_ORDER, PAYMENT_RULES, paymentGroups, PLAN_PAGE_RULES, PLAN_RULES, rulesOfPlanPage, sourcesOf, STUDENT_PAGE_RULES, type RuleId } from './plan-rules'
import { PLANS } from './plans'

const RULE_IDS = Object.keys(PLAN_RULES) as RuleId[]

describe('the plan rules', () => {
  it.each(RULE_IDS)('%s names at least one source, each a titled https address, and the day a person checked it', (id) => {
    const { sources, checked } = PLAN_RULES[id]
    expect(sources.length).toBeGreaterThan(0)
    for (const { title, url } of sources) {
      expect(title.trim()).not.toBe('')
      expect(new URL(url).protocol).toBe('https:')
    }
    expect(checked).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // A real day, and not one still to come.
    const day = checkedOn(checked)
    expect(new Date(Date.UTC(day.year, day.month - 1, day.day)).toISOString().slice(0, 10)).toBe(checked)
    expect(Date.parse(checked)).toBeLessThanOrEqual(Date.now())
  })

  it.each(RULE_IDS)('%s has its one wording in each language', (id) => {
    for (const copy of [en, es]) expect(copy.rules[id].trim()).not.toBe('')
    expect(es.rules[id]).not.toBe(en.rules[id])
  })

  it('states every rule somewhere: on a plan page, the students’ or colleges’ page, in the comparison, the guide or the accessibility statement (no rule unused)', () => {
    const stated = new Set<RuleId>([
      ...PLANS.flatMap((plan) => rulesOfPlanPage(plan.page)),
      ...Object.values(STUDENT_PAGE_RULES).flatMap(({ ask, atSchool, elsewhere }) => [...ask, ...atSchool, ...elsewhere]),
      ...Object.values(COLLEGE_PAGE_RULES).flatMap(({ pays, fromStudent, elsewhere }) => [...pays, ...fromStudent, ...elsewhere]),
      ...Object.values(COMPARISON_RULES).flatMap((row) => Object.values(row)),
      ...Object.values(GUIDE).flatMap((step) => (step.type === 'question' ? (step.rules ?? []) : [])),
      'administrator',
      'adaAccessibility',
      'texasAccessibility',
    ])
    expect([...stated].sort()).toEqual([...RULE_IDS].sort())
  })

  it('words each comparison cell as the plan’s own page does: every rule the comparison shows for a plan is on its page', () => {
    for (const row of Object.values(COMPARISON_RULES)) {
      for (const [page, rule] of Object.entries(row) as [keyof typeof PLAN_PAGE_RULES, RuleId][]) expect(rulesOfPlanPage(page)).toContain(rule)
    }
  })

  it('gives each plan its payment rule, as data the students’ and colleges’ pages can use', () => {
    for (const plan of PLANS) expect(PAYMENT_RULES[plan.page].rule).toBe(PLAN_PAGE_RULES[plan.page].payment)
    // The closed plan: the student tells the college at each registration, and the college bills the plan.
    expect(PAYMENT_RULES.texasGuaranteedTuitionPlan).toMatchObject({ asks: 'student', asksWhom: 'college', when: 'eachRegistration', collegeBillsPlan: true })
    // The fund: the purchaser asks the fund, each semester, and the school then bills it (as the schools that bill it say).
    expect(PAYMENT_RULES.texasTuitionPromiseFund).toMatchObject({ asks: 'accountOwner', asksWhom: 'plan', when: 'eachSemester', collegeBillsPlan: true })
  })

  it('links a plan’s own page on asking it to pay only where the payment rule names that page as a source', () => {
    for (const plan of PLANS) {
      const { rule, howTo } = PAYMENT_RULES[plan.page]
      if (howTo) expect(PLAN_RULES[rule].sources).toContainEqual(howTo)
    }
    // The fund publishes none we could check: its students' page sends the account owner to its log-in and the phone.
    expect(PAYMENT_RULES.texasTuitionPromiseFund.howTo).toBeUndefined()
  })

  it('gives the students’ and colleges’ pages every plan once, the prepaid plans first and the savings plans together, each starting from its payment rule', () => {
    expect([...PAYMENT_ORDER].sort()).toEqual(PLANS.map((plan) => plan.page).sort())
    const groups = [['texasTuitionPromiseFund'], ['texasGuaranteedTuitionPlan'], ['texasCollegeSavingsPlan', 'lonestar529Plan']]
    expect(paymentGroups(STUDENT_PAGE_RULES)).toEqual(groups)
    expect(paymentGroups(COLLEGE_PAGE_RULES)).toEqual(groups)
    for (const plan of PLANS) {
      expect(STUDENT_PAGE_RULES[plan.page].ask[0]).toBe(PAYMENT_RULES[plan.page].rule)
      expect(COLLEGE_PAGE_RULES[plan.page].pays[0]).toBe(PAYMENT_RULES[plan.page].rule)
    }
  })

  it('lists a page’s sources once each, in the order its rules state them', () => {
    const { sources } = sourcesOf(['fundBuyers', 'fundCharities'])
    expect(sources.map(({ title }) => title)).toEqual([
      'Texas Tuition Promise Fund: Essential Enrollment Information',
      'Texas Education Code §54.756',
      'Texas Tuition Promise Fund: How It Works',
    ])
  })

  it('are listed in docs/site.md for the program’s yearly check, each by its name', () => {
    const docs = readFileSync(join(__dirname, '..', 'docs', 'site.md'), 'utf8')
    for (const id of RULE_IDS) expect(docs).toContain(`\`${id}\``)
  })
})
