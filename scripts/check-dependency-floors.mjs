// `npm run check:deps`: fails unless next is pinned to one version, unless the INSTALLED next, react, react-dom and sanitize-html are at
// or above their security floors (what runs is what is installed; `npm audit` cannot reach its
// advisory service from the build machines), and unless package.json's `engines.node` admits no
// Node.js older than what the production packages in package-lock.json declare.
import { readFileSync } from 'node:fs'
import semver from 'semver'

/** next 16.3.3 and react/react-dom 19.2.8 are past the 2025-2026 React Server Components and
 * image-optimizer advisories; sanitize-html 2.18.1 is past its known bypasses. */
const FLOORS = { next: '16.3.3', react: '19.2.8', 'react-dom': '19.2.8', 'sanitize-html': '2.18.1' }

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))
const failures = []

const engines = readJson('package.json').engines.node
const needs = Object.entries(readJson('package-lock.json').packages)
  .filter(([path, entry]) => path !== '' && !entry.dev && !entry.devOptional && entry.engines?.node)
  .map(([path, entry]) => ({ name: path.replace(/^.*node_modules\//, ''), floor: semver.minVersion(entry.engines.node)?.version ?? '0.0.0' }))
const nodeFloor = needs.map((need) => need.floor).sort(semver.rcompare)[0] ?? '0.0.0'
if (semver.lt(semver.minVersion(engines)?.version ?? '0.0.0', nodeFloor)) {
  const names = [...new Set(needs.filter((need) => need.floor === nodeFloor).map((need) => need.name))]
  failures.push(`engines.node is ${engines}, but ${names.slice(0, 3).join(', ')} (${names.length} in all) need Node.js ${nodeFloor}: set ">=${nodeFloor}" and README's floor to match`)
} else console.log(`ok    Node.js ${engines} (production packages need ${nodeFloor})`)

// An upgrade of next is a change of its own, made through the gate in docs/architecture.md.
const nextRange = readJson('package.json').dependencies.next
if (!semver.valid(nextRange)) failures.push(`next is ${JSON.stringify(nextRange)} in package.json: pin one exact version`)
else console.log(`ok    next pinned at ${nextRange}`)

for (const [name, floor] of Object.entries(FLOORS)) {
  let installed
  try {
    installed = readJson(`node_modules/${name}/package.json`).version
  } catch {
    failures.push(`${name} is not installed`)
    continue
  }
  if (!semver.valid(installed)) failures.push(`${name} has an unreadable version ${JSON.stringify(installed)}`)
  else if (semver.lt(installed, floor)) failures.push(`${name} ${installed} is below its floor ${floor}: npm install ${name}@^${floor}`)
  else console.log(`ok    ${name} ${installed} (floor ${floor})`)
}
for (const failure of failures) console.error(`FAIL  ${failure}`)
process.exit(failures.length > 0 ? 1 : 0)
