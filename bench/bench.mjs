// What one server carries, side by side with its ceilings in one run:
// `npm run bench [-- --dist .next --before .next-before --seconds 12 --rounds 3 --connections 200 --out -]`.
//
// It measures the standalone build you made (`npm run build`; it builds none of the site), served
// with its environment (the bundled sample content unless CMS_BASE_URL is set), loaded with wrk
// (`apt-get install wrk`):
// - Node alone serving `/` against an empty Next.js app serving one prerendered page with the same
//   body HTML (bench/empty-next-app.mjs), both with Next's own ETag and compression, for a client
//   that asks for no compression and for one that asks for gzip as a browser does: target ≥ 0.8 of
//   its rate;
// - the nginx cache (deploy/nginx.conf) against nginx sending the same bytes and headers from a
//   file (the page gzipped beforehand, with every header the cache sends), gzip client: target ≥ 0.9.
// `--before` names a second build (of the code before a change), whose Node rows take the same
// turns. The machine is shared and its load moves from second to second, so a page's rows take turns
// round by round and busy moments fall on all of them alike; a row's rate is the mean of its
// rounds'. It prints the figures and writes them to bench/RESULTS.md.
import { execFile, spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { basename, join } from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { env } from '../next-server/env.mjs'
import { freePort, startStandaloneServer, waitUntilUp } from '../test-support/loopback.mjs'
import { localNginxConfig } from '../test-support/nginx-local-config.mjs'
import { machine, median, publish } from './common.mjs'
import { startEmptyNextApp } from './empty-next-app.mjs'

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: env.NEXT_DIST_DIR },
    before: { type: 'string' },
    seconds: { type: 'string', default: '12' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '200' },
    out: { type: 'string', default: 'bench/RESULTS.md' },
  },
})
const ROUNDS = Number(options.rounds)
const SLICE = Math.max(1, Math.round(Number(options.seconds) / ROUNDS)) // wrk takes whole seconds
const PAGES = ['/', '/contact']
/** Accept-Encoding by client: none, and Chromium's, which Next and nginx answer with gzip. */
const CLIENTS = { plain: undefined, gzip: 'gzip, deflate, br, zstd' }
const NODE = 'Node alone'
const EMPTY_APP = 'an empty Next.js app, the same body HTML'
const CACHE = 'nginx cache → Node'
const FILE = 'nginx, a file with the same bytes and headers'
const CEILINGS = [
  { row: NODE, ceiling: EMPTY_APP, target: 0.8 },
  { row: CACHE, ceiling: FILE, target: 0.9 },
]
// The headers nginx writes itself when it sends a file; the file server adds every other one.
const OWN_HEADERS = /^(server|date|content-type|content-length|content-encoding|transfer-encoding|connection|keep-alive|etag|last-modified|accept-ranges)$/i

const wrk = spawnSync('wrk', ['--version'], { encoding: 'utf8' })
for (const [program, missing] of [['wrk', wrk.error], ['nginx', spawnSync('nginx', ['-v']).error]]) {
  if (missing) throw new Error(`${program} is not installed: apt-get install ${program === 'nginx' ? 'nginx-light' : program} (Debian, Ubuntu)`)
}
const workDir = mkdtempSync(join(os.tmpdir(), 'tuition-bench-'))
chmodSync(workDir, 0o755) // nginx workers run as an unprivileged user when started by root
const children = []
try {
  const sites = []
  for (const dist of [options.dist, options.before].filter(Boolean)) {
    const site = await startStandaloneServer({ distDir: dist, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: basename(dist) } })
    children.push(site.child)
    sites.push({ ...site, name: `${NODE} (\`${dist}\`)` })
  }
  const [site] = sites
  const nginx = await startNginx(site.port)
  const home = await (await fetch(`${site.url}/`, { headers: { 'accept-encoding': 'identity' } })).text()
  const emptyApp = await startEmptyNextApp({ bodyHtml: home.slice(home.indexOf('>', home.indexOf('<body')) + 1, home.lastIndexOf('</body>')) })
  children.push(emptyApp.child)
  const startedOn = machine()
  const rows = []
  for (const page of PAGES) {
    // Node against the empty app on `/` alone: the empty app holds that page's body.
    const targets = [
      ...(page === '/'
        ? Object.keys(CLIENTS).flatMap((client) => [
            ...sites.map(({ name, url, child }) => ({ kind: NODE, name, client, url: `${url}${page}`, pid: child.pid })),
            { kind: EMPTY_APP, name: EMPTY_APP, client, url: `${emptyApp.url}/`, pid: emptyApp.child.pid },
          ])
        : []),
      { kind: CACHE, name: CACHE, client: 'gzip', url: `${nginx.cacheUrl}${page}` },
      { kind: FILE, name: FILE, client: 'gzip', url: `${nginx.fileUrl}${page}` },
    ]
    for (const target of targets) {
      await load(target, 2) // warms caches and the JIT; not counted
      const { headers, bytes } = await get(target.url, CLIENTS[target.client])
      target.sentAs = [`${bytes.toLocaleString('en-US')} B`, headers['content-encoding'] ?? 'not compressed', headers['x-cache-status']].filter(Boolean).join(', ')
      Object.assign(target, { slices: [], cpuMicroseconds: 0 })
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) {
        // After the other rows' turns the cache's copy has expired and is re-checked with Node
        // while the others get it: a second of the same load first keeps that out of the figure.
        if (!target.pid) await load(target, 1)
        const cpuBefore = cpuMicroseconds(target.pid)
        target.slices.push(await load(target, SLICE))
        target.cpuMicroseconds += cpuMicroseconds(target.pid) - cpuBefore
        // Node works through its queue for seconds after wrk stops: the next row waits for that.
        if (target.pid) await settled(target.pid)
      }
    }
    for (const target of targets) {
      const { slices } = target
      const sum = (key) => slices.reduce((total, slice) => total + slice[key], 0)
      const rates = slices.map((slice) => slice.ok / slice.seconds)
      const row = { page, ...target, rates, rate: rates.reduce((a, b) => a + b) / rates.length, p50: median(slices.map((slice) => slice.p50)), p99: median(slices.map((slice) => slice.p99)), errors: sum('errors'), answers: sum('answers') }
      rows.push(row)
      console.log(`  ${page.padEnd(9)} ${row.client.padEnd(8)} ${row.name.padEnd(46)} ${Math.round(row.rate)} req/s, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms`)
    }
  }
  publish('bench', report(rows, nginx.version, startedOn), options.out)
} finally {
  for (const child of children) child.kill('SIGTERM')
  rmSync(workDir, { recursive: true, force: true })
}

function report(rows, nginxVersion, startedOn) {
  const nextVersion = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version
  const ms = (value) => (value < 10 ? value.toFixed(1) : String(Math.round(value)))
  const ceilingOf = (row) => {
    const { ceiling, target } = CEILINGS.find((entry) => entry.row === row.kind || entry.ceiling === row.kind)
    return { top: rows.find((other) => other.page === row.page && other.client === row.client && other.kind === ceiling), target }
  }
  const pairs = rows.filter((row) => CEILINGS.some((entry) => entry.row === row.kind))
  const cpuPerAnswer = (row) => row.cpuMicroseconds / Math.max(1, row.answers)
  return [
    `Build \`${options.dist}\`, Node.js ${process.version}, Next.js ${nextVersion}, ${nginxVersion}, ${/^wrk \S+/.exec(wrk.stdout)?.[0] ?? 'wrk'} ` +
      `with 2 threads and ${options.connections} connections, ${ROUNDS} rounds of ${SLICE} s per row after 2 s of warm-up; ` +
      `${startedOn} at the start, ${machine().replace(/.*load average/, 'load average')} at the end. The load generator shares the cores: every figure is a floor. ` +
      `Clients: plain asks for no compression, gzip sends Chromium's Accept-Encoding.`,
    '',
    '| Page | Client | Served by | Requests/s, mean of rounds | Share of its ceiling | p50 ms | p99 ms | Errors | Sent as (cache status) | Node CPU µs per answer |',
    '|---|---|---|--:|--:|--:|--:|--:|---|--:|',
    ...rows.map((row) => {
      const { top } = ceilingOf(row)
      const share = row === top ? 'ceiling' : (row.rate / top.rate).toFixed(2)
      const cpu = row.pid ? String(Math.round(cpuPerAnswer(row))) : '—'
      return `| \`${row.page}\` | ${row.client} | ${row.name} | ${Math.round(row.rate)} | ${share} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.errors} | ${row.sentAs} | ${cpu} |`
    }),
    '',
    ...pairs.map((row) => {
      const { top, target } = ceilingOf(row)
      const share = row.rate / top.rate
      const rounds = row.rates.map((rate, round) => (rate / top.rates[round]).toFixed(2)).join(', ')
      // What the other work on the machine moves least: the ceiling's CPU per answer over the row's.
      const byCpu = row.pid ? `; by CPU per answer ${(cpuPerAnswer(top) / cpuPerAnswer(row)).toFixed(2)}` : ''
      return `- \`${row.page}\`, ${row.client} client: ${row.name} at ${share.toFixed(2)} of ${top.name}'s rate (${Math.round(row.rate)} against ${Math.round(top.rate)} req/s; round by round ${rounds}${byCpu}; ${row.errors} errors; target ≥ ${target} and none): ${share >= target && row.errors === 0 ? 'met' : 'NOT met'}`
    }),
  ]
}

/** One wrk run; its own summary is in units it picks, so this hook prints exact figures. */
async function load({ url, client }, seconds) {
  const script = join(workDir, 'report.lua')
  writeFileSync(
    script,
    `done = function(s, latency)
  local e = s.errors
  io.write(string.format('RESULT %d %d %d %d %d %d\\n', s.duration, s.requests, e.connect + e.read + e.write + e.timeout, e.status, latency:percentile(50), latency:percentile(99)))
end`,
  )
  const encoding = CLIENTS[client] === undefined ? [] : ['-H', `Accept-Encoding: ${CLIENTS[client]}`]
  const args = ['-t2', `-c${options.connections}`, `-d${seconds}s`, '--timeout=10s', ...encoding, `-s`, script, url]
  const { stdout } = await promisify(execFile)('wrk', args)
  const [microseconds, answers, unanswered, failed, p50, p99] = (/^RESULT (.*)$/m.exec(stdout)?.[1] ?? '').split(' ').map(Number)
  if (microseconds === undefined || Number.isNaN(microseconds)) throw new Error(`wrk printed no result:\n${stdout}`)
  // errors: requests with no answer (10 s at most) or a 4xx/5xx one
  return { seconds: microseconds / 1e6, ok: answers - failed, errors: unanswered + failed, answers, p50: p50 / 1000, p99: p99 / 1000 }
}

/** CPU time of a process and those it started, in µs, from /proc (clock ticks of 10 ms). */
function cpuMicroseconds(pid) {
  if (!pid) return 0
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean)
    return (Number(fields[11]) + Number(fields[12])) * 10_000 + children.reduce((sum, child) => sum + cpuMicroseconds(Number(child)), 0)
  } catch {
    return 0 // not Linux, or the process has gone
  }
}

/** Resolves once a process uses under a tenth of a core over 200 ms (10 s at most). */
async function settled(pid) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const before = cpuMicroseconds(pid)
    await new Promise((resolve) => setTimeout(resolve, 200))
    if (cpuMicroseconds(pid) - before < 20_000) return
  }
}

/**
 * A request with that Accept-Encoding, or none; resolves to the answer, its headers as sent (fetch
 * would merge them) and its body's length as sent.
 * @param {string} url @param {string} [acceptEncoding]
 */
function get(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
    http
      .get(url, { headers }, (response) => {
        let bytes = 0
        response.on('data', (chunk) => (bytes += chunk.length)).on('end', () => resolve({ headers: response.headers, rawHeaders: response.rawHeaders, bytes }))
      })
      .on('error', reject)
  })
}

/**
 * nginx with the shipped cache in front of Node and, beside it, a server sending each page from a
 * file gzipped beforehand with the headers the cache sends (read from the cache, then added by
 * reloading nginx).
 */
async function startNginx(nodePort) {
  const [cachePort, filePort] = [await freePort(), await freePort()]
  const root = join(workDir, 'files')
  mkdirSync(root)
  mkdirSync(join(workDir, 'logs'))
  const config = join(workDir, 'nginx.conf')
  const writeConfig = (fileServer = '') => writeFileSync(config, localNginxConfig({ listenPort: cachePort, upstreamPorts: [nodePort], extraServers: fileServer }))
  writeConfig()
  const child = spawn('nginx', ['-p', `${workDir}/`, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' })
  children.push(child)
  const cacheUrl = `http://127.0.0.1:${cachePort}`
  await waitUntilUp(`${cacheUrl}/`)
  const locations = []
  for (const [index, page] of PAGES.entries()) {
    const html = Buffer.from(await (await fetch(`http://127.0.0.1:${nodePort}${page}`)).arrayBuffer())
    writeFileSync(join(root, `${index}.html`), html)
    writeFileSync(join(root, `${index}.html.gz`), gzipSync(html, { level: 9 }))
    await get(`${cacheUrl}${page}`, CLIENTS.gzip) // the first answer may be a miss; the second is the stored copy
    const { rawHeaders } = await get(`${cacheUrl}${page}`, CLIENTS.gzip)
    const headers = []
    for (let at = 0; at < rawHeaders.length; at += 2) {
      if (OWN_HEADERS.test(rawHeaders[at])) continue
      // nginx reads $ as a variable and has no escape for it; no header of ours holds one.
      if (/[$"\\]/.test(rawHeaders[at + 1])) throw new Error(`cannot repeat the header ${rawHeaders[at]} in nginx's configuration`)
      headers.push(`add_header ${rawHeaders[at]} "${rawHeaders[at + 1]}";`)
    }
    locations.push(`location = ${page} { try_files /${index}.html =404; ${headers.join(' ')} }`)
  }
  // open_file_cache gives the file what the cache's copies have in deploy/nginx.conf.
  writeConfig(`server { listen 127.0.0.1:${filePort}; root ${root}; default_type text/html; charset utf-8; gzip_static on; open_file_cache max=100; ${locations.join(' ')} }\n`)
  const reload = spawnSync('nginx', ['-p', `${workDir}/`, '-c', config, '-s', 'reload'], { encoding: 'utf8' })
  if (reload.status !== 0) throw new Error(`nginx did not reload: ${reload.stderr}`)
  const fileUrl = `http://127.0.0.1:${filePort}`
  await waitUntilUp(`${fileUrl}/`)
  return { cacheUrl, fileUrl, version: spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '') }
}
