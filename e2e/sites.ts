// Servers of the browser tests' builds (e2e/builds.mjs, made by e2e/run.mjs), each on a copy of
// its build of its own, as on a host of its own, with its build's settings and a stub CMS. How a
// spec gets one: e2e/support.ts.
import { chmodSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { fakeClockEnv, privateCopyOfBuild, startStandaloneServer } from '../test-support/loopback.mjs'
import type { startStubCms as StartStubCms } from '../test-support/stub-cms.mjs'
import { webhook } from '../test-support/webhook.mjs'

export type BuildName = 'main' | 'degraded' | 'rebuilt'
export type StubCms = Awaited<ReturnType<typeof StartStubCms>>
export type FaultMode = Parameters<StubCms['setFault']>[0]

/**
 * A stub CMS (test-support/stub-cms.mjs) in this process. Imported when needed: the module's
 * top-level await (its command-line entry) rules out require(), which Playwright loads .ts with.
 */
export async function startStubCms(): Promise<StubCms> {
  return (await import('../test-support/stub-cms.mjs')).startStubCms()
}

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`npm run test:e2e\``)
  return value
}

/**
 * Each build's folder and settings (e2e/builds.mjs), as e2e/run.mjs made it. Read from the
 * runner rather than imported: Playwright would load builds.mjs, and the stub CMS's articles it
 * imports, as CommonJS, which the stub CMS's own ES import of them could not then read.
 */
export const BUILDS = JSON.parse(required('E2E_BUILDS')) as Record<BuildName, { dist: string; settings: Record<string, string> }>
const RESULTS_DIR = required('E2E_RESULTS_DIR')
/** Root, whom file modes do not stop, runs a read-only server as `nobody`. */
const READ_ONLY_AS_NOBODY = process.getuid?.() === 0

export type SiteOptions = {
  /** The build it serves: by default the degraded one, which has never had a good copy of anything. */
  build?: BuildName
  /** The server cannot write its folder, as on a read-only host. */
  readOnly?: boolean
  /** Added to the server's environment (the OpenTelemetry variables, for one). */
  env?: Record<string, string>
  /** The server's clock starts at this time (faketime, e.g. '2027-04-15 12:00:00') and runs on from there. */
  clock?: string
}

/**
 * Starts a server of a build on a fresh copy of it, talking to `cms`, logging to a file of its
 * own named after `name`. `restart` starts a new process on the same folder (a restart on the
 * same disk), `redeploy` one on a new copy of the build (a fresh host).
 */
export async function startSite({ cms, name, build = 'degraded', readOnly = false, env: extraEnv = {}, clock }: SiteOptions & { cms: StubCms; name: string }) {
  const { dist } = BUILDS[build]
  const logFile = join(RESULTS_DIR, `${name}-${Date.now()}.log`)
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    ...BUILDS[build].settings,
    NEXT_DIST_DIR: dist,
    CMS_BASE_URL: cms.cmsUrl,
    ...extraEnv,
    ...(clock === undefined ? {} : fakeClockEnv(`@${clock}`)),
  }
  const folders: string[] = []

  async function serve(folder: string) {
    const { launcher = [], node } = readOnly ? readOnlyLaunch(folder, dist) : {}
    const server = await startStandaloneServer({ distDir: folder, logFile, env, appendLog: true, launcher, node })
    return { ...server, folder }
  }
  async function stopServer() {
    server.child.kill('SIGTERM')
    // Next's graceful stop waits for every open connection, and a test's browser may still hold
    // one (seen about once in five stops): the test is over, so it gets 5 s, then SIGKILL.
    const stopped = await Promise.race([server.exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 5000, false))])
    if (!stopped) {
      server.child.kill('SIGKILL')
      await server.exited
    }
  }
  function freshCopy() {
    const folder = privateCopyOfBuild(dist, { selfContained: readOnly && READ_ONLY_AS_NOBODY })
    folders.push(folder)
    return folder
  }
  const logText = () => readFileSync(logFile, 'utf8')
  /** The editors' webhook on this server, with its build's secret (none: the degraded build's is off). */
  const callWebhook = (ids: number[]) => webhook(server.url, BUILDS[build].settings.REVALIDATE_SECRET ?? '', ids)

  let server = await serve(freshCopy())
  return {
    get url() {
      return server.url
    },
    get pid() {
      return server.child.pid!
    },
    /** The build's folder. */
    dist,
    logFile,
    log: logText,
    /** The server's JSON log lines. */
    logLines: () =>
      logText()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    webhook: callWebhook,
    /** Has the server drop its copies of these articles now, as an editor's publish does. */
    async revalidateNow(ids: number[]) {
      expect((await callWebhook(ids)).status, 'the revalidation webhook').toBe(200)
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
      for (const folder of folders) {
        if (readOnly) setFolderModes(join(folder, 'standalone', dist), 0o755)
        rmSync(folder, { recursive: true, force: true })
      }
    },
  }
}
export type Site = Awaited<ReturnType<typeof startSite>>

/**
 * A fresh deploy of a build with a stub CMS of its own, so nothing another test or server did
 * can help or hurt it; its CMS's switches are the site's own (`setFault`, `setArticle`, `counts`:
 * requests per article id since it started), and `stop` stops both.
 */
export async function startPristineSite(options: SiteOptions = {}) {
  const cms = await startStubCms()
  const site = await startSite({ ...options, cms, name: `pristine-${options.build ?? 'degraded'}` })
  const stopServer = site.stop
  return Object.defineProperties(site, {
    setFault: { value: cms.setFault },
    setArticle: { value: cms.setArticle },
    counts: { value: async () => cms.counts() },
    stop: { value: () => stopServer().finally(() => cms.stop()) },
  }) as Site & { setFault: StubCms['setFault']; setArticle: StubCms['setArticle']; counts: () => Promise<Record<string, number>> }
}
export type PristineSite = Awaited<ReturnType<typeof startPristineSite>>

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
