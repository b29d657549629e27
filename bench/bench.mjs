// What one server carries: `npm run bench [-- --dist .next --duration 12 --rounds 3 --connections 200]`.
//
// Builds nothing: it measures the standalone build you made (`npm run build`, or any dist folder
// with --dist). It starts the stub CMS and that build's server on loopback, pointed at the stub,
// and loads `/` and `/contact` (and `/es` beside `/`) for a fixed time at fixed concurrency, asking as browsers do
// (Accept-Encoding), with wrk where it is installed and otherwise autocannon's worker threads
// (--generator wrk|autocannon to choose; the report says which). Where nginx is installed, the
// same run also measures nginx sending the same page from a pre-compressed file (gzip_static: the
// ceiling on this machine) and from a plain file, and the site behind deploy/nginx.conf. It
// prints one table and writes it to bench/RESULTS.md (--out elsewhere, --out - for no file).
//
// The machine may be shared, and its load changes from second to second, so each page's rows are
// measured in rounds: every round loads each target for duration/rounds seconds, one after the
// other, and a row adds up its target's rounds. Busy moments then fall on all rows alike.
//
// The home page's bare-server row starts (in its first round) right after the revalidation
// webhook has expired both of its articles, so it includes a page regeneration under full load:
// the CMS column shows how many requests that cost the CMS. Beside it, in the same rounds and
// after the same webhook, three more servers of the same build with OpenTelemetry on: one exporting
// to a stub collector on loopback (what telemetry costs a page), one to a collector that never
// answers (what a hung collector costs a page), one exporting metrics only (what traces cost).
//
// Beside every page's rows, in the same rounds: an empty Next.js app of the installed version (one
// page, one paragraph, prerendered; bench/empty-next-app.mjs), the framework's own floor on this
// machine, which Node alone should reach on `/` and `/contact`.
//
// --before-dist <folder>    another build of the site (say, of the main branch, or of the commit
//                           before a change): its Node alone and its nginx cache on each page, in
//                           the same rounds, so a change is measured before and after in one run.
//
// Two more home-page rows, each from a build of its own:
// --cms-down-dist <folder>  a build made while the CMS was down (CMS_BASE_URL pointing at nothing),
//                           served by Node alone once the CMS is back: it must be cached again.
// --redis-dist <folder>     a build made with REDIS_URL set: two instances sharing one Redis
//                           (started here) behind deploy/nginx.conf, with a 3-second window, so
//                           the CMS column shows requests per article per window for the fleet.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import http from 'node:http'
import { basename, join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { startOtlpReceiver } from '../test-support/otlp-receiver.mjs'
import { startStubCms } from '../test-support/stub-cms.mjs'
import { STUB_ARTICLES_FILE } from '../test-support/stub-cms-articles.mjs'
import { env } from '../next-server/env.mjs'
import { BROWSER_ACCEPT_ENCODING, loadGenerator } from './load-generator.mjs'
import { freePort, startRedisServer, startStandaloneServer, waitUntilUp } from '../test-support/loopback.mjs'
import { localNginxConfig } from '../test-support/nginx-local-config.mjs'
import { startEmptyNextApp } from './empty-next-app.mjs'
import { commandLine, describeMachine, loadAverages, publishReport } from './report.mjs'

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: env.NEXT_DIST_DIR },
    duration: { type: 'string', default: '12' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '2' },
    generator: { type: 'string', default: 'auto' },
    out: { type: 'string', default: 'bench/RESULTS.md' },
    'cms-down-dist': { type: 'string' },
    'redis-dist': { type: 'string' },
    'before-dist': { type: 'string' },
  },
})
const DURATION = Number(options.duration)
const CONNECTIONS = Number(options.connections)
const WARMUP = Number(options.warmup)
const ROUNDS = Number(options.rounds)
const SLICE = Math.max(1, Math.round(DURATION / ROUNDS)) // wrk takes whole seconds
const TIMEOUT_SECONDS = 10 // stated in the report
const CEILING = 'nginx, pre-compressed file (gzip_static)'
// The same file sent with every header a visitor gets from the cache: the same bytes, so what is
// left between this row and the cache's is the proxy cache's own work.
const SAME_BYTES_CEILING = "nginx, pre-compressed file with the page's headers"
// What nginx writes itself when it sends a file (or only describes the connection or the body).
const FILE_SERVER_HEADERS = new Set([
  'server',
  'date',
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
  'last-modified',
  'accept-ranges',
])
const CACHE_TARGET = 0.9 // behind the cache: this share of the ceiling, or better
const PAGES = ['/', '/contact']
// The home page's English body and help block (the stub's table: test-support/stub-cms-articles.json).
const ARTICLE_IDS = [49, 19]
const FLEET_WINDOW_SECONDS = 3
const CMS_DOWN_ROW = 'Node alone, built with the CMS down, after it returned'
// `/contact` on Node alone in the `/` rounds: the home page's cost on Node, interleaved.
const CONTACT_BESIDE_HOME_ROW = 'Node alone, `/contact` in the same rounds'
const HOME_VS_CONTACT_TARGET = 0.8
// `/es` on Node alone in the `/` rounds: the Spanish home page costs what the English one does.
const SPANISH_BESIDE_HOME_ROW = 'Node alone, `/es` in the same rounds'
const SPANISH_VS_HOME_TARGET = 0.9
// The same build on Node alone with OpenTelemetry on, in the `/` rounds beside the Node-alone row
// (telemetry off): what telemetry costs a page, and what a collector that hangs costs one.
const TELEMETRY_ROW = 'Node alone, telemetry on (OTLP to a local collector)'
const HUNG_COLLECTOR_ROW = 'Node alone, telemetry on, the collector never answering'
const METRICS_ONLY_ROW = 'Node alone, telemetry on, metrics only (OTEL_TRACES_EXPORTER=none)'
const TELEMETRY_TARGET = 0.9
const FLEET_ROW = `nginx cache → 2 Node instances sharing Redis (${FLEET_WINDOW_SECONDS} s window)`
// The framework's floor: an empty Next.js app's prerendered page, in every page's rounds.
const EMPTY_APP_ROW = 'Node alone, an empty Next.js app (its prerendered `/`)'
const EMPTY_APP_TARGET = 0.85
// Resident memory under the same load, against the empty app's.
const RSS_TARGET = 2
const BEFORE_NODE_ROW = `Node alone, before (${options['before-dist']})`
const BEFORE_CACHE_ROW = `nginx cache → Node, before (${options['before-dist']})`
// deploy/nginx.conf with its copies held 10 minutes instead of 1 s: the cache's own work with no
// re-checks, so the report can say how much of the gap to the file is the one-second hold's price
// (a re-check with Node every second, which keeps a publish within 3 s).
const HELD_CACHE_ROW = 'nginx cache → Node, copies held 10 min (no re-checks)'
const HELD_SECONDS = 600
const generator = loadGenerator(/** @type {'auto' | 'wrk' | 'autocannon'} */ (options.generator))

for (const dist of [options.dist, options['cms-down-dist'], options['redis-dist'], options['before-dist']]) {
  if (dist === undefined || existsSync(join(dist, 'standalone', 'server.js'))) continue
  console.error(
    `No production build at ${dist}. The benchmark measures builds and makes none: run\n` +
      '  npm run build\n' +
      `first (or pass --dist <folder> for a build made with NEXT_DIST_DIR=<folder>).`,
  )
  process.exit(1)
}

const workDir = mkdtempSync(join(os.tmpdir(), 'tuition-bench-'))
chmodSync(workDir, 0o755) // nginx workers run as an unprivileged user when started by root
const revalidateSecret = randomBytes(24).toString('hex')
const stub = await startStubCms()
const collector = await startOtlpReceiver()
const hungCollector = await startOtlpReceiver({ answers: false })
const children = new Set()
/** Stops the servers and waits for them to exit, so none writes into workDir once it is removed. */
const cleanUp = () =>
  Promise.all(
    [...children].map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return undefined
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      return exited
    }),
  )
process.on('SIGINT', () => {
  cleanUp().finally(() => process.exit(130))
})

// Other work on the machine skews every figure; the report says how busy it was.
const loadAtStart = loadAverages()
/** @type {Awaited<ReturnType<typeof startEmptyNextApp>> | undefined} */
let emptyApp
try {
  const next = await startNext()
  const telemetryEnv = (/** @type {string} */ endpoint) => ({
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_SERVICE_NAME: 'tuition-site-bench',
    OTEL_METRIC_EXPORT_INTERVAL: '5000',
  })
  const withTelemetry = await startNext({ name: 'telemetry', env: telemetryEnv(collector.url) })
  const withHungCollector = await startNext({ name: 'hung-collector', env: telemetryEnv(hungCollector.url) })
  const withMetricsOnly = await startNext({ name: 'metrics-only', env: { ...telemetryEnv(collector.url), OTEL_TRACES_EXPORTER: 'none' } })
  const nginx = hasNginx() ? await startNginx(next.port) : undefined
  if (!nginx) console.log('nginx is not installed: measuring the Node server alone (apt-get install nginx-light).')
  const before = options['before-dist'] ? await startNext({ name: 'before', dist: options['before-dist'] }) : undefined
  const beforeCache = before && nginx ? await startNginxCache('before-nginx', [before.port]) : undefined
  const heldCache = nginx ? await startNginxCache('held-nginx', [next.port], { holdSeconds: HELD_SECONDS }) : undefined
  console.log('Building and starting an empty Next.js app (the floor)...')
  emptyApp = await startEmptyNextApp()
  children.add(emptyApp.child)
  const cmsDown = options['cms-down-dist'] ? await startRecoveredCmsDownBuild(options['cms-down-dist']) : undefined
  const fleet = options['redis-dist'] && nginx ? await startRedisFleet(options['redis-dist']) : undefined

  console.log(`Load generator: ${generator.description}`)
  const rows = []
  for (const page of PAGES) {
    const targets = nginx
      ? [
          { name: CEILING, url: `${nginx.preCompressedUrl}${page}` },
          { name: SAME_BYTES_CEILING, url: `${nginx.sameBytesUrl}${page}` },
          { name: 'nginx, plain file', url: `${nginx.plainUrl}${page}` },
          { name: 'nginx cache → Node', url: `${nginx.cacheUrl}${page}` },
          { name: HELD_CACHE_ROW, url: `${heldCache?.cacheUrl}${page}` },
          { name: 'Node alone', url: `${next.url}${page}`, server: next },
        ]
      : [{ name: 'Node alone', url: `${next.url}${page}`, server: next }]
    targets.push({ name: EMPTY_APP_ROW, url: `${emptyApp.url}/`, pid: emptyApp.child.pid })
    if (before) targets.push({ name: BEFORE_NODE_ROW, url: `${before.url}${page}`, server: before })
    if (beforeCache) targets.push({ name: BEFORE_CACHE_ROW, url: `${beforeCache.cacheUrl}${page}`, pid: before?.child.pid })
    if (page === '/') targets.push({ name: CONTACT_BESIDE_HOME_ROW, url: `${next.url}/contact` })
    if (page === '/') targets.push({ name: SPANISH_BESIDE_HOME_ROW, url: `${next.url}/es` })
    if (page === '/') targets.push({ name: TELEMETRY_ROW, url: `${withTelemetry.url}/`, server: withTelemetry })
    if (page === '/') targets.push({ name: HUNG_COLLECTOR_ROW, url: `${withHungCollector.url}/`, server: withHungCollector })
    if (page === '/') targets.push({ name: METRICS_ONLY_ROW, url: `${withMetricsOnly.url}/`, server: withMetricsOnly })
    if (page === '/' && cmsDown) targets.push({ name: CMS_DOWN_ROW, url: `${cmsDown.url}/` })
    if (page === '/' && fleet) targets.push({ name: FLEET_ROW, url: `${fleet.cacheUrl}/` })
    for (const target of targets) {
      await load(target.url, WARMUP) // fills caches and JIT; not counted
      const sample = await browserGet(target.url)
      target.encoding = sample.headers['content-encoding'] ?? 'none'
      target.headerBytes = headerBytes(sample)
      target.slices = []
      target.cpuMicroseconds = 0
      target.cms = {}
      target.rssPeakMb = 0
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) {
        // After the other rows' rounds, a cached copy is long past its time, and nginx sends it
        // to nobody while it is checked: the round's 200 connections, arriving together, would
        // each wait for Node (the first second of a page nobody asked for, measured by the nginx
        // test, not the cache's rate). Every nginx row, file or cache, starts the same way.
        if (target.name.startsWith('nginx')) await load(target.url, 1)
        await control('/reset')
        if (target.server && page === '/' && round === 0) await revalidate(target.server.url, ARTICLE_IDS)
        const pid = target.pid ?? (target.server ?? next).child.pid
        const rss = sampleRss(pid)
        const cpuBefore = treeCpuMicroseconds(pid)
        target.slices.push(await load(target.url, SLICE))
        target.cpuMicroseconds += treeCpuMicroseconds(pid) - cpuBefore
        for (const [id, count] of Object.entries(await counts())) target.cms[id] = (target.cms[id] ?? 0) + count
        target.rssPeakMb = Math.max(target.rssPeakMb, rss.stop())
      }
    }
    for (const { name, encoding, headerBytes, slices, cpuMicroseconds, cms, rssPeakMb } of targets) {
      const result = combine(slices)
      const cpuPerAnswer = name.startsWith('Node alone') ? cpuMicroseconds / Math.max(1, result.responses) : undefined
      rows.push({ page, target: name, result, encoding, headerBytes, cpuPerAnswer, cms, rssPeakMb })
      console.log(`  ${page.padEnd(9)} ${name.padEnd(42)} ${Math.round(rate(result))} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`)
    }
  }

  publishReport(formatReport(rows, next, nginx), options.out)
} finally {
  emptyApp?.stop()
  await cleanUp()
  await stub.stop()
  await collector.close()
  await hungCollector.close()
  rmSync(workDir, { recursive: true, force: true })
}

/**
 * The build's server on loopback, pointed at the stub CMS.
 * @param {{ name?: string, env?: Record<string, string> }} [variant] a second server of the same build, with more
 *   environment, run from a copy of its own so that it regenerates pages into its own folder
 */
async function startNext({ name = 'server', env: extraEnv = {}, dist = options.dist } = {}) {
  const logFile = join(workDir, `${name}.log`)
  let distDir = dist
  if (name !== 'server') {
    distDir = join(workDir, name)
    cpSync(join(dist, 'standalone'), join(distDir, 'standalone'), { recursive: true })
  }
  const server = await startStandaloneServer({
    distDir,
    logFile,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: basename(dist),
      CMS_BASE_URL: stub.cmsUrl,
      CMS_ARTICLES_FILE: STUB_ARTICLES_FILE,
      REVALIDATE_SECRET: revalidateSecret,
      ...extraEnv,
    },
  })
  children.add(server.child)
  return { ...server, logFile }
}

/**
 * A build made while the CMS was down, from a copy (its server writes regenerated pages into its
 * folder), started with the CMS up: resolves once its home page is cached again, as the site
 * promises within RETRY_SECONDS of the CMS's return.
 * @param {string} dist
 */
async function startRecoveredCmsDownBuild(dist) {
  const copy = join(workDir, 'cms-down')
  cpSync(join(dist, 'standalone'), join(copy, 'standalone'), { recursive: true })
  const server = await startStandaloneServer({
    distDir: copy,
    logFile: join(workDir, 'cms-down.log'),
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: basename(dist), CMS_BASE_URL: stub.cmsUrl },
  })
  children.add(server.child)
  const deadline = Date.now() + 30_000
  while (!((await fetch(`${server.url}/`)).headers.get('cache-control') ?? '').includes('s-maxage')) {
    if (Date.now() > deadline) throw new Error(`${dist}: the home page was not cacheable 30 s after the CMS returned`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return server
}

/**
 * Two instances of a build made with REDIS_URL, each from its own copy, sharing one redis-server
 * started here, behind a second nginx with the shipped configuration and both as upstreams.
 * @param {string} dist
 */
async function startRedisFleet(dist) {
  const redisPort = await freePort()
  children.add(await startRedisServer(redisPort))
  const ports = []
  for (const name of ['a', 'b']) {
    const copy = join(workDir, `fleet-${name}`)
    cpSync(join(dist, 'standalone'), join(copy, 'standalone'), { recursive: true })
    const server = await startStandaloneServer({
      distDir: copy,
      logFile: join(workDir, `fleet-${name}.log`),
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: basename(dist),
        CMS_BASE_URL: stub.cmsUrl,
        CMS_REVALIDATE_SECONDS: String(FLEET_WINDOW_SECONDS),
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      },
    })
    children.add(server.child)
    ports.push(server.port)
  }
  return startNginxCache('fleet-nginx', ports)
}

/**
 * One more nginx with the shipped configuration, in front of the given Node servers.
 * @param {string} name its folder under the run's
 * @param {number[]} ports
 * @param {{ holdSeconds?: number }} [variant] holdSeconds: how long a copy is held instead of 1 s
 */
async function startNginxCache(name, ports, { holdSeconds } = {}) {
  const prefix = join(workDir, name)
  mkdirSync(join(prefix, 'logs'), { recursive: true })
  const listenPort = await freePort()
  let config = localNginxConfig({ listenPort, upstreamPorts: ports })
  if (holdSeconds) {
    const held = config.replace('"max-age=1, stale-while-revalidate=1"', `"max-age=${holdSeconds}, stale-while-revalidate=1"`)
    if (held === config) throw new Error('deploy/nginx.conf no longer holds copies with "max-age=1, stale-while-revalidate=1"')
    config = held
  }
  writeFileSync(join(prefix, 'nginx.conf'), config)
  const child = spawn('nginx', ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' })
  children.add(child)
  const cacheUrl = `http://127.0.0.1:${listenPort}`
  await waitUntilUp(`${cacheUrl}/`)
  return { cacheUrl }
}

function hasNginx() {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0
}

/**
 * One nginx with the shipped cache config and, beside it, three server blocks sending the same
 * pages from files: pre-compressed (gzip_static, the ceiling), pre-compressed with the headers the
 * cache sends (added once the cache has answered, by reloading nginx), and plain.
 */
async function startNginx(nodePort) {
  const cachePort = await freePort()
  const [preCompressedPort, sameBytesPort, plainPort] = [await freePort(), await freePort(), await freePort()]
  const staticRoot = join(workDir, 'static')
  mkdirSync(staticRoot)
  const files = {}
  for (const page of PAGES) {
    const response = await fetch(`http://127.0.0.1:${nodePort}${page}`)
    if (!response.ok) throw new Error(`${page} answered ${response.status} before the benchmark started`)
    files[page] = page === '/' ? 'index.html' : `${page.slice(1)}.html`
    const html = Buffer.from(await response.arrayBuffer())
    writeFileSync(join(staticRoot, files[page]), html)
    writeFileSync(join(staticRoot, `${files[page]}.gz`), gzipSync(html, { level: 9 }))
  }
  // open_file_cache: the files get the same advantage as the cache's copies in deploy/nginx.conf.
  const fileServer = (port, extra, pageHeaders = {}) => `
    server {
        listen 127.0.0.1:${port};
        root ${staticRoot};
        default_type text/html;
        open_file_cache max=100;
        ${extra}
${PAGES.map((page) => `        location = ${page} { try_files /${files[page]} =404; ${(pageHeaders[page] ?? []).join(' ')} }`).join('\n')}
    }
`
  mkdirSync(join(workDir, 'logs'))
  const config = join(workDir, 'nginx.conf')
  const writeConfig = (pageHeaders) => {
    const extraServers =
      fileServer(preCompressedPort, 'gzip_static on;') +
      fileServer(plainPort, '') +
      (pageHeaders ? fileServer(sameBytesPort, 'gzip_static on; charset utf-8;', pageHeaders) : '')
    writeFileSync(config, localNginxConfig({ listenPort: cachePort, upstreamPorts: [nodePort], extraServers }))
  }
  writeConfig(undefined)
  const child = spawn('nginx', ['-p', `${workDir}/`, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' })
  children.add(child)
  const cacheUrl = `http://127.0.0.1:${cachePort}`
  const preCompressedUrl = `http://127.0.0.1:${preCompressedPort}`
  const sameBytesUrl = `http://127.0.0.1:${sameBytesPort}`
  const plainUrl = `http://127.0.0.1:${plainPort}`
  await waitUntilUp(`${preCompressedUrl}/`)
  await waitUntilUp(`${plainUrl}/`)
  await waitUntilUp(`${cacheUrl}/contact`)

  const pageHeaders = {}
  for (const page of PAGES) {
    await browserGet(`${cacheUrl}${page}`) // the first answer may be a miss; the second is the stored copy
    pageHeaders[page] = addHeaderLines((await browserGet(`${cacheUrl}${page}`)).rawHeaders)
  }
  writeConfig(pageHeaders)
  const reload = spawnSync('nginx', ['-p', `${workDir}/`, '-c', config, '-s', 'reload'], { encoding: 'utf8' })
  if (reload.status !== 0) throw new Error(`nginx did not reload: ${reload.stderr}`)
  await waitUntilUp(`${sameBytesUrl}/`)

  const version = spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')
  return { cacheUrl, preCompressedUrl, sameBytesUrl, plainUrl, version }
}

/**
 * The bytes of an answer's status line and headers, as sent.
 * @param {http.IncomingMessage} response
 */
function headerBytes(response) {
  const lines = [`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}`]
  for (let index = 0; index < response.rawHeaders.length; index += 2) lines.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`)
  return Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`)
}

/** `add_header` lines that make a file's answer carry the cache's other headers. */
function addHeaderLines(raw) {
  const lines = []
  for (let index = 0; index < raw.length; index += 2) {
    const [name, value] = [raw[index], raw[index + 1]]
    if (FILE_SERVER_HEADERS.has(name.toLowerCase())) continue
    // nginx reads $ as a variable and has no escape for it; no header of ours holds one.
    if (/[$"\\]/.test(value)) throw new Error(`cannot repeat the header ${name} in nginx's configuration: ${value}`)
    lines.push(`add_header ${name} "${value}";`)
  }
  return lines
}

function load(url, seconds) {
  return generator.run(url, { connections: CONNECTIONS, seconds, timeoutSeconds: TIMEOUT_SECONDS })
}

/**
 * One row from its rounds: counts add up; each latency percentile is the median of the rounds'
 * (the rounds are equally long), the maximum the highest.
 * @param {import('./load-generator.mjs').LoadResult[]} slices
 */
function combine(slices) {
  const sum = (key) => slices.reduce((total, slice) => total + slice[key], 0)
  const middle = (key) => {
    const sorted = slices.map((slice) => slice[key]).sort((a, b) => a - b)
    const half = Math.floor(sorted.length / 2)
    return sorted.length % 2 === 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
  }
  return {
    ok: sum('ok'),
    seconds: sum('seconds'),
    p50: middle('p50'),
    p90: middle('p90'),
    p99: middle('p99'),
    max: Math.max(...slices.map((slice) => slice.max)),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    httpErrors: sum('httpErrors'),
    responses: sum('responses'),
    bytes: sum('bytes'),
  }
}

/** Successful requests per second. */
function rate(result) {
  return result.ok / result.seconds
}

/**
 * A browser's request; resolves to the whole answer's headers as sent, untouched (fetch would
 * decode the body out of sight and merge repeated headers).
 * @returns {Promise<http.IncomingMessage>}
 */
function browserGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (response) => {
        response.resume()
        response.on('end', () => resolve(response))
      })
      .on('error', reject)
  })
}

/** Peak resident memory of the Node server and any processes it started, sampled every 100 ms. */
function sampleRss(pid) {
  let peakKb = 0
  const timer = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(pid))), 100)
  return {
    stop() {
      clearInterval(timer)
      return Math.round(Math.max(peakKb, treeRssKb(pid)) / 1024)
    },
  }
}

function treeRssKb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const own = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0)
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean)
    return own + children.reduce((sum, child) => sum + treeRssKb(Number(child)), 0)
  } catch {
    return 0 // not Linux, or the process has gone
  }
}

/**
 * CPU time (user and system, all threads) of a process and the processes it started, in µs, from
 * /proc: clock ticks of 1/100 s, as Linux counts them.
 */
function treeCpuMicroseconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    const own = (Number(fields[11]) + Number(fields[12])) * 10_000
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean)
    return own + children.reduce((sum, child) => sum + treeCpuMicroseconds(Number(child)), 0)
  } catch {
    return 0 // not Linux, or the process has gone
  }
}

/** VmHWM: the most memory the server process ever held, from start to now. */
function highWaterMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Math.round(Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024)
  } catch {
    return undefined
  }
}

async function control(path) {
  const response = await fetch(stub.controlUrl + path, { method: path === '/counts' ? 'GET' : 'POST' })
  if (!response.ok) throw new Error(`stub CMS control ${path} answered ${response.status}`)
  return response.json()
}

function counts() {
  return control('/counts')
}

async function revalidate(baseUrl, ids) {
  const response = await fetch(`${baseUrl}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${revalidateSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  })
  if (!response.ok) throw new Error(`the revalidation webhook answered ${response.status}`)
}

function formatReport(rows, next, nginx) {
  const nextVersion = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version
  const rowOf = (page, target) => rows.find((row) => row.page === page && row.target === target)
  const ceilingOf = (page) => rowOf(page, CEILING)
  const ms = (value) => (value < 10 ? value.toFixed(1) : String(Math.round(value)))
  const table = [
    '| Page | Served by | Requests/s | vs pre-compressed | p50 ms | p90 ms | p99 ms | max ms | Errors | HTTP errors | Sent as | KB per answer | Header bytes | Node CPU µs per answer | CMS requests | Node RSS peak |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|--:|--:|--:|---|--:|',
    ...rows.map(({ page, target, result, encoding, headerBytes: headerSize, cpuPerAnswer, cms, rssPeakMb }) => {
      const ceiling = ceilingOf(page)
      const ratio = ceiling ? `${Math.round((100 * rate(result)) / rate(ceiling.result))} %` : 'n/a'
      // Node takes no part in serving the files.
      const usesNode = !target.includes(' file')
      const cmsText = usesNode ? ARTICLE_IDS.map((id) => `#${id}: ${cms[id] ?? 0}`).join(', ') : '—'
      const rssText = usesNode ? `${rssPeakMb} MB` : '—'
      const errors = result.timeouts > 0 ? `${result.errors} (${result.timeouts} timed out)` : String(result.errors)
      const latencies = [result.p50, result.p90, result.p99, result.max].map(ms).join(' | ')
      return `| \`${page}\` | ${target} | ${Math.round(rate(result))} | ${ratio} | ${latencies} | ${errors} | ${result.httpErrors} | ${encoding} | ${(result.bytes / Math.max(1, result.responses) / 1024).toFixed(1)} | ${headerSize} | ${cpuPerAnswer === undefined ? '—' : Math.round(cpuPerAnswer)} | ${cmsText} | ${rssText} |`
    }),
  ]

  const verdicts = []
  for (const page of PAGES) {
    const cached = rows.find((row) => row.page === page && row.target.startsWith('nginx cache'))
    const ceiling = ceilingOf(page)
    const sameBytes = rowOf(page, SAME_BYTES_CEILING)
    if (cached && ceiling && sameBytes) {
      const shareOf = (row) => rate(cached.result) / rate(row.result)
      const verdict = (share) => `${Math.round(100 * share)} % (target ≥ ${100 * CACHE_TARGET} %): ${share >= CACHE_TARGET ? 'met' : 'NOT met'}`
      verdicts.push(
        `- \`${page}\` behind the cache: against the pre-compressed file, ${verdict(shareOf(ceiling))}; against the same file ` +
          `sent with the page's headers (the same bytes), ${verdict(shareOf(sameBytes))}; median latency ` +
          `${ms(cached.result.p50)} ms against ${ms(ceiling.result.p50)} ms, p99 ${ms(cached.result.p99)} ms against ${ms(ceiling.result.p99)} ms. ` +
          `The two shares differ by the headers: ${cached.headerBytes} bytes of them on each answer from the cache, ` +
          `${ceiling.headerBytes} on the bare file's (the file with the page's headers: ${sameBytes.headerBytes}); ` +
          'nginx parses the stored ones again on every hit, and writing them costs the file server as much',
      )
      const held = rowOf(page, HELD_CACHE_ROW)
      if (held) {
        const heldShare = rate(held.result) / rate(sameBytes.result)
        const recheckPoints = Math.round(100 * (heldShare - shareOf(sameBytes)))
        verdicts.push(
          `- \`${page}\` behind the cache with its copies held 10 minutes (no re-checks): ${Math.round(100 * heldShare)} % of the same bytes, ` +
            `p99 ${ms(held.result.p99)} ms: the cache's own work. ` +
            (recheckPoints > 0
              ? `The ${recheckPoints} points between it and the shipped configuration are the one-second hold's re-checks`
              : `The shipped configuration is at or above it (${-recheckPoints} points): the one-second hold's re-checks cost no throughput measurable here`) +
            ' (each second one visit asks Node while the others get the copy, which keeps a publish within 3 s behind nginx)',
        )
      }
      const beforeCache = rowOf(page, BEFORE_CACHE_ROW)
      if (beforeCache) {
        verdicts.push(
          `- \`${page}\` behind the cache, before (\`${options['before-dist']}\`): ${Math.round((100 * rate(beforeCache.result)) / rate(ceiling.result))} % of the pre-compressed file ` +
            `in the same rounds (now ${Math.round(100 * shareOf(ceiling))} %), ${beforeCache.headerBytes} bytes of headers (now ${cached.headerBytes})`,
        )
      }
    }
    const bare = rowOf(page, 'Node alone')
    const failures = bare.result.errors + bare.result.httpErrors
    verdicts.push(`- \`${page}\` on Node alone at ${CONNECTIONS} connections: ${failures} errors or HTTP errors (target 0): ${failures === 0 ? 'met' : 'NOT met'}`)
  }

  for (const page of PAGES) {
    const bare = rowOf(page, 'Node alone')
    const empty = rowOf(page, EMPTY_APP_ROW)
    if (!bare || !empty) continue
    const share = rate(bare.result) / rate(empty.result)
    verdicts.push(
      `- \`${page}\` on Node alone: ${Math.round(100 * share)} % of an empty Next.js app's prerendered page in the same rounds ` +
        `(${Math.round(rate(bare.result))} against ${Math.round(rate(empty.result))} req/s; target ≥ ${100 * EMPTY_APP_TARGET} %: ` +
        `nothing of ours costs a request more than the framework's own work): ${share >= EMPTY_APP_TARGET ? 'met' : 'NOT met'}; ` +
        `CPU per answer ${Math.round(bare.cpuPerAnswer)} µs against the empty app's ${Math.round(empty.cpuPerAnswer)} µs ` +
        '(steadier than requests/s when other work shares the machine)',
    )
    const beforeRow = rowOf(page, BEFORE_NODE_ROW)
    if (beforeRow) {
      verdicts.push(
        `- \`${page}\` on Node alone, before (\`${options['before-dist']}\`): ${Math.round((100 * rate(beforeRow.result)) / rate(empty.result))} % of the empty app ` +
          `in the same rounds (${Math.round(rate(beforeRow.result))} req/s; now ${Math.round(rate(bare.result))}), ` +
          `CPU per answer ${Math.round(beforeRow.cpuPerAnswer)} µs (now ${Math.round(bare.cpuPerAnswer)})`,
      )
    }
  }
  const nodeRssPeak = Math.max(...rows.filter((row) => row.target === 'Node alone').map((row) => row.rssPeakMb))
  const emptyRssPeak = Math.max(...rows.filter((row) => row.target === EMPTY_APP_ROW).map((row) => row.rssPeakMb))
  if (emptyRssPeak > 0) {
    const share = nodeRssPeak / emptyRssPeak
    verdicts.push(
      `- Node's resident memory under load: ${nodeRssPeak} MB at its peak, against ${emptyRssPeak} MB for the empty app under the same load ` +
        `(target ≤ ${RSS_TARGET}× the empty app's): ${share <= RSS_TARGET ? 'met' : 'NOT met'}`,
    )
  }

  const bareHome = rowOf('/', 'Node alone')
  const contactBesideHome = rowOf('/', CONTACT_BESIDE_HOME_ROW)
  if (bareHome && contactBesideHome) {
    const share = rate(bareHome.result) / rate(contactBesideHome.result)
    verdicts.push(
      `- \`/\` on Node alone: ${Math.round(100 * share)} % of \`/contact\`'s requests/s in the same rounds ` +
        `(target ≥ ${100 * HOME_VS_CONTACT_TARGET} %: nothing runs per request for the home page): ${share >= HOME_VS_CONTACT_TARGET ? 'met' : 'NOT met'}`,
    )
  }
  const spanishBesideHome = rowOf('/', SPANISH_BESIDE_HOME_ROW)
  if (bareHome && spanishBesideHome) {
    const share = rate(spanishBesideHome.result) / rate(bareHome.result)
    verdicts.push(
      `- \`/es\` on Node alone: ${Math.round(100 * share)} % of \`/\`'s requests/s in the same rounds ` +
        `(target ≥ ${100 * SPANISH_VS_HOME_TARGET} %: the Spanish page is served as the English one is): ${share >= SPANISH_VS_HOME_TARGET ? 'met' : 'NOT met'}`,
    )
  }
  for (const [target, what] of [
    [TELEMETRY_ROW, 'telemetry on (OTLP to a local collector)'],
    [METRICS_ONLY_ROW, "metrics only (no tracer, so Next's own span machinery stays off)"],
  ]) {
    const row = rowOf('/', target)
    if (!bareHome || !row) continue
    const share = rate(row.result) / rate(bareHome.result)
    verdicts.push(
      `- \`/\` on Node alone with ${what}: ${Math.round(100 * share)} % of its requests/s with telemetry off, ` +
        `in the same rounds (target ≥ ${100 * TELEMETRY_TARGET} %): ${share >= TELEMETRY_TARGET ? 'met' : 'NOT met'}`,
    )
  }
  const hung = rowOf('/', HUNG_COLLECTOR_ROW)
  if (bareHome && hung) {
    const share = rate(hung.result) / rate(bareHome.result)
    const failures = hung.result.errors + hung.result.httpErrors
    verdicts.push(
      `- \`/\` on Node alone with the collector never answering: ${Math.round(100 * share)} % of its requests/s with telemetry off, ` +
        `p99 ${ms(hung.result.p99)} ms against ${ms(bareHome.result.p99)} ms, ${failures} errors (target ≥ ${100 * TELEMETRY_TARGET} %, 0 errors): ` +
        `${share >= TELEMETRY_TARGET && failures === 0 ? 'met' : 'NOT met'}`,
    )
  }
  const recovered = rows.find((row) => row.target === CMS_DOWN_ROW)
  if (bareHome && recovered) {
    const share = rate(recovered.result) / rate(bareHome.result)
    verdicts.push(
      `- \`/\` from the build made with the CMS down, once it returned: ${Math.round(100 * share)} % of the normal build's ` +
        `requests/s on Node alone, ${recovered.cms[ARTICLE_IDS[0]] ?? 0} CMS requests for article ${ARTICLE_IDS[0]}`,
    )
  }
  const shared = rows.find((row) => row.target === FLEET_ROW)
  if (shared) {
    // The row's rounds are apart, and a round of SLICE s overlaps up to ceil(SLICE / window) + 1 windows.
    const windows = ROUNDS * (Math.ceil(SLICE / FLEET_WINDOW_SECONDS) + 1)
    const most = Math.max(...ARTICLE_IDS.map((id) => shared.cms[id] ?? 0))
    verdicts.push(
      `- two instances sharing Redis: ${ARTICLE_IDS.map((id) => `article ${id} ${shared.cms[id] ?? 0}`).join(', ')} CMS requests ` +
        `in ${ROUNDS} rounds of ${SLICE} s, which overlap at most ${windows} windows of ${FLEET_WINDOW_SECONDS} s ` +
        `(target at most 2 per article per window): ${most <= 2 * windows ? 'met' : 'NOT met'}`,
    )
  }

  const log = readFileSync(next.logFile, 'utf8')
  const startupLines = log.split('\n').filter((line) => line.includes('"event":"startup"')).length
  const leaked = log.includes(revalidateSecret)

  return [
    '# Benchmark results',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${commandLine('bench')}\` on ${describeMachine()}, ` +
      `Node.js ${process.version}, Next.js ${nextVersion}` +
      `${nginx ? `, nginx ${nginx.version}` : ''}. Load averages (1, 5, 15 min): ${loadAtStart} when it began, ` +
      `${loadAverages()} when it ended. Build measured: \`${options.dist}\`.`,
    `Each row: ${generator.description}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SLICE} s (a page's rows take turns ` +
      `round by round) after a ${WARMUP} s warm-up, on loopback, ` +
      `each request sent with \`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\` as browsers send it; a request unanswered after ` +
      `${TIMEOUT_SECONDS} s counts as an error (timed out). The load generator runs on the same cores as the servers, so every ` +
      'figure is a floor for what the servers alone could do.',
    '',
    ...table,
    '',
    'Reading it: *vs pre-compressed* compares each row with nginx sending the same page from a gzip file made ' +
      'beforehand (gzip_static), the most this machine can serve; *with the page\'s headers* is that file sent with every ' +
      'header a visitor gets from the cache (its Content-Security-Policy and other security headers, Vary, Next\'s own), ' +
      'so the same bytes: the gap between it and the cache is the cache\'s own work, the rest is the cost of the headers; ' +
      '*nginx, plain file* is the same page uncompressed. ' +
      `*${HELD_CACHE_ROW}* is a second nginx with deploy/nginx.conf, but holding copies ${HELD_SECONDS} s instead of 1 s (\`max-age=${HELD_SECONDS}\` in \`$page_cache_control\`), in front of the same Node server: the cache without its once-a-second re-checks. ` +
      'Each round of an nginx row (the files\' too) starts after 1 s of the same load, not counted: after the other rows\' rounds a cached copy is long past its time and is sent to nobody while it is checked, so the round\'s 200 connections, arriving together, would each wait for Node. ' +
      '*Sent as* is the Content-Encoding a browser got; *KB per answer* counts headers and body as sent, *Header bytes* the status line and headers alone; *Node CPU µs per answer* is the Node server\'s CPU time (all its threads, from /proc) over the row\'s answers, which moves far less than requests/s when other work shares the machine. ' +
      `*${EMPTY_APP_ROW}* is an empty Next.js app of the installed version (one page, one paragraph, built here and served by \`next start\`), ` +
      "loaded in every page's rounds: the framework's own rate on this machine for a prerendered page, which the site's pages should reach on Node alone. " +
      (options['before-dist']
        ? `*${BEFORE_NODE_ROW}* and *${BEFORE_CACHE_ROW}* are the build in \`${options['before-dist']}\`, served the same way in the same rounds (its first \`/\` round after the same webhook). `
        : '') +
      "Latency percentiles are the median of the row's rounds, *max* the highest. " +
      '*CMS requests* counts what the stub CMS received during that row (the `/` Node-alone row\'s first round starts with the ' +
      'revalidation webhook, which fetches both articles and expires the page, so it includes regenerating the page under load). ' +
      `*${TELEMETRY_ROW}* is a second server of the same build with OpenTelemetry's variables set (traces and metrics over OTLP/HTTP to a stub collector on loopback, metrics every 5 s), ` +
      `*${HUNG_COLLECTOR_ROW}* a third, sending to a collector that reads each export and never answers (each export gives up after OTLP's 10 s timeout), ` +
      `and *${METRICS_ONLY_ROW}* a fourth, exporting metrics and no traces; ` +
      'all three start their first round after the same webhook as the Node-alone row; every other Node row has the variables unset. ' +
      "*Node RSS peak* is the Node server's resident memory during the row" +
      `${highWaterMb(next.child.pid) ? ` (its high-water mark over the whole run: ${highWaterMb(next.child.pid)} MB)` : ''}.`,
    '',
    ...verdicts,
    '',
    `Server log during the run: ${startupLines} start-up line${startupLines === 1 ? '' : 's'}; the revalidation secret ${leaked ? 'APPEARS' : 'does not appear'} in it.`,
    '',
  ].join('\n')
}
