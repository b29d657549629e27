// A server that has never had a good copy of anything, for the tests of that state.
import { spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect } from '@playwright/test'
import { DEGRADED_DIST, DEGRADED_LOG, type FaultMode } from './support'
import { freePort, waitUntilUp } from '../scripts/loopback.mjs'

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
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const logFile = join(dirname(DEGRADED_LOG), `pristine-${port}.log`)
  const out = openSync(logFile, 'w')
  const distDir = DEGRADED_DIST
  const server = spawn(process.execPath, [join(distDir, 'standalone', 'server.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      CMS_BASE_URL: cms.cmsUrl,
      CMS_TIMEOUT_MS: '1500',
      CMS_REVALIDATE_SECONDS: '3',
      ANALYTICS_ENABLED: 'false',
      APP_ENV: 'prod',
    },
    stdio: ['ignore', out, out],
  })
  closeSync(out)
  const exited = new Promise((resolve) => server.once('exit', resolve))
  await waitUntilUp(`${url}/api/health`) // never calls the CMS: the server stays copy-less
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
