// `npm test` runs this first: it installs the programs the suites run that are missing, with
// apt-get (as root, or through passwordless sudo), so the test command passes on a fresh Debian or
// Ubuntu. Where it cannot, it stops, naming each one: a suite that cannot run must never count as
// passed. scripts/ensure-test-tools.test.ts fails when a test runs a program this list lacks.
import { spawnSync } from 'node:child_process'
import { findOnPath } from '../test-support/on-path.mjs'
import { findSystemChromium } from '../test-support/system-chromium.mjs'

/** Each program the suites run, and the Debian package that has it. */
export const TEST_PROGRAMS = {
  chromium: 'chromium', // or Playwright's own: npx playwright install chromium
  nginx: 'nginx-light',
  'redis-server': 'redis-server',
  'redis-cli': 'redis-tools',
  'redis-sentinel': 'redis-sentinel',
  faketime: 'faketime',
  openssl: 'openssl',
  pdftotext: 'poppler-utils',
  buildah: 'buildah',
  debootstrap: 'debootstrap',
}

async function missing() {
  const programs = Object.keys(TEST_PROGRAMS)
  const found = await Promise.all(
    programs.map(async (program) =>
      program === 'chromium'
        ? findSystemChromium() !== undefined || (await import('../e2e/browser.mjs')).hasPlaywrightChromium()
        : findOnPath(program) !== undefined,
    ),
  )
  return programs.filter((_, index) => !found[index])
}

/** apt-get update, then install; false where this machine cannot. */
function install(packages) {
  const root = spawnSync('id', ['-u'], { encoding: 'utf8' }).stdout?.trim() === '0'
  const sudo = !root && findOnPath('sudo') !== undefined && spawnSync('sudo', ['-n', 'true']).status === 0
  if (!findOnPath('apt-get') || !(root || sudo)) return false
  // sudo resets the environment, so there the non-interactive setting goes through `env`.
  const command = root ? ['apt-get'] : ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get']
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  return [['update'], ['install', '-y', ...packages]].every(
    (args) => spawnSync(command[0], [...command.slice(1), '-qq', ...args], { stdio: 'inherit', env }).status === 0,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // No top-level await: Jest loads this module as CommonJS for its test.
  void missing().then(async (absent) => {
    if (absent.length === 0) return
    const packages = [...new Set(absent.map((program) => TEST_PROGRAMS[program]))]
    console.log(`[test tools] installing with apt-get: ${packages.join(' ')}`)
    const left = install(packages) ? await missing() : absent
    if (left.length === 0) return
    const list = left.map((program) => `${program} (Debian package ${TEST_PROGRAMS[program]})`).join(', ')
    console.error(`npm test needs programs this machine lacks and apt-get could not install here: ${list}. Install them, then run npm test again.`)
    process.exit(1)
  })
}
