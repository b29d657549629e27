/** @jest-environment node */
// The tools check that `npm test` runs first: every program a test runs is on its list, and, run
// as a process on a PATH of fakes (the programs, apt-get, id, sudo), it installs what is missing.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEST_PROGRAMS } from './ensure-test-tools.mjs'

const ROOT = join(__dirname, '..')
/** What runs wherever Node.js and npm do (Debian's essential packages have the rest). */
const EVERYWHERE = ['node', 'npm', 'npx', 'sh', 'bash', 'env', 'unshare']

it('lists every program a test starts', () => {
  const testFiles = readdirSync(ROOT, { recursive: true, encoding: 'utf8' }).filter(
    (file) => !/(^|\/)(node_modules|\.next[^/]*|\.tools|\.git)\//.test(file) && /^(e2e|integration|test-support)\/.*\.[mc]?[jt]s$|\.test\.[mc]?[jt]sx?$/.test(file),
  )
  const started = testFiles.flatMap((file) =>
    [...readFileSync(join(ROOT, file), 'utf8').matchAll(/\b(?:spawn|spawnSync|execFile|execFileSync|execSync)\(\s*['"`]([\w.-]+)['"`]/g)].map(
      (match) => ({ program: match[1]!, file }),
    ),
  )
  expect(started.length).toBeGreaterThan(5)
  const unlisted = started.filter(({ program }) => !(program in TEST_PROGRAMS) && !EVERYWHERE.includes(program))
  expect(unlisted.map(({ program, file }) => `${file} runs ${program}, which scripts/ensure-test-tools.mjs does not install`)).toEqual([])
})

describe('run on a PATH of fakes', () => {
  let work: string
  let bin: string
  const aptLog = () => join(work, 'apt-get.log')
  const fake = (name: string, body: string) => writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 })
  const programs = (names: string[]) => names.forEach((name) => fake(name, 'exit 0'))
  const everyProgramBut = (...absent: string[]) => programs(Object.keys(TEST_PROGRAMS).filter((name) => !absent.includes(name)))
  // "Installs" a package by putting its programs on PATH.
  const aptGet = () =>
    fake(
      'apt-get',
      `echo "$DEBIAN_FRONTEND $*" >> '${aptLog()}'\nfor package in "$@"; do case $package in\n` +
        Object.entries(TEST_PROGRAMS).map(([program, pkg]) => `  ${pkg}) printf '#!/bin/sh\\n' > '${bin}/${program}'; /bin/chmod +x '${bin}/${program}' ;;`).join('\n') +
        '\nesac; done',
    )
  const user = (uid: number) => fake('id', `echo ${uid}`)

  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'test-tools-'))
    bin = join(work, 'bin')
    mkdirSync(bin)
    mkdirSync(join(work, 'no-browsers'))
    symlinkSync('/usr/bin/env', join(bin, 'env'))
  })
  afterEach(() => rmSync(work, { recursive: true, force: true }))

  function check() {
    const result = spawnSync(process.execPath, [join(__dirname, 'ensure-test-tools.mjs')], {
      encoding: 'utf8',
      // Only the fakes: the machine's own programs stay out of sight.
      env: { NODE_ENV: 'test', PATH: bin, HOME: work, PLAYWRIGHT_BROWSERS_PATH: join(work, 'no-browsers') },
    })
    const aptCalls = existsSync(aptLog()) ? readFileSync(aptLog(), 'utf8').trim().split('\n') : []
    return { status: result.status, stdout: result.stdout, stderr: result.stderr, aptCalls }
  }

  it('does nothing when every program is there', () => {
    everyProgramBut()
    aptGet()
    user(0)
    expect(check()).toMatchObject({ status: 0, stdout: '', stderr: '', aptCalls: [] })
  })

  it('as root, installs the missing ones with one apt-get update', () => {
    everyProgramBut('chromium', 'pdftotext')
    aptGet()
    user(0)
    const result = check()
    expect(result.status).toBe(0)
    expect(result.stdout.trim()).toBe('[test tools] installing with apt-get: chromium poppler-utils')
    expect(result.aptCalls).toEqual(['noninteractive -qq update', 'noninteractive -qq install -y chromium poppler-utils'])
  })

  it('through passwordless sudo, installs the missing ones', () => {
    everyProgramBut('nginx')
    aptGet()
    user(1000)
    fake('sudo', '[ "$1" = -n ] && shift\nexec "$@"')
    programs(['true'])
    expect(check()).toMatchObject({ status: 0, aptCalls: ['noninteractive -qq update', 'noninteractive -qq install -y nginx-light'] })
  })

  it.each([
    ['without root or passwordless sudo', () => fake('sudo', 'exit 1')],
    ['when apt-get fails', () => fake('apt-get', 'exit 100')],
    ['when apt-get succeeds yet the program is still missing', () => fake('apt-get', 'exit 0')],
  ])('%s, stops, naming each missing program and its package', (_, setUp) => {
    everyProgramBut('redis-cli', 'pdftotext')
    user(1000)
    fake('sudo', '[ "$1" = -n ] && shift\nexec "$@"')
    programs(['true'])
    setUp()
    const result = check()
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('redis-cli (Debian package redis-tools), pdftotext (Debian package poppler-utils)')
  })
})
