// A <script> that got past the sanitizer into a cached page is not approved by that page's
// policy, and the browser blocks it while Next's own scripts run. A copy of the main build is
// served whose cached home page carries such a script, as if the sanitizer had let it through
// when the page was made; the policy is then computed from that HTML like any other.
import { createHash } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { expectPolicyMadeForPage, onePolicy, policyHashes, settle, watchPolicy } from './csp-support'
import { BUILDS, expect, MAIN_SITE_URL, test } from './support'
import { privateCopyOfBuild, startStandaloneServer } from '../test-support/loopback.mjs'

const INJECTED_CODE = 'window.__injectedRan = true'
const INJECTED = `<script>${INJECTED_CODE}</script>`

let server: ChildProcess
let url: string
let build: string

test.beforeAll(async ({ stubCms }) => {
  build = privateCopyOfBuild(BUILDS.main.dist)
  // The home page as built: its HTML, and the headers stored with it.
  const page = join(build, 'standalone', BUILDS.main.dist, 'server', 'app', 'index')
  writeFileSync(`${page}.html`, readFileSync(`${page}.html`, 'utf8').replace('</main>', `${INJECTED}</main>`))
  // A policy stored with the page would have been made from the HTML before the script was in it.
  const meta = JSON.parse(readFileSync(`${page}.meta`, 'utf8')) as { headers?: Record<string, string> }
  delete meta.headers?.['content-security-policy']
  writeFileSync(`${page}.meta`, JSON.stringify(meta))
  const started = await startStandaloneServer({
    distDir: build,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: BUILDS.main.dist,
      CMS_BASE_URL: stubCms.cmsUrl,
      CMS_REVALIDATE_SECONDS: '3',
      GA_MEASUREMENT_ID: 'G-E2ETEST01',
      APP_ENV: 'prod',
      SITE_URL: MAIN_SITE_URL, // as built (e2e/builds.mjs), or the server stops
    },
  })
  server = started.child
  url = started.url
})

test.afterAll(() => {
  server.kill('SIGTERM')
  rmSync(build, { recursive: true, force: true })
})

test('the script is in the page but not in its policy: the browser blocks it, and the page still works', async ({ page }) => {
  const policy = await watchPolicy(page)
  const response = (await page.goto(`${url}/`))!
  expect(await response.text()).toContain(INJECTED)
  const hashes = policyHashes(onePolicy(response, await response.headersArray()))
  expect(hashes.length).toBeGreaterThan(0)
  expect(hashes).not.toContain(`'sha256-${createHash('sha256').update(INJECTED_CODE).digest('base64')}'`)
  await settle(page)
  expect(await page.evaluate(() => (window as { __injectedRan?: boolean }).__injectedRan)).toBeUndefined()
  await expect.poll(policy.violations).toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' })])
  // Next's scripts and Google Analytics' init are approved: the page hydrates and navigates.
  expect(policy.gtagRequests()).toBeGreaterThan(0)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /contact/i })).toBeVisible()
  await expectPolicyMadeForPage(page, `${url}/contact`, 'on')
})
