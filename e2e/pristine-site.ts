// A server that has never had a good copy of anything, for the tests of that state.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { DEGRADED_DIST, DEGRADED_LOG, type FaultMode } from './support'
import { startStandaloneServer } from '../scripts/loopback.mjs'
import { CONTENT_FAILURE_MESSAGE } from '../lib/site-copy'

/**
 * A server that has never had a good copy of anything: a fresh process from the degraded build
 * (built while the CMS was down, so `/` renders per request) talking to its own stub CMS. The
 * shared degraded server cannot promise that: once any spec shows it a working CMS it keeps the
 * last good copy (in memory and in its on-disk data cache, keyed by the CMS URL), as it should.
 */
export async function startPristineSite() {
  // Imported when needed: the module's top-level await (its command-line entry) rules out require().
  const { startStubCms } = await import('./stub-cms.mjs')
  const cms = await startStubCms()
  const logFile = join(dirname(DEGRADED_LOG), `pristine-${Date.now()}.log`)
  const { child: server, url, exited } = await startStandaloneServer({
    distDir: DEGRADED_DIST,
    logFile,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: DEGRADED_DIST,
      CMS_BASE_URL: cms.cmsUrl,
      CMS_TIMEOUT_MS: '1500',
      CMS_REVALIDATE_SECONDS: '3',
      ANALYTICS_ENABLED: 'false',
      APP_ENV: 'prod',
    },
  })
  return {
    url,
    logLines: () =>
      readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async setFault(mode: FaultMode, ids?: number[]) {
      const response = await fetch(`${cms.controlUrl}/fault`, { method: 'POST', body: JSON.stringify({ mode, ids }) })
      expect(response.ok).toBe(true)
    },
    async stop() {
      server.kill('SIGTERM')
      await exited
      await cms.stop()
    },
  }
}

export type PristineSite = Awaited<ReturnType<typeof startPristineSite>>

/**
 * For a describe block about the content-failure state: one pristine site for the block, whose
 * CMS answers 500 (the only way to the failure message), and a function that opens that state.
 */
export function useFailureState(): (page: Page) => Promise<void> {
  let site: PristineSite
  test.beforeAll(async () => {
    site = await startPristineSite()
    await site.setFault('error')
  })
  test.afterAll(async () => {
    await site.stop()
  })
  return async (page) => {
    await page.goto(`${site.url}/`)
    await expect(page.getByText(CONTENT_FAILURE_MESSAGE)).toBeVisible()
  }
}
