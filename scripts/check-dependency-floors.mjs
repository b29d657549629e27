// @ts-check
// `npm run check:deps`: fails unless the INSTALLED next, react, react-dom and sanitize-html are
// at or above their floors (scripts/dependency-floors.mjs). It reads node_modules rather than
// package.json ranges, because what runs is what is installed; and it exists because the npm
// advisory service is not reachable from the build machines, so `npm audit` cannot run there.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkFloors, DEPENDENCY_FLOORS } from './dependency-floors.mjs'

/** @param {string} name */
function installedVersion(name) {
  try {
    const manifest = JSON.parse(readFileSync(join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8'))
    return typeof manifest.version === 'string' ? manifest.version : ''
  } catch {
    return undefined
  }
}

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
