/** @jest-environment node */
import { checkFloors, compareVersions, DEPENDENCY_FLOORS } from './dependency-floors.mjs'

describe('compareVersions', () => {
  it.each([
    ['16.3.3', '16.3.3', 0],
    ['16.4.6', '16.3.3', 1],
    ['16.3.2', '16.3.3', -1],
    ['16.10.0', '16.9.9', 1],
    ['19.2.10', '19.2.8', 1],
    ['2.18.1', '2.18.0', 1],
    ['3.0.0', '2.99.99', 1],
    ['16.3.3-canary.1', '16.3.3', -1],
    ['16.3.3', '16.3.3-canary.1', 1],
    ['16.3.4-canary.1', '16.3.3', 1],
    ['1.0.0-alpha', '1.0.0-alpha.1', -1],
    ['1.0.0-alpha.2', '1.0.0-alpha.10', -1],
    ['1.0.0-2', '1.0.0-alpha', -1],
    ['1.0.0-beta', '1.0.0-alpha.9', 1],
    ['v1.2.3', '1.2.3', 0],
    ['1.2.3+build.5', '1.2.3', 0],
  ])('orders %s against %s as %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected)
  })

  it.each(['', 'latest', '16.3', '16.x.0', '^16.3.3'])('refuses %p as a version', (version) => {
    expect(() => compareVersions(version, '1.0.0')).toThrow('not a semantic version')
  })
})

describe('checkFloors', () => {
  it('passes installed versions at or above their floors', () => {
    const installed: Record<string, string> = { next: '16.4.6', react: '19.2.8', 'react-dom': '19.3.1', 'sanitize-html': '2.18.1' }
    expect(checkFloors(DEPENDENCY_FLOORS, (name) => installed[name]).every((result) => result.ok)).toBe(true)
  })

  it('names each package below its floor, missing, or with an unreadable version', () => {
    const installed: Record<string, string> = { next: '16.3.3-canary.9', react: '19.2.7', 'sanitize-html': 'garbage' }
    const problems = checkFloors(DEPENDENCY_FLOORS, (name) => installed[name])
      .filter((result) => !result.ok)
      .map(({ name, problem }) => `${name} ${problem}`)
    expect(problems).toEqual([
      'next 16.3.3-canary.9 is below the floor 16.3.3',
      'react 19.2.7 is below the floor 19.2.8',
      'react-dom is not installed',
      'sanitize-html has an unreadable version "garbage"',
    ])
  })

  it('keeps the floors the security issue sets', () => {
    expect(DEPENDENCY_FLOORS).toEqual({ next: '16.3.3', react: '19.2.8', 'react-dom': '19.2.8', 'sanitize-html': '2.18.1' })
  })
})
