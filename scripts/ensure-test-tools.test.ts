/** @jest-environment node */
// The tools check that `npm test` runs first, run as a process on a PATH of fakes: the tools,
// apt-get (which records its calls and "installs" by adding the tool), id and sudo.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const SCRIPT = join(__dirname, 'ensure-test-tools.mjs')

let work: string
let bin: string
const aptLog = () => join(work, 'apt-get.log')

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'test-tools-'))
  bin = join(work, 'bin')
  mkdirSync(bin)
  mkdirSync(join(work, 'no-browsers'))
  symlinkSync('/usr/bin/env', join(bin, 'env'))
})
afterEach(() => rmSync(work, { recursive: true, force: true }))

function fake(name: string, body: string): void {
  writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 })
}
const tools = (...names: string[]) => names.forEach((name) => fake(name, 'exit 0'))
const aptGet = () =>
  fake(
    'apt-get',
    `echo "$DEBIAN_FRONTEND $*" >> '${aptLog()}'
for package in "$@"; do
  case $package in
    chromium|redis-server|redis-sentinel|faketime|openssl|buildah|debootstrap) tool=$package ;;
    nginx-light) tool=nginx ;;
    *) continue ;;
  esac
  printf '#!/bin/sh\\n' > "$(/usr/bin/dirname "$0")/$tool" && /bin/chmod +x "$(/usr/bin/dirname "$0")/$tool"
done`,
  )
const user = (uid: number) => fake('id', `echo ${uid}`)
const passwordlessSudo = () => {
  fake('sudo', '[ "$1" = -n ] && shift\nexec "$@"')
  tools('true')
}
const sudoAsksForPassword = () => fake('sudo', 'echo "sudo: a password is required" >&2\nexit 1')

function check() {
  const result = spawnSync(process.execPath, [SCRIPT], {
    encoding: 'utf8',
    // Only the fakes: the machine's own chromium, nginx and redis-server stay out of sight.
    env: { NODE_ENV: 'test', PATH: bin, HOME: work, PLAYWRIGHT_BROWSERS_PATH: join(work, 'no-browsers') },
  })
  const aptCalls = existsSync(aptLog()) ? readFileSync(aptLog(), 'utf8').trim().split('\n') : []
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, aptCalls }
}

/** The Redis suites' tools besides redis-server, and the container test's. */
const REDIS_SUITE_TOOLS = ['redis-sentinel', 'faketime', 'openssl']
const CONTAINER_TOOLS = ['buildah', 'debootstrap']

it('does nothing, quickly, when every tool is there', () => {
  tools('chromium', 'nginx', 'redis-server', ...REDIS_SUITE_TOOLS, ...CONTAINER_TOOLS)
  aptGet()
  user(0)
  const started = Date.now()
  const result = check()
  expect(result).toMatchObject({ status: 0, stdout: '', stderr: '', aptCalls: [] })
  expect(Date.now() - started).toBeLessThan(1500) // a Node start-up; loading Playwright alone takes about a second
})

it('as root, installs what is missing with one apt-get update, saying what and why', () => {
  tools('nginx', ...REDIS_SUITE_TOOLS, ...CONTAINER_TOOLS)
  aptGet()
  user(0)
  const result = check()
  expect(result.status).toBe(0)
  expect(result.stdout.trim().split('\n')).toEqual([
    '[test tools] installing chromium with apt-get: the browser tests drive it',
    '[test tools] installing redis-server with apt-get: the shared-cache test runs a real Redis',
  ])
  expect(result.aptCalls).toEqual(['noninteractive -qq update', 'noninteractive -qq install -y chromium redis-server'])
})

it('through passwordless sudo, installs what is missing', () => {
  aptGet()
  user(1000)
  passwordlessSudo()
  const result = check()
  expect(result.status).toBe(0)
  expect(result.stdout).toContain('installing nginx-light with apt-get: the nginx cache test runs deploy/nginx.conf')
  expect(result.aptCalls).toEqual([
    'noninteractive -qq update',
    'noninteractive -qq install -y chromium nginx-light redis-server redis-sentinel faketime openssl buildah debootstrap',
  ])
})

it('without root or passwordless sudo, stops before anything runs, naming each missing tool and its command', () => {
  tools('chromium', 'debootstrap')
  aptGet()
  user(1000)
  sudoAsksForPassword()
  const result = check()
  expect(result.status).toBe(1)
  expect(result.aptCalls).toEqual([])
  expect(result.stderr).toContain('not running as root, and sudo needs a password')
  expect(result.stderr).toContain('nginx (the nginx cache test runs deploy/nginx.conf): sudo apt-get install nginx-light')
  expect(result.stderr).toContain('redis-server (the shared-cache test runs a real Redis): sudo apt-get install redis-server')
  expect(result.stderr).toContain(
    'buildah (the container test builds and runs the Dockerfile without a daemon): sudo apt-get install buildah',
  )
  expect(result.stderr).not.toContain('chromium')
  expect(result.stderr).not.toContain('debootstrap')
})

it('without apt-get, stops and names another way to get each tool', () => {
  user(0)
  const result = check()
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('apt-get is not available')
  expect(result.stderr).toContain('chromium (the browser tests drive it): npx playwright install chromium')
  expect(result.stderr).toContain('nginx (the nginx cache test runs deploy/nginx.conf): brew install nginx')
  expect(result.stderr).toContain('redis-server (the shared-cache test runs a real Redis): brew install redis')
})

it('fails when apt-get cannot install, showing its output', () => {
  tools('chromium', 'nginx', 'buildah', 'debootstrap')
  fake('apt-get', 'echo "E: Unable to locate package redis-server" >&2\nexit 100')
  user(0)
  const result = check()
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('E: Unable to locate package redis-server')
})

it('fails, naming the tool, when apt-get succeeds yet the tool is still not on PATH', () => {
  tools('chromium', 'redis-server', ...REDIS_SUITE_TOOLS, ...CONTAINER_TOOLS)
  fake('apt-get', 'exit 0')
  user(0)
  const result = check()
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('apt-get ran, yet they are still not on PATH')
  expect(result.stderr).toContain('nginx (the nginx cache test runs deploy/nginx.conf)')
})
