/** @jest-environment node */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkFloors, compareVersions, DEPENDENCY_FLOORS, lowestNodeIn, productionNodeFloor } from './dependency-floors.mjs'

const readRoot = (file: string) => readFileSync(join(__dirname, '..', file), 'utf8')

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

describe('the Node.js floor', () => {
  it.each([
    ['>=22.15.0', '22.15.0'],
    ['>= 18.19.0', '18.19.0'],
    ['^20.9.0', '20.9.0'],
    ['20 || >=22', '20.0.0'],
    ['6.* || 8.* || >= 10.*', '6.0.0'],
    ['>=9.3.0 || >=8.10.0 <9.0.0', '8.10.0'],
  ])('reads %p as admitting Node.js %s and up', (range, lowest) => {
    expect(lowestNodeIn(range)).toBe(lowest)
  })

  it('takes the highest floor among production packages, ignoring development ones', () => {
    const lock = {
      packages: {
        '': { engines: { node: '>=30' } },
        'node_modules/a': { engines: { node: '>=22.12.0' } },
        'node_modules/b': { engines: { node: '>=22.15.0' } },
        'node_modules/x/node_modules/c': { engines: { node: '^22.15.0' } },
        'node_modules/lighthouse': { dev: true, engines: { node: '>=24' } },
        'node_modules/d': { engines: { node: '*' } },
      },
    }
    expect(productionNodeFloor(lock)).toEqual({ floor: '22.15.0', packages: ['b', 'c'] })
  })

  it("package.json's engines and README state the floor the production packages declare", () => {
    const { floor } = productionNodeFloor(JSON.parse(readRoot('package-lock.json')))
    const engines = JSON.parse(readRoot('package.json')).engines.node as string
    expect(lowestNodeIn(engines)).toBe(floor)
    const stated = floor.replace(/\.0$/, '')
    const readmeFloors = [...readRoot('README.md').matchAll(/(\d+\.\d+) or later/g)].map((match) => match[1])
    expect(readmeFloors.length).toBeGreaterThan(0)
    expect(new Set(readmeFloors)).toEqual(new Set([stated]))
    expect(readRoot('docs/deploying.md')).toContain(`${stated} or later`)
  })
})
