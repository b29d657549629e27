// @ts-check
// `npm run check:deps`: fails unless the INSTALLED next, react, react-dom and sanitize-html are
// at or above their floors (scripts/dependency-floors.mjs). It reads node_modules rather than
// package.json ranges, because what runs is what is installed; and it exists because the npm
// advisory service is not reachable from the build machines, so `npm audit` cannot run there.
// It also fails when package.json's `engines` (the Node.js floor README states and the install
// warns below) is under what the production packages in package-lock.json declare.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkFloors, compareVersions, DEPENDENCY_FLOORS, lowestNodeIn, productionNodeFloor } from './dependency-floors.mjs'

/** @param {string} name */
function installedVersion(name) {
  try {
    const manifest = JSON.parse(readFileSync(join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8'))
    return typeof manifest.version === 'string' ? manifest.version : ''
  } catch {
    return undefined
  }
}

const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(join(process.cwd(), file), 'utf8'))
const engines = readJson('package.json').engines.node
const declared = productionNodeFloor(readJson('package-lock.json'))
if (compareVersions(lowestNodeIn(engines) ?? '0.0.0', declared.floor) < 0) {
  console.error(
    `FAIL  package.json's engines.node is ${engines}, but ${declared.packages.length} production package(s) need Node.js ${declared.floor} ` +
      `(${declared.packages.slice(0, 3).join(', ')}...): set ">=${declared.floor.replace(/\.0$/, '')}" and README's floor to match.`,
  )
  process.exit(1)
}
console.log(`ok    Node.js floor ${engines} (production packages need ${declared.floor})`)

const results = checkFloors(DEPENDENCY_FLOORS, installedVersion)
for (const { name, floor, installed, ok, problem } of results) {
  console.log(ok ? `ok    ${name} ${installed} (floor ${floor})` : `FAIL  ${name} ${problem}`)
}
const failures = results.filter((result) => !result.ok)
if (failures.length > 0) {
  console.error(
    `\n${failures.length} package(s) below their security floor. Upgrade with ` +
      `\`npm install ${failures.map(({ name, floor }) => `${name}@^${floor}`).join(' ')}\` and run the tests again.`,
  )
  process.exit(1)
}
console.log('\nEvery dependency is at or above its security floor.')
