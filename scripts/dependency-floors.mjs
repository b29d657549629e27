// @ts-check
// The lowest versions the site may run on, and the comparison that checks them. Kept apart from
// the command (check-dependency-floors.mjs) so it can be unit-tested without node_modules.

/**
 * next 16.3.3 and react/react-dom 19.2.8 are past the 2025-2026 React Server Components and
 * image-optimizer advisories; sanitize-html 2.18.1 is past its known bypasses.
 */
export const DEPENDENCY_FLOORS = {
  next: '16.3.3',
  react: '19.2.8',
  'react-dom': '19.2.8',
  'sanitize-html': '2.18.1',
}

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/

/**
 * @param {string} version
 * @returns {{ release: number[], prerelease: string[] } | undefined}
 */
function parse(version) {
  const match = SEMVER.exec(version.trim())
  if (!match) return undefined
  return {
    release: [Number(match[1]), Number(match[2]), Number(match[3])],
    prerelease: match[4] === undefined ? [] : match[4].split('.'),
  }
}

/**
 * Orders two prerelease identifiers the semver way: numbers numerically and below words.
 * @param {string} a
 * @param {string} b
 */
function compareIdentifiers(a, b) {
  const aNumeric = /^\d+$/.test(a)
  const bNumeric = /^\d+$/.test(b)
  if (aNumeric && bNumeric) return Math.sign(Number(a) - Number(b))
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Semantic-version order: -1 when a < b, 0 when equal, 1 when a > b. A prerelease comes before
 * its release (16.3.3-canary.1 < 16.3.3). Throws on a string that is not a version.
 * @param {string} a
 * @param {string} b
 * @returns {-1 | 0 | 1}
 */
export function compareVersions(a, b) {
  const left = parse(a)
  const right = parse(b)
  if (!left || !right) throw new Error(`not a semantic version: ${JSON.stringify(left ? b : a)}`)
  for (let index = 0; index < 3; index++) {
    const difference = Math.sign(Number(left.release[index]) - Number(right.release[index]))
    if (difference !== 0) return /** @type {-1 | 1} */ (difference)
  }
  if (left.prerelease.length === 0 || right.prerelease.length === 0) {
    return /** @type {-1 | 0 | 1} */ (Math.sign(right.prerelease.length - left.prerelease.length))
  }
  const length = Math.max(left.prerelease.length, right.prerelease.length)
  for (let index = 0; index < length; index++) {
    const l = left.prerelease[index]
    const r = right.prerelease[index]
    if (l === undefined) return -1
    if (r === undefined) return 1
    const difference = compareIdentifiers(l, r)
    if (difference !== 0) return /** @type {-1 | 1} */ (difference)
  }
  return 0
}

/**
 * What each package's installed version says against its floor.
 * @param {Record<string, string>} floors package name -> lowest allowed version
 * @param {(name: string) => string | undefined} installedVersion undefined when not installed
 * @returns {{ name: string, floor: string, installed: string | undefined, ok: boolean, problem?: string }[]}
 */
export function checkFloors(floors, installedVersion) {
  return Object.entries(floors).map(([name, floor]) => {
    const installed = installedVersion(name)
    if (installed === undefined) return { name, floor, installed, ok: false, problem: 'is not installed' }
    try {
      return compareVersions(installed, floor) >= 0
        ? { name, floor, installed, ok: true }
        : { name, floor, installed, ok: false, problem: `${installed} is below the floor ${floor}` }
    } catch {
      return { name, floor, installed, ok: false, problem: `has an unreadable version ${JSON.stringify(installed)}` }
    }
  })
}

/**
 * The lowest Node.js version an `engines.node` range admits: the least of its alternatives' lower
 * bounds (`>=22.15.0`, `^20.9.0`, `20 || >=22`, `>= 18.19.0`), missing parts as 0; undefined for a
 * range with no lower bound (`*`).
 * @param {string} range
 */
export function lowestNodeIn(range) {
  const bounds = range.split('||').map((alternative) => {
    const match = /^\s*(?:>=|\^|~)?\s*v?(\d+)(?:\.(\d+|[x*]))?(?:\.(\d+|[x*]))?/.exec(alternative)
    if (!match) return undefined
    return [match[1], match[2], match[3]].map((part) => (part === undefined || /[x*]/.test(part) ? '0' : part)).join('.')
  })
  if (bounds.some((bound) => bound === undefined)) return undefined
  return /** @type {string[]} */ (bounds).reduce((lowest, bound) => (compareVersions(bound, lowest) < 0 ? bound : lowest))
}

/**
 * The Node.js floor the site's production packages declare (package-lock.json's `engines.node`
 * of every package not marked dev), and the packages that declare it.
 * @param {{ packages: Record<string, { dev?: boolean, devOptional?: boolean, optional?: boolean, engines?: { node?: string } }> }} lock
 */
export function productionNodeFloor(lock) {
  let floor = '0.0.0'
  /** @type {string[]} */
  let packages = []
  for (const [path, entry] of Object.entries(lock.packages)) {
    const range = entry.engines?.node
    if (path === '' || entry.dev || entry.devOptional || range === undefined) continue
    const lowest = lowestNodeIn(range)
    if (lowest === undefined) continue
    const name = path.replace(/^.*node_modules\//, '')
    const order = compareVersions(lowest, floor)
    if (order > 0) [floor, packages] = [lowest, [name]]
    else if (order === 0) packages.push(name)
  }
  return { floor, packages: [...new Set(packages)] }
}
