// The benchmark's load generator: wrk where it is installed (C, one event loop per thread: it
// outruns nginx on this kind of machine), else autocannon with one worker thread per core (a
// single autocannon process tops out near 5,000-8,000 requests/s on 2 cores, below what nginx
// serves). Either way requests carry a browser's Accept-Encoding, and results come back in one
// shape.
import autocannon from 'autocannon'
import { execFile, spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/** What Chromium sends: servers may answer gzip (or brotli, zstd). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/**
 * @typedef {{ ok: number, seconds: number, p50: number, p90: number, p99: number, max: number,
 *   errors: number, timeouts: number, httpErrors: number, responses: number, bytes: number }} LoadResult
 *   ok: answers below 400; httpErrors: 4xx and 5xx answers; errors: requests that got no
 *   answer (timeouts included); latencies in ms; bytes: headers and bodies as sent (compressed
 *   or not).
 */

/**
 * @param {'auto' | 'wrk' | 'autocannon'} choice
 * @returns {{ name: string, description: string, run: (url: string, options: { connections: number, seconds: number, timeoutSeconds: number }) => Promise<LoadResult> }}
 */
export function loadGenerator(choice = 'auto') {
  const threads = Math.max(1, os.cpus().length)
  const wrk = spawnSync('wrk', ['--version'], { encoding: 'utf8' })
  const hasWrk = wrk.error === undefined
  if (choice === 'wrk' && !hasWrk) throw new Error('wrk is not installed (Debian/Ubuntu: apt-get install wrk)')
  if (choice === 'wrk' || (choice === 'auto' && hasWrk)) {
    const version = /wrk (\S+)/.exec(`${wrk.stdout}${wrk.stderr}`)?.[1] ?? ''
    return {
      name: 'wrk',
      description: `wrk${version ? ` ${version}` : ''} with ${threads} threads`,
      run: (url, options) => runWrk(url, { ...options, threads }),
    }
  }
  return {
    name: 'autocannon',
    description: `autocannon with ${threads} worker threads${hasWrk ? '' : ' (wrk is not installed)'}`,
    run: (url, options) => runAutocannon(url, { ...options, threads }),
  }
}

// wrk prints its own summary in units it picks; this hook prints exact figures instead.
const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_RESULT {"us":%d,"requests":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d}\\n',
    summary.duration, summary.requests, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`

/** @returns {Promise<LoadResult>} */
async function runWrk(url, { connections, seconds, timeoutSeconds, threads }) {
  const script = join(os.tmpdir(), `bench-wrk-${process.pid}.lua`)
  writeFileSync(script, WRK_REPORT)
  try {
    const args = [
      `--threads=${Math.min(threads, connections)}`,
      `--connections=${connections}`,
      `--duration=${seconds}s`,
      `--timeout=${timeoutSeconds}s`,
      `--header=Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`,
      `--script=${script}`,
      url,
    ]
    const { stdout } = await promisify(execFile)('wrk', args, { maxBuffer: 1 << 20 })
    const line = stdout.split('\n').find((text) => text.startsWith('WRK_RESULT '))
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`)
    const raw = JSON.parse(line.slice('WRK_RESULT '.length))
    const ms = (microseconds) => microseconds / 1000
    const failures = raw.connect + raw.read + raw.write + raw.timeout
    return {
      ok: raw.requests - raw.status,
      seconds: raw.us / 1e6,
      p50: ms(raw.p50),
      p90: ms(raw.p90),
      p99: ms(raw.p99),
      max: ms(raw.max),
      errors: failures,
      timeouts: raw.timeout,
      httpErrors: raw.status,
      responses: raw.requests,
      bytes: raw.bytes,
    }
  } finally {
    rmSync(script, { force: true })
  }
}

/** @returns {Promise<LoadResult>} */
async function runAutocannon(url, { connections, seconds, timeoutSeconds, threads }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
    workers: threads,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  })
  const ok = result['1xx'] + result['2xx'] + result['3xx']
  const httpErrors = result['4xx'] + result['5xx']
  return {
    ok,
    seconds: result.duration,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    httpErrors,
    responses: ok + httpErrors,
    bytes: result.throughput.total,
  }
}
