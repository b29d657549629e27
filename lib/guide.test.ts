/** @jest-environment node */
import { GUIDE, GUIDE_STEPS, type GuideAnswer, type GuideStep } from './guide'

/** Every path from the first question to an end: the answers given, and where they lead. */
function paths(step: GuideStep = 'guide', answers: GuideAnswer[] = []): { answers: GuideAnswer[]; end: GuideStep }[] {
  const shape = GUIDE[step]
  if (shape.type !== 'question') return [{ answers, end: step }]
  return shape.answers.flatMap(({ answer, next }) => paths(next, [...answers, answer]))
}

const endOf = (...answers: GuideAnswer[]) => paths().find((path) => path.answers.join() === answers.join())?.end

describe('"Which plan fits?"', () => {
  it('asks at most four questions on any path, and every step is reached', () => {
    expect(Math.max(...paths().map((path) => path.answers.length))).toBeLessThanOrEqual(4)
    const reached = new Set(['guide', ...paths().flatMap((path) => path.end)])
    for (const step of GUIDE_STEPS) {
      const shape = GUIDE[step]
      if (shape.type === 'question') for (const { next } of shape.answers) reached.add(next)
    }
    expect([...reached].sort()).toEqual([...GUIDE_STEPS].sort())
  })

  it('routes a family that wants prepaid tuition by the fund’s residency rule', () => {
    // Any buyer, for a child who lives in Texas; a parent living in Texas, for a child elsewhere.
    expect(endOf('startSaving', 'tuition', 'childInTexas')).toBe('guideFund')
    expect(endOf('startSaving', 'tuition', 'parentInTexas')).toBe('guideFund')
    // Anyone else (a grandparent of a child outside Texas) is shown the savings plans, which anyone can open.
    expect(endOf('startSaving', 'tuition', 'neither', 'direct')).toBe('guideDirectOnly')
    expect(endOf('startSaving', 'tuition', 'neither', 'advisor')).toBe('guideAdvisorOnly')
  })

  it('ends each path at a plan with a reason for each answer that led there, the log-in routes, or the phone', () => {
    for (const { answers, end } of paths()) {
      const shape = GUIDE[end]
      const ends = shape.type === 'plan' ? shape.reasons.length >= 2 : shape.type === 'accounts' || shape.type === 'call'
      expect([answers.join(' → '), ends]).toEqual([answers.join(' → '), true])
    }
    expect(endOf('startSaving', 'anySchool', 'advisor')).toBe('guideAdvisor')
    expect(endOf('startSaving', 'notSure')).toBe('guideCall')
    expect(endOf('startSaving', 'anySchool', 'notSure')).toBe('guideCall')
    expect(endOf('haveAccount')).toBe('guideAccount')
  })

  it('says why, by the answers: the residency rule where it decided, the school and the way to open the account', () => {
    expect(GUIDE.guideFund).toMatchObject({ reasons: ['tuition', 'fundOpen'] })
    expect(GUIDE.guideDirectOnly).toMatchObject({ reasons: ['fundNotForYou', 'direct'] })
    expect(GUIDE.guideAdvisor).toMatchObject({ reasons: ['anySchool', 'advisor'] })
  })
})
