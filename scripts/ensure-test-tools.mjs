// @ts-check
// `npm test` runs this first, so the README's test command passes on a fresh machine: it checks
// for the system tools the suites run and installs the missing ones with apt-get (as root, or
// through passwordless sudo), as `npx playwright install --with-deps` does. Where it cannot
// install, it stops before any suite runs, naming each missing tool and the command that gets it:
// a suite that cannot run must never count as passed. When everything is there it runs nothing.
import { spawnSync } from 'node:child_process'
import { findSystemChromium } from '../test-support/system-chromium.mjs'
import { findOnPath } from '../test-support/on-path.mjs'

const TOOLS = [
  {
    name: 'chromium',
    aptPackage: 'chromium',
    why: 'the browser tests drive it',
    // Playwright's own browser is looked for only without a system one: loading it takes a second.
    present: async () =>
      findSystemChromium() !== undefined || (await import('../e2e/browser.mjs')).hasPlaywrightChromium(),
    elsewhere: 'npx playwright install chromium',
  },
  {
    name: 'nginx',
    aptPackage: 'nginx-light',
    why: 'the nginx cache test runs deploy/nginx.conf',
    present: async () => findOnPath('nginx') !== undefined,
    elsewhere: 'brew install nginx (macOS), or your system package for nginx',
  },
  {
    name: 'redis-server',
    aptPackage: 'redis-server',
    why: 'the shared-cache test runs a real Redis',
    present: async () => findOnPath('redis-server') !== undefined,
    elsewhere: 'brew install redis (macOS), or your system package for redis-server',
  },
  {
    name: 'redis-sentinel',
    aptPackage: 'redis-sentinel',
    why: 'the shared-cache test fails a primary over with Sentinel',
    present: async () => findOnPath('redis-sentinel') !== undefined,
    elsewhere: 'brew install redis (macOS: it includes redis-sentinel), or your system package for redis-sentinel',
  },
  {
    name: 'faketime',
    aptPackage: 'faketime',
    why: 'the browser tests run the site on other dates, the shared-cache test with clocks an hour off',
    present: async () => findOnPath('faketime') !== undefined,
    elsewhere: 'brew install libfaketime (macOS), or your system package for faketime',
  },
  {
    name: 'openssl',
    aptPackage: 'openssl',
    why: "the shared-cache test makes a private CA for Redis's TLS",
    present: async () => findOnPath('openssl') !== undefined,
    elsewhere: 'your system package for openssl',
  },
  {
    name: 'buildah',
    aptPackage: 'buildah',
    why: 'the container test builds and runs the Dockerfile without a daemon',
    present: async () => findOnPath('buildah') !== undefined,
    elsewhere: 'your system package for buildah (Linux only)',
  },
  {
    name: 'debootstrap',
    aptPackage: 'debootstrap',
    why: 'the container test makes its Debian base image offline',
    present: async () => findOnPath('debootstrap') !== undefined,
    elsewhere: 'your system package for debootstrap (Linux only)',
  },
]

const NONINTERACTIVE = 'DEBIAN_FRONTEND=noninteractive'

/**
 * @param {string} command
 * @param {string[]} args
 */
const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0

/**
 * How this machine can install system packages: the command prefix (none as root, `sudo -n`
 * with passwordless sudo), or why it cannot.
 * @returns {{ prefix: string[] } | { reason: string }}
 */
function installer() {
  if (process.platform !== 'linux') return { reason: `this is ${process.platform}, not Debian or Ubuntu` }
  if (!findOnPath('apt-get')) return { reason: 'apt-get is not available' }
  if (spawnSync('id', ['-u'], { encoding: 'utf8' }).stdout?.trim() === '0') return { prefix: [] }
  if (findOnPath('sudo') && succeeds('sudo', ['-n', 'true'])) return { prefix: ['sudo', '-n'] }
  return { reason: 'not running as root, and sudo needs a password' }
}

/**
 * @param {string[]} prefix
 * @param {string[]} args
 */
function aptGet(prefix, args) {
  // sudo resets the environment, so under sudo the non-interactive setting goes through `env`.
  const command = prefix.length > 0 ? [...prefix, 'env', NONINTERACTIVE, 'apt-get'] : ['apt-get']
  const [program = 'apt-get', ...rest] = [...command, '-qq', ...args]
  const result = spawnSync(program, rest, { encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`)
    console.error(`[test tools] failed: ${[program, ...rest].join(' ')}`)
    process.exit(1)
  }
}

/**
 * @param {typeof TOOLS} tools
 * @param {string} reason
 */
function stopWithInstructions(tools, reason) {
  const apt = findOnPath('apt-get') !== undefined
  const lines = tools.map(
    (tool) => `  ${tool.name} (${tool.why}): ${apt ? `sudo apt-get install ${tool.aptPackage}` : tool.elsewhere}`,
  )
  console.error(
    `npm test needs tools that are missing (${reason}). Install them, then run npm test again:\n${lines.join('\n')}`,
  )
  process.exit(1)
}

/** @param {typeof TOOLS} tools */
const notPresent = async (tools) => {
  const found = await Promise.all(tools.map((tool) => tool.present()))
  return tools.filter((_, index) => !found[index])
}

const missing = await notPresent(TOOLS)
if (missing.length > 0) {
  const how = installer()
  if ('reason' in how) stopWithInstructions(missing, `this machine cannot install them: ${how.reason}`)
  else {
    // One line per tool, then one `apt-get update` for them all.
    for (const tool of missing) console.log(`[test tools] installing ${tool.aptPackage} with apt-get: ${tool.why}`)
    aptGet(how.prefix, ['update'])
    aptGet(how.prefix, ['install', '-y', ...missing.map((tool) => tool.aptPackage)])
    const stillMissing = await notPresent(missing)
    if (stillMissing.length > 0) stopWithInstructions(stillMissing, 'apt-get ran, yet they are still not on PATH')
  }
}
