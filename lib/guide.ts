import { PLANS, type OpenPlan } from './plans'

/**
 * "Which plan fits?": a few questions, each answer a link to the next page, ending at a plan and
 * its next step, at the log-in routes of families who already have an account, or at the phone.
 * Every step is its own prerendered page in each language (PAGE_PATHS, lib/copy).
 */
export type GuideStep =
  | 'guide'
  | 'guideAccount'
  | 'guideNew'
  | 'guideSavings'
  | 'guideFund'
  | 'guideDirect'
  | 'guideAdvisor'
  | 'guideCall'

export type GuideAnswer = 'haveAccount' | 'startSaving' | 'tuition' | 'anySchool' | 'direct' | 'advisor' | 'notSure'

/** What a step shows: a question and its answers, a plan to join, the plans' log-in routes, or the phone. */
export type GuideStepShape =
  | { type: 'question'; answers: readonly { answer: GuideAnswer; next: GuideStep }[] }
  | { type: 'plan'; plan: OpenPlan }
  | { type: 'accounts' }
  | { type: 'call' }

const plan = (name: OpenPlan['name']): OpenPlan => PLANS.find((candidate): candidate is OpenPlan => candidate.name === name)!

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
      { answer: 'tuition', next: 'guideFund' },
      { answer: 'anySchool', next: 'guideSavings' },
      { answer: 'notSure', next: 'guideCall' },
    ],
  },
  guideSavings: {
    type: 'question',
    answers: [
      { answer: 'direct', next: 'guideDirect' },
      { answer: 'advisor', next: 'guideAdvisor' },
      { answer: 'notSure', next: 'guideCall' },
    ],
  },
  guideFund: { type: 'plan', plan: plan('Texas Tuition Promise Fund') },
  guideDirect: { type: 'plan', plan: plan('Texas College Savings Plan') },
  guideAdvisor: { type: 'plan', plan: plan('LoneStar 529 Plan') },
  guideAccount: { type: 'accounts' },
  guideCall: { type: 'call' },
}

export const GUIDE_STEPS = Object.keys(GUIDE) as GuideStep[]
