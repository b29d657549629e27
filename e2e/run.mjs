// Runs the browser tests against production builds: `npm run test:e2e [-- playwright args]`.
// Makes the builds e2e/builds.mjs names, or reuses them while no file a build reads has changed
// (test-support/site-build.mjs), then runs Playwright. Each Playwright worker starts its own stub
// CMS and its own servers from these builds (e2e/support.ts); their logs go to
// e2e/.results/<E2E_RUN_ID>/browser/. E2E_RUN_ID keeps concurrent runs apart.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumLaunchOptions } from './browser.mjs'
import { BUILDS } from './builds.mjs'
import { siteBuild } from '../test-support/site-build.mjs'

const resultsDir = join('e2e', '.results', process.env.E2E_RUN_ID ?? 'local', 'browser')
chromiumLaunchOptions() // fails now, with how to get a browser, rather than after the builds

rmSync(resultsDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })
/** Each build's folder and settings, for the workers (e2e/sites.ts). */
const made = {}
for (const [name, build] of Object.entries(BUILDS)) {
  const started = Date.now()
  const dist = await siteBuild(build, { log: join(resultsDir, `build-${name}.log`) })
  console.log(`[e2e] the ${name} build: ${dist} (${Math.round((Date.now() - started) / 1000)} s)`)
  made[name] = { dist, settings: build.settings }
}

const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: { ...process.env, E2E_BUILDS: JSON.stringify(made), E2E_RESULTS_DIR: resultsDir },
  stdio: 'inherit',
})
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => playwright.kill(signal))
playwright.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
