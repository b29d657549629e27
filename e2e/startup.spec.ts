// Operators: a server started with a bad configuration stops at once, saying what to fix.
import { spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { BUILDS, expect, test } from './support'
import { freePort, privateCopyOfBuild } from '../test-support/loopback.mjs'

const DEGRADED_DIST = BUILDS.degraded.dist

/** Starts the degraded build's server (which stops at once on a bad setting, before it writes anything) with `env`: its exit code and output. */
async function startWith(env: Record<string, string>) {
  const server = spawn(process.execPath, [join(DEGRADED_DIST, 'standalone', 'server.js')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(await freePort()), HOSTNAME: '127.0.0.1', ...env },
  })
  let output = ''
  server.stdout.on('data', (chunk) => (output += chunk))
  server.stderr.on('data', (chunk) => (output += chunk))
  const exitCode = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL')
      resolve(null) // still running: the test fails below
    }, 20_000)
    server.on('exit', (code) => {
      clearTimeout(timer)
      resolve(code)
    })
  })
  return { exitCode, output }
}

test('a server started with a bad value exits, naming the variable and what it expects', async () => {
  const { exitCode, output } = await startWith({ CMS_TIMEOUT_MS: '-5', SITE_URL: 'not a url' })
  expect(exitCode).toBe(1)
  expect(output).toContain('CMS_TIMEOUT_MS expects a whole number of milliseconds greater than 0')
  expect(output).toContain('SITE_URL expects an absolute http(s) URL')
})

test('a bad secret is reported without being printed', async () => {
  const { exitCode, output } = await startWith({ REVALIDATE_SECRET: 'short-secret' })
  expect(exitCode).toBe(1)
  expect(output).toContain('REVALIDATE_SECRET expects at least 16 characters')
  expect(output).not.toContain('short-secret')
})

test('a server started with another SITE_URL or APP_ENV than its build stops, naming both values and "build again"', async () => {
  // The degraded build was made with SITE_URL unset, APP_ENV=prod and analytics off (e2e/builds.mjs).
  const built = JSON.parse(readFileSync(join(DEGRADED_DIST, 'standalone', DEGRADED_DIST, 'build-settings.json'), 'utf8'))
  expect(built).toMatchObject({ SITE_URL: null, APP_ENV: 'prod', ANALYTICS_ENABLED: 'false' })
  const { exitCode, output } = await startWith({ SITE_URL: 'https://www.example.gov', APP_ENV: 'staging', ANALYTICS_ENABLED: 'false' })
  expect(exitCode).toBe(1)
  const lines = output.split('\n').filter((line) => line.includes('build_settings_differ'))
  expect(lines).toHaveLength(1)
  expect(JSON.parse(lines[0]!)).toMatchObject({
    level: 'error',
    message: expect.stringMatching(/^SITE_URL is https:\/\/www\.example\.gov at start but was unset at build; APP_ENV is staging at start but was prod at build: .*build again/),
  })
  expect(output).not.toContain('"event":"startup"')
})

test('a server built with the sample contact directory says so once at start-up; one built with the program’s does not', ({ degradedSite, mainSite }) => {
  const sampleLines = (log: string) => log.split('\n').filter((line) => line.includes('"event":"contact_directory_sample"'))
  expect(sampleLines(degradedSite.log())).toHaveLength(1)
  expect(JSON.parse(sampleLines(degradedSite.log())[0]!)).toMatchObject({ level: 'warn', meaning: expect.stringContaining('CONTACT_DIRECTORY_FILE') })
  expect(sampleLines(mainSite.log())).toEqual([])
})

/**
 * `npm start` as a developer runs it: in a project folder (its package.json, scripts and a
 * .env.local) whose `.next` is a fresh copy of the degraded build, with nothing in the environment
 * but where to listen. Resolves once it has exited or served its health check.
 */
async function npmStartWith(envLocal: string[]) {
  const project = mkdtempSync(join(tmpdir(), 'npm-start-'))
  const build = privateCopyOfBuild(DEGRADED_DIST)
  copyFileSync('package.json', join(project, 'package.json'))
  for (const shared of ['scripts', 'next-server', 'node_modules']) symlinkSync(resolve(shared), join(project, shared))
  symlinkSync(build, join(project, '.next'))
  writeFileSync(join(project, '.env.local'), `${envLocal.join('\n')}\n`)
  const port = await freePort()
  const server = spawn('npm', ['start', '--silent'], {
    cwd: project,
    detached: true, // its own process group: npm, its shell and the server stop together
    env: { PATH: process.env.PATH, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOSTNAME: '127.0.0.1' },
  })
  let output = ''
  server.stdout.on('data', (chunk) => (output += chunk))
  server.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((done) => server.on('exit', (code) => done(code)))
  const url = `http://127.0.0.1:${port}`
  const up = (async () => {
    for (;;) {
      if (await fetch(`${url}/api/health`).then((answer) => answer.ok, () => false)) return 'up' as const
      await new Promise((wait) => setTimeout(wait, 200))
    }
  })()
  const outcome = await Promise.race([exited.then((code) => ({ exitCode: code })), up])
  return {
    url,
    outcome,
    output: () => output,
    async stop() {
      if (server.exitCode === null) process.kill(-server.pid!, 'SIGTERM')
      await exited
      rmSync(project, { recursive: true, force: true })
      rmSync(build, { recursive: true, force: true })
    },
  }
}

test('npm start reads .env.local as the build does: its CMS_BASE_URL is the CMS the server uses', async ({ stubCms }) => {
  const started = await npmStartWith([`CMS_BASE_URL=${stubCms.cmsUrl}`, 'CMS_REVALIDATE_SECONDS=3'])
  try {
    expect(started.outcome).toBe('up')
    expect(started.output()).toContain(`"cmsBaseUrl":"${stubCms.cmsUrl}"`)
    // Built while the CMS was down, the home page shows the stub CMS's article once it has asked it.
    await expect.poll(async () => (await fetch(`${started.url}/`)).text(), { timeout: 20_000, intervals: [500] }).toContain('Stub CMS home article')
  } finally {
    await started.stop()
  }
})

test('npm start stops on a bad value in .env.local, naming the variable, without printing a secret', async () => {
  const started = await npmStartWith(['CMS_TIMEOUT_MS=soon', 'REVALIDATE_SECRET=short-secret'])
  try {
    expect(started.outcome).toEqual({ exitCode: 1 })
    expect(started.output()).toContain('CMS_TIMEOUT_MS expects a whole number of milliseconds greater than 0')
    expect(started.output()).toContain('REVALIDATE_SECRET expects at least 16 characters')
    expect(started.output()).not.toContain('short-secret')
  } finally {
    await started.stop()
  }
})
