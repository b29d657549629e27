// Runs the browser tests against production builds: `npm run test:e2e [-- playwright args]`.
//
// 1. Starts the stub CMS on loopback.
// 2. Builds two variants of the site, each a standalone server in its own dist folder:
//    - main: CMS up during the build, a 3-second revalidation window, analytics on, canary
//      secrets that the leak test hunts for, a SITE_URL and the program's contact directory
//      (e2e/fixtures/contact-directory.json; the others show the bundled sample);
//    - degraded: built while the CMS refuses connections (the build must not depend on it),
//      analytics off, SITE_URL unset, no Spanish articles;
//    - rebuilt: the main variant built again while the CMS refuses connections, in a folder that
//      kept the main build's .next/cache (as a CI cache keeps it): a deploy made during an outage.
//    A copy of each as built is kept for the tests that deploy a build afresh.
// 3. Starts both servers on free loopback ports, logging to e2e/.results/, and runs Playwright.
//
// E2E_SKIP_BUILD=1 reuses the previous builds; E2E_RUN_ID keeps concurrent runs apart.
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromiumLaunchOptions } from './browser.mjs'
import { CANARIES } from './fixtures/canaries.mjs'
import { STUB_ARTICLES_FILE } from '../test-support/stub-cms-articles.mjs'
import { startStubCms } from '../test-support/stub-cms.mjs'
import { startStandaloneServer } from '../test-support/loopback.mjs'

const runId = process.env.E2E_RUN_ID ?? 'local'
// Plain http, as on loopback: an https SITE_URL would make the policy upgrade the pages' requests.
const MAIN_SITE_URL = 'http://www.tuition-plans.example'
const skipBuild = process.env.E2E_SKIP_BUILD === '1'
const resultsDir = join('e2e', '.results', runId)
/** Only deployed afresh by the tests (e2e/pristine-site.ts), never started here. */
const REBUILT_DIST = `.next-e2e-${runId}-rebuilt`

chromiumLaunchOptions() // fails now, with how to get a browser, rather than after two builds

const stub = await startStubCms()
const children = new Set()
let exitCode = 1
try {
  const base = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    CMS_BASE_URL: stub.cmsUrl,
    CMS_TIMEOUT_MS: '1500',
    APP_ENV: 'prod',
  }
  const variants = {
    main: {
      ...base,
      NEXT_DIST_DIR: `.next-e2e-${runId}-main`,
      CMS_REVALIDATE_SECONDS: '3',
      CMS_API_KEY: CANARIES.apiKey,
      CMS_AUTHORIZATION: CANARIES.authorization,
      REVALIDATE_SECRET: CANARIES.revalidateSecret,
      GA_MEASUREMENT_ID: 'G-E2ETEST01',
      ANALYTICS_ENABLED: 'true',
      SITE_URL: MAIN_SITE_URL,
      CONTACT_DIRECTORY_FILE: resolve('e2e/fixtures/contact-directory.json'),
      // Every place's article in both languages; the degraded build names none, so it shows the
      // specification's two, in English (its Spanish home shows the English one).
      CMS_ARTICLES_FILE: STUB_ARTICLES_FILE,
    },
    degraded: {
      ...base,
      NEXT_DIST_DIR: `.next-e2e-${runId}-degraded`,
      CMS_REVALIDATE_SECONDS: '3',
      ANALYTICS_ENABLED: 'false',
      SITE_URL: '', // empty means unset, whatever the caller's environment says
      CMS_ARTICLES_FILE: '',
    },
  }

  if (!skipBuild) {
    rmSync(resultsDir, { recursive: true, force: true })
    await control('/fault', { mode: 'down' })
    await build('degraded', variants.degraded)
    await control('/reset')
    await build('main', variants.main)
    await control('/fault', { mode: 'down' })
    await build('rebuilt', { ...variants.main, NEXT_DIST_DIR: REBUILT_DIST }, { keptCacheFrom: variants.main.NEXT_DIST_DIR })
    await control('/reset')
  }
  mkdirSync(resultsDir, { recursive: true })

  const servers = {}
  for (const [name, env] of Object.entries(variants)) {
    const logFile = join(resultsDir, `${name}-server.log`)
    const server = await startStandaloneServer({ distDir: env.NEXT_DIST_DIR, env, logFile })
    children.add(server.child)
    servers[name] = { url: server.url, logFile, distDir: env.NEXT_DIST_DIR, pid: server.child.pid }
  }

  exitCode = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    ...process.env,
    E2E_MAIN_URL: servers.main.url,
    E2E_MAIN_SITE_URL: MAIN_SITE_URL,
    E2E_MAIN_LOG: servers.main.logFile,
    E2E_MAIN_DIST: servers.main.distDir,
    E2E_MAIN_PID: String(servers.main.pid),
    E2E_DEGRADED_URL: servers.degraded.url,
    E2E_DEGRADED_LOG: servers.degraded.logFile,
    E2E_DEGRADED_DIST: servers.degraded.distDir,
    E2E_REBUILT_DIST: REBUILT_DIST,
    E2E_STUB_CONTROL_URL: stub.controlUrl,
    E2E_STUB_CMS_URL: stub.cmsUrl,
  })
} finally {
  for (const child of children) child.kill('SIGTERM')
  await stub.stop()
}
process.exit(exitCode)

async function build(name, env, { keptCacheFrom } = {}) {
  console.log(`\n[e2e] building the ${name} variant into ${env.NEXT_DIST_DIR}`)
  rmSync(env.NEXT_DIST_DIR, { recursive: true, force: true })
  if (keptCacheFrom) cpSync(join(keptCacheFrom, 'cache'), join(env.NEXT_DIST_DIR, 'cache'), { recursive: true })
  const built = await run('npx', ['next', 'build'], env)
  if (built !== 0) throw new Error(`next build failed for the ${name} variant`)
  if ((await run(process.execPath, ['scripts/prepare-standalone.mjs'], env)) !== 0) {
    throw new Error(`preparing the standalone server failed for the ${name} variant`)
  }
  // As built, before any server regenerates a page in it: what e2e/pristine-site.ts deploys afresh.
  cpSync(join(env.NEXT_DIST_DIR, 'standalone'), join(env.NEXT_DIST_DIR, 'pristine'), { recursive: true, verbatimSymlinks: true })
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: 'inherit' })
    children.add(child)
    child.on('exit', (code, signal) => {
      children.delete(child)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

async function control(path, body) {
  const response = await fetch(stub.controlUrl + path, { method: 'POST', body: JSON.stringify(body ?? {}) })
  if (!response.ok) throw new Error(`stub CMS control ${path} answered ${response.status}`)
}
