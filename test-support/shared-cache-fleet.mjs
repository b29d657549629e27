// A fleet of the site's instances sharing one cache through Redis, on loopback, for the Redis
// suites (integration/test-shared-cache.mjs and test-redis-operations.mjs): it builds the site
// against the stub CMS with a 3-second window, starts each instance from its own copy of the
// standalone folder (as on separate hosts), visits them, and publishes through the stub CMS and
// the editors' webhook. The build is made without REDIS_URL (an image whose Redis is given at
// start only): each instance gets it when it starts. It is reused while up to date
// (test-support/site-build.mjs).
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startStubCms } from './stub-cms.mjs'
import { STUB_ARTICLES_FILE } from './stub-cms-articles.mjs'
import { eventually, startStandaloneServer } from './loopback.mjs'
import { buildFolder, siteBuild } from './site-build.mjs'

export const WINDOW_SECONDS = 3
export const SECRET = 'shared-cache-test-secret-0123456789'
export const FAILURE_TEXT = 'The content has failed to load'
export const REMOVED_TEXT = 'There is no further plan information on this page right now.'

/** Stops the suite before any test when redis-server is missing (scripts/ensure-test-tools.mjs installs it). */
export function requireRedisServer() {
  if (spawnSync('redis-server', ['--version']).error) {
    console.error('shared cache test: redis-server is not installed (Debian/Ubuntu: apt-get install redis-server)')
    process.exit(1)
  }
}

/**
 * @param {{ suite: string, redisUrl: string }} options `suite` names the log folder; `redisUrl` is
 * every instance's REDIS_URL unless an instance is given its own
 */
export async function createFleet({ suite, redisUrl }) {
  const runId = process.env.E2E_RUN_ID
  /** The fleet's build: what it is made with, beside the CMS's address. */
  const fleetBuild = {
    settings: { CMS_REVALIDATE_SECONDS: String(WINDOW_SECONDS), CMS_TIMEOUT_MS: '1500', GA_MEASUREMENT_ID: '', APP_ENV: 'test', CMS_ARTICLES_FILE: STUB_ARTICLES_FILE, REDIS_URL: '' },
  }
  const dist = buildFolder(fleetBuild)
  const work = mkdtempSync(join(tmpdir(), `${suite}-`))
  const logs = join('e2e', '.results', runId ?? 'local', suite)
  rmSync(logs, { recursive: true, force: true })
  mkdirSync(logs, { recursive: true })
  const stub = await startStubCms()
  const siteEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: dist,
    CMS_BASE_URL: stub.cmsUrl,
    CMS_REVALIDATE_SECONDS: String(WINDOW_SECONDS),
    CMS_TIMEOUT_MS: '1500',
    REVALIDATE_SECRET: SECRET,
    REDIS_URL: redisUrl,
    GA_MEASUREMENT_ID: '',
    APP_ENV: 'test',
    CMS_ARTICLES_FILE: STUB_ARTICLES_FILE,
  }
  /** @type {Map<string, { url: string, child: import('node:child_process').ChildProcess }>} */
  const instances = new Map()

  /**
   * Builds the site into `folder`, as `npm run build` does.
   * @param {string} folder
   */
  async function build(folder) {
    console.log(`[${suite}] building into ${folder} (log: ${logs}/build-${folder}.log)`)
    rmSync(folder, { recursive: true, force: true })
    // Asynchronous: the stub CMS in this process answers the build's requests meanwhile.
    const output = []
    const child = spawn('sh', ['-c', 'npx next build && node scripts/prepare-standalone.mjs'], { env: { ...siteEnv, NEXT_DIST_DIR: folder, REDIS_URL: '' } })
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    const status = await new Promise((resolve) => child.on('exit', resolve))
    const log = Buffer.concat(output).toString()
    writeFileSync(join(logs, `build-${folder}.log`), log)
    assert.equal(status, 0, `the build failed:\n${log.slice(-4000)}`)
  }

  /**
   * A new instance on its own copy of a build, as on a new host.
   * @param {string} name
   * @param {Record<string, string>} [extraEnv] added to the instance's environment
   * @param {{ dist?: string }} [options] the build (the fleet's by default)
   */
  async function startInstance(name, extraEnv = {}, { dist: folder = dist } = {}) {
    const copy = join(work, name)
    rmSync(copy, { recursive: true, force: true })
    mkdirSync(copy, { recursive: true })
    cpSync(join(folder, 'standalone'), join(copy, 'standalone'), { recursive: true })
    const server = await startStandaloneServer({ distDir: copy, env: { ...siteEnv, NEXT_DIST_DIR: folder, ...extraEnv }, logFile: join(logs, `${name}.log`) })
    instances.set(name, { url: server.url, child: server.child })
  }

  /** @param {string} name */
  function stopInstance(name) {
    instances.get(name)?.child.kill('SIGTERM')
    instances.delete(name)
  }

  /** @param {string} name */
  function instance(name) {
    const found = instances.get(name)
    if (!found) throw new Error(`no instance ${name}`)
    return found
  }

  /** A home page's article text on an instance (its first paragraph: what an edit changes). */
  async function home(/** @type {string} */ name, path = '/') {
    return (await visit(name, path)).text
  }

  /** A visit to a page: its article text, and how Next's cache answered it (HIT, STALE: a refresh began). */
  async function visit(/** @type {string} */ name, path = '/') {
    const response = await fetch(`${instance(name).url}${path}`)
    assert.equal(response.status, 200)
    return { text: articleText(await response.text()), cache: response.headers.get('x-nextjs-cache') }
  }

  /**
   * Waits until an instance shows `text` after a publish, for at most one window (or
   * `withinMs`), then checks that it sticks. Not at the very next visit: a visit that arrives
   * while a refresh begun before the publish is finishing gets that refresh's page (Next shares
   * one render among the visits that wait for it), and with no pause before each publish, one
   * may be finishing.
   * @param {string} name
   * @param {string} text
   * @param {{ path?: string, withinMs?: number }} [options]
   */
  async function shownWithinAWindow(name, text, { path = '/', withinMs = WINDOW_SECONDS * 1000 } = {}) {
    let shown = ''
    await eventually(`instance ${name} showing "${text}" at ${path}`, async () => (shown = await home(name, path)) === text, withinMs).catch(() => {
      assert.fail(`instance ${name} still shows "${shown}" at ${path} ${withinMs} ms after the publish, not "${text}"`)
    })
    for (let visit = 0; visit < 3; visit += 1) assert.equal(await home(name, path), text, `instance ${name} went back from "${text}" at ${path}`)
  }

  /**
   * Runs `check` until `requests()` has grown by `refreshes` (CMS requests, each a refresh that could
   * have replaced the page), then once more: Next refreshes one page at a time, so every refresh but
   * the last had finished by then. Fails if that takes longer than a window per refresh and two more.
   * @param {number} refreshes
   * @param {() => Promise<number> | number} requests
   * @param {() => Promise<void>} check
   */
  async function throughRefreshes(refreshes, requests, check) {
    const before = await requests()
    await eventually(`${refreshes} refreshes asking the CMS`, async () => {
      await check()
      return (await requests()) - before >= refreshes
    }, (refreshes + 2) * WINDOW_SECONDS * 1000)
    await check()
  }

  /** An instance's log, one line each (also of one whose start stopped). */
  const logLines = (/** @type {string} */ name) => readFileSync(join(logs, `${name}.log`), 'utf8').split('\n')

  /** The home article's failed CMS requests an instance has logged (the CMS counts none while it is down). */
  function failedCmsRequests(/** @type {string} */ name) {
    return logLines(name).filter((line) => line.includes('"event":"cms_fetch_failed"') && line.includes('"articleId":49,')).length
  }

  /** @param {string} name */
  async function health(name) {
    return (await fetch(`${instance(name).url}/api/health?cms=1`)).json()
  }

  /** @param {string} name @param {boolean} connected */
  async function waitForSharing(name, connected, timeoutMs = 15_000) {
    await eventually(`instance ${name} reporting sharedCache.connected=${connected}`, async () => (await health(name)).sharedCache.connected === connected, timeoutMs)
  }

  /** The shared cache's log lines of an instance, parsed. @param {string} name */
  function sharedCacheLines(name) {
    return logLines(name)
      .filter((line) => line.includes('"event":"shared_cache_'))
      .map((line) => JSON.parse(line))
  }

  /** @param {string} name */
  const sharedCacheEvents = (name) => sharedCacheLines(name).map((line) => line.event)

  /** @param {string} name @param {number[]} [ids] */
  async function revalidate(name, ids = [49]) {
    const response = await fetch(`${instance(name).url}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    })
    return { status: response.status, body: await response.json() }
  }

  /**
   * An editor's edit of article 49, with no pause after the visits before it: a refresh that read
   * the article before the edit and stores its page after the webhook must not undo the edit.
   * @param {string} text
   */
  async function publish(text) {
    await control('/articles/49', { contents: `<h1>Saving for college in Texas</h1><p>${text}</p>` })
  }

  /** @param {string} mode @param {number[]} [ids] all articles when absent */
  async function cmsFault(mode, ids) {
    await control('/fault', { mode, ids })
  }

  /** @returns {Promise<Record<string, number>>} */
  async function cmsCounts() {
    return (await fetch(`${stub.controlUrl}/counts`)).json()
  }

  /** @param {string} path @param {unknown} body */
  async function control(path, body) {
    const response = await fetch(stub.controlUrl + path, { method: 'POST', body: JSON.stringify(body) })
    assert.equal(response.status, 200, `stub CMS control ${path}`)
  }

  /**
   * Visitors on `/` of each named instance, `concurrency` at a time each, for `seconds` or, with
   * `untilDone`, until `during` is done; `during` runs alongside (a fault to inject, edits to
   * publish). Resolves every request's status, start and time and, with `record`, the article
   * text it showed, collected as they come (into `into`, given), for a `during` that watches them.
   * @param {string[]} names
   * @param {{ seconds?: number, untilDone?: boolean, concurrency: number, during?: (visits: Visit[]) => Promise<void>, record?: boolean, into?: Visit[] }} options
   */
  async function load(names, { seconds = 0, untilDone = false, concurrency, during, record = false, into = [] }) {
    let end = untilDone ? Infinity : Date.now() + seconds * 1000
    const results = into
    const visitor = async (/** @type {string} */ name) => {
      while (Date.now() < end) {
        const startedAt = Date.now()
        let status = 0
        let text
        try {
          const response = await fetch(`${instance(name).url}/`, { signal: AbortSignal.timeout(10_000) })
          const html = await response.text()
          status = response.status
          if (record) text = articleText(html)
        } catch {
          // counted as status 0
        }
        results.push({ name, status, startedAt, ms: Date.now() - startedAt, text })
      }
    }
    await Promise.all([
      ...names.flatMap((name) => Array.from({ length: concurrency }, () => visitor(name))),
      during?.(results).finally(() => {
        if (untilDone) end = Date.now()
      }),
    ])
    return results
  }

  /** Builds unless an up-to-date build is there. */
  async function buildUnlessReused() {
    await siteBuild(fleetBuild, { log: join(logs, `build-${dist}.log`) })
  }

  async function close() {
    for (const { child } of instances.values()) child.kill('SIGTERM')
    instances.clear()
    await stub.stop()
    rmSync(work, { recursive: true, force: true })
  }

  return {
    dist,
    stub,
    build,
    buildUnlessReused,
    startInstance,
    stopInstance,
    home,
    visit,
    shownWithinAWindow,
    throughRefreshes,
    failedCmsRequests,
    logLines,
    health,
    waitForSharing,
    sharedCacheLines,
    sharedCacheEvents,
    revalidate,
    publish,
    cmsFault,
    cmsCounts,
    control,
    load,
    close,
  }
}

/** @typedef {{ name: string, status: number, startedAt: number, ms: number, text?: string }} Visit */

/**
 * A page's article text: the first paragraph of its last article (a home page's help contact comes
 * before its content), the failure state or the removed article's line. @param {string} html
 */
function articleText(html) {
  if (html.includes(FAILURE_TEXT)) return FAILURE_TEXT
  if (html.includes(REMOVED_TEXT)) return REMOVED_TEXT
  return [...html.matchAll(/<div class="article">[\s\S]*?<p>([\s\S]*?)<\/p>/g)].at(-1)?.[1] ?? '(no article)'
}

/** @param {{ name: string, status: number }[]} results */
export const statusesOtherThan200 = (results) => results.filter((result) => result.status !== 200)
/** @param {{ ms: number }[]} results */
export const slowest = (results) => Math.max(...results.map((result) => result.ms))
