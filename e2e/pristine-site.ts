// Fresh deploys of the browser tests' builds, each with its own stub CMS: a server that has never
// had a good copy of anything, for the tests of that state, and one of the build made with the CMS up.
import { chmodSync, copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import {
  DEGRADED_DIST,
  DEGRADED_LOG,
  MAIN_DIST,
  MAIN_SITE_URL,
  REBUILT_DIST,
  type FaultMode,
} from './support'
import { fakeClockEnv, startStandaloneServer } from '../test-support/loopback.mjs'
import { STUB_ARTICLES_FILE } from '../test-support/stub-cms-articles.mjs'
import { PAGE_PATHS, type Copy } from '../lib/copy'
import { en } from '../lib/copy/en'

/**
 * The builds e2e/run.mjs makes: with the CMS up (main), while it was down (degraded), and the
 * main one again while it was down, keeping main's .next/cache (rebuilt).
 */
export type BuildName = 'main' | 'degraded' | 'rebuilt'
const DIST: Record<BuildName, string> = { main: MAIN_DIST, degraded: DEGRADED_DIST, rebuilt: REBUILT_DIST }
/** Each build's SITE_URL, which its server is started with too (empty: unset). */
const SITE_URL: Record<BuildName, string> = { main: MAIN_SITE_URL, degraded: '', rebuilt: MAIN_SITE_URL }
/** Root, whom file modes do not stop, runs a read-only server as `nobody`. */
const READ_ONLY_AS_NOBODY = process.getuid?.() === 0

/**
 * A fresh deploy of a build as built (before any server regenerated a page in it): its own copy
 * of the standalone folder and its own stub CMS, so nothing a shared server or folder did since
 * can help or hurt it. By default the degraded build, which has never had a good copy of
 * anything. `restart` starts a new process on the same folder (a restart on the same disk),
 * `redeploy` one on a new copy of the build (a fresh host), both talking to the same CMS.
 * `readOnly`: the server cannot write its folder, as on a read-only host. `env` adds to the
 * server's environment (the OpenTelemetry variables, for one). `clock`: the server's clock starts
 * at this time (faketime, e.g. '2027-04-15 12:00:00') and runs on from there.
 */
export async function startPristineSite({
  build = 'degraded',
  readOnly = false,
  env: extraEnv = {},
  clock,
}: { build?: BuildName; readOnly?: boolean; env?: Record<string, string>; clock?: string } = {}) {
  // Imported when needed: the module's top-level await (its command-line entry) rules out require().
  const { startStubCms } = await import('../test-support/stub-cms.mjs')
  const cms = await startStubCms()
  const folders: string[] = []
  const logFile = join(dirname(DEGRADED_LOG), `pristine-${build}-${Date.now()}.log`)
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: DIST[build],
    SITE_URL: SITE_URL[build],
    CMS_BASE_URL: cms.cmsUrl,
    CMS_TIMEOUT_MS: '1500',
    CMS_REVALIDATE_SECONDS: '3',
    APP_ENV: 'prod',
    // As each build was made (e2e/run.mjs), or the server stops (next-server/build-settings.mjs):
    // the main one has analytics and names every article.
    ANALYTICS_ENABLED: String(build !== 'degraded'),
    ...(build !== 'degraded' && {
      GA_MEASUREMENT_ID: 'G-E2ETEST01',
      CMS_ARTICLES_FILE: STUB_ARTICLES_FILE,
    }),
    ...extraEnv,
  }

  async function serve(folder: string) {
    const { launcher = [], node } = readOnly ? readOnlyLaunch(folder, DIST[build]) : {}
    const fakeClock = clock === undefined ? {} : fakeClockEnv(`@${clock}`)
    const server = await startStandaloneServer({ distDir: folder, logFile, env: { ...env, ...fakeClock }, appendLog: true, launcher, node })
    return { ...server, folder }
  }
  async function stopServer() {
    server.child.kill('SIGTERM')
    // Next's graceful stop waits for every open connection, and the test's browser may still
    // hold one (seen about once in five stops): the test is over, so it gets 5 s, then SIGKILL.
    const stopped = await Promise.race([server.exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 5000, false))])
    if (!stopped) {
      server.child.kill('SIGKILL')
      await server.exited
    }
  }
  function freshCopy() {
    const folder = privateCopyOfBuild(resolve(DIST[build], 'pristine'), { selfContained: readOnly && READ_ONLY_AS_NOBODY })
    folders.push(folder)
    return folder
  }

  let server = await serve(freshCopy())
  return {
    get url() {
      return server.url
    },
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
    /** A new process on the same folder, with what the last one wrote there. */
    async restart() {
      await stopServer()
      server = await serve(server.folder)
    },
    /** A new process on a new copy of the build, as on a new host. */
    async redeploy() {
      await stopServer()
      server = await serve(freshCopy())
    },
    async stop() {
      await stopServer()
      await cms.stop()
      for (const folder of folders) {
        if (readOnly) setFolderModes(join(folder, 'standalone', DIST[build]), 0o755)
        rmSync(folder, { recursive: true, force: true })
      }
    },
  }
}

/**
 * A standalone build (`source`: a standalone folder) in a folder of its own, laid out as
 * `<folder>/standalone`. Its node_modules (50 MB that servers only read) is linked to the
 * source's, unless `selfContained`: then the folder holds everything its server runs, Node
 * included (`<folder>/node`), for a user who cannot enter the checkout or Node's folder (a clone
 * and ~/.node24 in root's home, mode 0700).
 */
export function privateCopyOfBuild(source: string, { selfContained = false } = {}): string {
  const folder = mkdtempSync(join(tmpdir(), 'pristine-site-'))
  const copy = join(folder, 'standalone')
  if (selfContained) {
    cpSync(source, copy, { recursive: true, verbatimSymlinks: true })
    copyFileSync(process.execPath, join(folder, 'node'))
    return folder
  }
  cpSync(source, copy, { recursive: true, verbatimSymlinks: true, filter: (path) => path !== join(source, 'node_modules') })
  symlinkSync(join(source, 'node_modules'), join(copy, 'node_modules'))
  return folder
}

/**
 * Makes a private build folder unwritable to its server: as root, by running the server as
 * `nobody`, for whom the root-owned copy (self-contained) is read-only; otherwise by taking away
 * the write bits. Returns what to start the server with.
 */
function readOnlyLaunch(folder: string, distDir: string): { launcher: string[]; node?: string } {
  chmodSync(folder, 0o755) // mkdtemp's 0700 would keep `nobody` out altogether
  if (READ_ONLY_AS_NOBODY) {
    return { launcher: ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups'], node: join(folder, 'node') }
  }
  setFolderModes(join(folder, 'standalone', distDir), 0o555)
  return { launcher: [] }
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
 * CMS answers 500 (the only way to the failure message), and a function that opens that state
 * on the home page in the given language.
 */
export function useFailureState(copy: Copy = en): (page: Page) => Promise<void> {
  let site: PristineSite
  test.beforeAll(async () => {
    site = await startPristineSite()
    await site.setFault('error')
  })
  test.afterAll(async () => {
    await site.stop()
  })
  return async (page) => {
    await page.goto(`${site.url}${PAGE_PATHS.home[copy.locale]}`)
    await expect(page.getByText(copy.failure.message)).toBeVisible()
  }
}
