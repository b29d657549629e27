// A server that has never had a good copy of anything, for the tests of that state.
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { DEGRADED_DIST, DEGRADED_LOG, type FaultMode } from './support'
import { startStandaloneServer } from '../scripts/loopback.mjs'
import { CONTENT_FAILURE_MESSAGE } from '../lib/site-copy'

/**
 * A server that has never had a good copy of anything: a fresh process from its own copy of the
 * degraded build as built (while the CMS was down), talking to its own stub CMS. A shared server
 * or build folder cannot promise that: a server keeps its regenerated pages in its build folder
 * and, once shown a working CMS, its last good copy (in memory and in its on-disk data cache), as
 * it should. `readOnly`: the server cannot write its folder, as on a read-only host.
 */
export async function startPristineSite({ readOnly = false } = {}) {
  // Imported when needed: the module's top-level await (its command-line entry) rules out require().
  const { startStubCms } = await import('./stub-cms.mjs')
  const cms = await startStubCms()
  const build = privateCopyOfBuild(resolve(DEGRADED_DIST, 'pristine'))
  const logFile = join(dirname(DEGRADED_LOG), `pristine-${Date.now()}.log`)
  const { child: server, url, exited } = await startStandaloneServer({
    distDir: build,
    logFile,
    launcher: readOnly ? readOnlyLauncher(build) : [],
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
    log: () => readFileSync(logFile, 'utf8'),
    logLines: () =>
      readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async setFault(mode: FaultMode, ids?: number[]) {
      const response = await fetch(`${cms.controlUrl}/fault`, { method: 'POST', body: JSON.stringify({ mode, ids }) })
      expect(response.ok).toBe(true)
    },
    async setArticle(id: number, contents: string) {
      const response = await fetch(`${cms.controlUrl}/articles/${id}`, { method: 'POST', body: JSON.stringify({ contents }) })
      expect(response.ok).toBe(true)
    },
    /** CMS requests per article id since the stub started. */
    async counts(): Promise<Record<string, number>> {
      return (await fetch(`${cms.controlUrl}/counts`)).json() as Promise<Record<string, number>>
    },
    async stop() {
      server.kill('SIGTERM')
      // Next's graceful stop waits for every open connection, and the test's browser may still
      // hold one (seen about once in five stops): the test is over, so it gets 5 s, then SIGKILL.
      const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 5000, false))])
      if (!stopped) {
        server.kill('SIGKILL')
        await exited
      }
      await cms.stop()
      if (readOnly) setFolderModes(join(build, 'standalone', DEGRADED_DIST), 0o755)
      rmSync(build, { recursive: true, force: true })
    },
  }
}

/**
 * A standalone build (`source`: a standalone folder) in a folder of its own, laid out as
 * `<folder>/standalone`; its node_modules (read only, most of it) is linked.
 */
export function privateCopyOfBuild(source: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'pristine-site-'))
  cpSync(source, join(folder, 'standalone'), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (path) => path !== join(source, 'node_modules'),
  })
  symlinkSync(join(source, 'node_modules'), join(folder, 'standalone', 'node_modules'))
  return folder
}

/**
 * Makes a private build folder unwritable to its server: as root, whom file modes do not stop,
 * by running the server as `nobody`, for whom the root-owned copy is read-only; otherwise by
 * taking away the write bits. Returns what to start the server with.
 */
function readOnlyLauncher(folder: string): string[] {
  chmodSync(folder, 0o755) // mkdtemp's 0700 would keep `nobody` out altogether
  if (process.getuid?.() === 0) return ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups']
  setFolderModes(join(folder, 'standalone', DEGRADED_DIST), 0o555)
  return []
}

/** Gives a folder and every folder in it this mode. */
function setFolderModes(folder: string, mode: number): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) setFolderModes(join(folder, entry.name), mode)
  }
  chmodSync(folder, mode)
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
