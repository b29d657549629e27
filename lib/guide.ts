import type { RuleId } from './plan-rules'
import { PLANS, type OpenPlan } from './plans'

/**
 * "Which plan fits?": a few questions, each answer a link to the next page, ending at a plan and
 * why it fits the answers given, at the log-in routes of families who already have an account, or
 * at the phone. Where the child lives and who is buying decide whether the Texas Tuition Promise
 * Fund can be bought (its residency rule), so that question comes once a family wants prepaid
 * tuition. At most four questions on any path. Every step is its own prerendered page in each
 * language (PAGE_PATHS, lib/copy).
 */
export type GuideStep =
  | 'guide'
  | 'guideAccount'
  | 'guideNew'
  | 'guideWho'
  | 'guideSavings'
  | 'guideSavingsOnly'
  | 'guideFund'
  | 'guideDirect'
  | 'guideAdvisor'
  | 'guideDirectOnly'
  | 'guideAdvisorOnly'
  | 'guideCall'

export type GuideAnswer = 'haveAccount' | 'startSaving' | 'tuition' | 'anySchool' | 'childInTexas' | 'parentInTexas' | 'neither' | 'direct' | 'advisor' | 'notSure'

/** Why an end page's plan fits: one reason for each answer that led there. */
export type GuideReason = 'tuition' | 'fundOpen' | 'anySchool' | 'fundNotForYou' | 'direct' | 'advisor'

/**
 * What a step shows: a question and its answers (with the plan rules that decide it, in the words
 * the plans' pages use), a plan to join and why, the plans' log-in routes, or the phone.
 */
export type GuideStepShape =
  | { type: 'question'; answers: readonly { answer: GuideAnswer; next: GuideStep }[]; rules?: readonly RuleId[] }
  | { type: 'plan'; plan: OpenPlan; reasons: readonly GuideReason[] }
  | { type: 'accounts' }
  | { type: 'call' }

const plan = (name: OpenPlan['name']): OpenPlan => PLANS.find((candidate): candidate is OpenPlan => candidate.name === name)!

/** The savings question, whose answers lead to these two plans' pages. */
const savings = (direct: GuideStep, advisor: GuideStep, rules?: readonly RuleId[]): GuideStepShape => ({
  type: 'question',
  answers: [
    { answer: 'direct', next: direct },
    { answer: 'advisor', next: advisor },
    { answer: 'notSure', next: 'guideCall' },
  ],
  rules,
})

export const GUIDE: Record<GuideStep, GuideStepShape> = {
  guide: {
    type: 'question',
    answers: [
      { answer: 'haveAccount', next: 'guideAccount' },
      { answer: 'startSaving', next: 'guideNew' },
    ],
  },
  guideNew: {
    type: 'question',
    answers: [
      { answer: 'tuition', next: 'guideWho' },
      { answer: 'anySchool', next: 'guideSavings' },
      { answer: 'notSure', next: 'guideCall' },
    ],
  },
  // The fund's rule: any buyer for a child living in Texas; for a child elsewhere, only a parent living in Texas.
  guideWho: {
    type: 'question',
    answers: [
      { answer: 'childInTexas', next: 'guideFund' },
      { answer: 'parentInTexas', next: 'guideFund' },
      { answer: 'neither', next: 'guideSavingsOnly' },
    ],
    rules: ['fundBuyers'],
  },
  guideSavings: savings('guideDirect', 'guideAdvisor'),
  // Most who land here live outside Texas: who can open a savings plan, and their own state's tax benefits.
  guideSavingsOnly: savings('guideDirectOnly', 'guideAdvisorOnly', ['savingsBuyers', 'outOfStateTax']),
  guideFund: { type: 'plan', plan: plan('Texas Tuition Promise Fund'), reasons: ['tuition', 'fundOpen'] },
  guideDirect: { type: 'plan', plan: plan('Texas College Savings Plan'), reasons: ['anySchool', 'direct'] },
  guideAdvisor: { type: 'plan', plan: plan('LoneStar 529 Plan'), reasons: ['anySchool', 'advisor'] },
  guideDirectOnly: { type: 'plan', plan: plan('Texas College Savings Plan'), reasons: ['fundNotForYou', 'direct'] },
  guideAdvisorOnly: { type: 'plan', plan: plan('LoneStar 529 Plan'), reasons: ['fundNotForYou', 'advisor'] },
  guideAccount: { type: 'accounts' },
  guideCall: { type: 'call' },
}

export const GUIDE_STEPS = Object.keys(GUIDE) as GuideStep[]
