/** @jest-environment node */
// `npm start` (scripts/start.mjs) run as a process in a project folder of its own, whose build is
// a stand-in server that prints the settings it was started with.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const SCRIPT = join(__dirname, 'start.mjs')
const SHOWN = ['CMS_BASE_URL', 'CMS_REVALIDATE_SECONDS', 'SITE_URL', 'APP_ENV']

let project: string
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'npm-start-'))
})
afterEach(() => rmSync(project, { recursive: true, force: true }))

function build(distDir = '.next'): void {
  mkdirSync(join(project, distDir, 'standalone'), { recursive: true })
  const print = `console.log('SERVER ' + JSON.stringify(Object.fromEntries(${JSON.stringify(SHOWN)}.map((name) => [name, process.env[name]]))))`
  writeFileSync(join(project, distDir, 'standalone', 'server.js'), print)
}

/** Runs `npm start`'s script in the project with only these variables set. */
function start(env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [SCRIPT], { cwd: project, encoding: 'utf8', env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env } })
  const line = result.stdout.split('\n').find((text) => text.startsWith('SERVER '))
  return { status: result.status, output: result.stdout + result.stderr, settings: line && (JSON.parse(line.slice(7)) as Record<string, string>) }
}

const dotEnv = (file: string, lines: string[]) => writeFileSync(join(project, file), `${lines.join('\n')}\n`)

describe('npm start', () => {
  it('starts the build with the settings in .env.local, as `next build` read them', () => {
    build()
    dotEnv('.env.local', ['CMS_BASE_URL=https://cms.example.gov', 'CMS_REVALIDATE_SECONDS=60'])
    const { status, settings, output } = start()
    expect(status).toBe(0)
    expect(settings).toMatchObject({ CMS_BASE_URL: 'https://cms.example.gov', CMS_REVALIDATE_SECONDS: '60' })
    expect(output).toContain('"event":"env_files_read","files":".env.local"')
  })

  it('reads the files in the order Next does, the environment winning over all of them', () => {
    build()
    dotEnv('.env', ['CMS_BASE_URL=https://env.example.gov', 'SITE_URL=https://env.example.gov', 'APP_ENV=dev', 'CMS_REVALIDATE_SECONDS=10'])
    dotEnv('.env.production', ['CMS_BASE_URL=https://production.example.gov', 'SITE_URL=https://production.example.gov', 'APP_ENV=test'])
    dotEnv('.env.local', ['CMS_BASE_URL=https://local.example.gov', 'SITE_URL=https://local.example.gov'])
    dotEnv('.env.production.local', ['CMS_BASE_URL=https://production-local.example.gov'])
    const { settings } = start({ CMS_REVALIDATE_SECONDS: '30' })
    expect(settings).toEqual({
      CMS_BASE_URL: 'https://production-local.example.gov',
      SITE_URL: 'https://local.example.gov',
      APP_ENV: 'test',
      CMS_REVALIDATE_SECONDS: '30',
    })
  })

  it('starts the build NEXT_DIST_DIR names there', () => {
    build('.next-staging')
    dotEnv('.env.local', ['NEXT_DIST_DIR=.next-staging', 'APP_ENV=staging'])
    expect(start().settings).toMatchObject({ APP_ENV: 'staging' })
  })

  it('stops on a bad value in .env.local, naming the variable and the file, without printing a secret', () => {
    build()
    dotEnv('.env.local', ['CMS_TIMEOUT_MS=soon', 'REVALIDATE_SECRET=short-secret'])
    const { status, output, settings } = start()
    expect(status).toBe(1)
    expect(settings).toBeUndefined()
    expect(output).toContain('CMS_TIMEOUT_MS expects a whole number of milliseconds greater than 0')
    expect(output).toContain('REVALIDATE_SECRET expects at least 16 characters')
    expect(output).toContain('.env.local')
    expect(output).not.toContain('short-secret')
  })

  it('says to build first when there is no build', () => {
    const { status, output } = start()
    expect(status).toBe(1)
    expect(output).toContain('No build at .next/standalone: run `npm run build` first.')
  })
})
