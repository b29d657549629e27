// A <script> that got past the sanitizer into a cached page is not approved by that page's
// policy, and the browser blocks it while Next's own scripts run. A copy of the main build is
// served whose cached home page carries such a script, as if the sanitizer had let it through
// when the page was made; the policy is then computed from that HTML like any other.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { expectPolicyMadeForPage, onePolicy, policyHashes, settle, watchPolicy } from './csp-support'
import { privateCopyOfBuild } from './pristine-site'
import { MAIN_DIST, MAIN_SITE_URL } from './support'
import { REGENERATED_PAGE_FILE } from '../next-server/next-internals.mjs'
import { startStandaloneServer } from '../test-support/loopback.mjs'

const INJECTED_CODE = 'window.__injectedRan = true'
const INJECTED = `<script>${INJECTED_CODE}</script>`

let server: ChildProcess
let url: string
let build: string

test.beforeAll(async () => {
  build = privateCopyOfBuild(resolve(MAIN_DIST, 'standalone'))
  // The home page as built (app/) and as the main server last regenerated it (route-cache/).
  const serverDir = join(build, 'standalone', MAIN_DIST, 'server')
  const homePages = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file === join('app', 'index.html') || (REGENERATED_PAGE_FILE.test(file) && file.endsWith(join('$', 'index.html'))),
  )
  expect(homePages).toContain(join('app', 'index.html'))
  for (const file of homePages) {
    const page = join(serverDir, file.replace(/\.html$/, ''))
    writeFileSync(`${page}.html`, readFileSync(`${page}.html`, 'utf8').replace('</main>', `${INJECTED}</main>`))
    // A policy stored with a regeneration was made from the HTML before the script was in it.
    const meta = JSON.parse(readFileSync(`${page}.meta`, 'utf8')) as { headers?: Record<string, string> }
    delete meta.headers?.['content-security-policy']
    writeFileSync(`${page}.meta`, JSON.stringify(meta))
  }
  const started = await startStandaloneServer({
    distDir: build,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: MAIN_DIST,
      CMS_BASE_URL: process.env.E2E_STUB_CMS_URL,
      CMS_REVALIDATE_SECONDS: '3',
      GA_MEASUREMENT_ID: 'G-E2ETEST01',
      APP_ENV: 'prod',
      SITE_URL: MAIN_SITE_URL, // as built (e2e/run.mjs), or the server stops
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
