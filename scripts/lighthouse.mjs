// Lighthouse scores for a production build: `npm run lighthouse [-- --dist .next --runs 3]`.
//
// Builds nothing: it starts the standalone server of the build you made (`npm run build`) on
// loopback and runs npm `lighthouse` with its default mobile preset (emulated mid-range phone,
// simulated slow 4G) against each page, several times, and reports the median score of each
// category, the layout shift, the largest paint's element and the JavaScript a visitor downloads.
// It prints a table and writes it to bench/LIGHTHOUSE.md (--out elsewhere, --out - for no file).
//
// Machines without internet: build without GA_MEASUREMENT_ID, or the analytics script's failed
// download costs points that a visitor's browser would not lose.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { env } from '../lib/env.mjs'
import { startStandaloneServer } from './loopback.mjs'
import { describeMachine, publishReport } from './report.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
]

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: env.NEXT_DIST_DIR },
    pages: { type: 'string', default: '/,/contact' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: 'bench/LIGHTHOUSE.md' },
  },
})
const PAGES = options.pages.split(',')
const RUNS = Number(options.runs)
const serverJs = join(options.dist, 'standalone', 'server.js')

if (!existsSync(serverJs)) {
  console.error(
    `No production build at ${serverJs}. Lighthouse measures a build and makes none: run\n` +
      '  GA_MEASUREMENT_ID= npm run build\n' +
      `first (or pass --dist <folder> for a build made with NEXT_DIST_DIR=<folder>).`,
  )
  process.exit(1)
}

const chromePath = process.env.CHROME_PATH ?? BROWSERS.find((path) => existsSync(path))
const workDir = mkdtempSync(join(os.tmpdir(), 'tuition-lighthouse-'))
const server = await startStandaloneServer({ distDir: options.dist, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
const origin = server.url

// Other work on the machine skews every figure; the report says how busy it was.
const loadAtStart = os.loadavg()[0]
try {
  const results = []
  for (const page of PAGES) {
    const html = (await get(`${origin}${page}`)).toString('utf8')
    const javascript = await javascriptWeight(html)
    await warmImages(html)
    const runs = []
    for (let run = 1; run <= RUNS; run += 1) {
      process.stdout.write(`  ${page} run ${run}/${RUNS}\n`)
      runs.push(lighthouse(`${origin}${page}`, join(workDir, `report-${run}.json`)))
    }
    results.push({
      page,
      runs,
      analytics: html.includes('googletagmanager.com'),
      javascript,
    })
  }
  publishReport(formatReport(results), options.out)
} finally {
  server.child.kill('SIGTERM')
  rmSync(workDir, { recursive: true, force: true })
}

/**
 * One Lighthouse run (the CLI, default mobile preset); returns the parts of its report we use.
 * A run that fails outright (Chrome now and then loses the trace: NO_NAVSTART) is tried again once.
 */
function lighthouse(url, outputPath, attempt = 1) {
  try {
    runLighthouseCli(url, outputPath)
    return readReport(url, outputPath)
  } catch (error) {
    if (attempt > 1) throw error
    console.log(`  that run failed; trying it again`)
    return lighthouse(url, outputPath, attempt + 1)
  }
}

function runLighthouseCli(url, outputPath) {
  execFileSync(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, ...(chromePath ? { CHROME_PATH: chromePath } : {}) }, stdio: 'inherit' },
  )
}

function readReport(url, outputPath) {
  const lhr = JSON.parse(readFileSync(outputPath, 'utf8'))
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`)
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(100 * (lhr.categories[id]?.score ?? 0))])),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    lcpElement: findNode(lhr.audits['largest-contentful-paint-element']?.details),
    shortfalls: CATEGORIES.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => ({
          audit: `${id}: ${lhr.audits[ref.id].title}`,
          value: lhr.audits[ref.id].displayValue ?? `score ${lhr.audits[ref.id].score}`,
        })),
    ),
    browser: lhr.environment?.hostUserAgent ?? '',
    lighthouseVersion: lhr.lighthouseVersion,
  }
}

/** The CSS selector of the first DOM node a Lighthouse details table names. */
function findNode(details) {
  const stack = [details]
  while (stack.length > 0) {
    const value = stack.pop()
    if (value && typeof value === 'object') {
      if (value.type === 'node' && value.selector) return value.selector
      stack.push(...Object.values(value).reverse())
    }
  }
  return 'none found'
}

/** The external scripts a page loads, and their total size gzipped (as the server sends them). */
async function javascriptWeight(html) {
  // noModule scripts are polyfills for old browsers; current ones skip them.
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .filter((match) => !/\bnomodule\b/i.test(match[1]))
    .map((match) => /\bsrc="([^"]+)"/.exec(match[1])?.[1]?.replaceAll('&amp;', '&'))
    .filter((source) => source !== undefined)
  const unique = [...new Set(sources)]
  let gzipBytes = 0
  for (const source of unique) {
    if (!source.startsWith('/')) continue // third-party scripts (analytics) are counted apart
    const body = await get(`${origin}${source}`)
    gzipBytes += gzipSync(body).length
  }
  return { files: unique.length, gzipBytes }
}

/**
 * Asks for every size of every image the page offers once, as browsers would, so the runs measure
 * the optimizer's cache (what visitors get after the first one) rather than its first encoding.
 */
async function warmImages(html) {
  const sets = [...html.matchAll(/\b(?:srcSet|srcset|imageSrcSet|imagesrcset)="([^"]+)"/g)].map((match) => match[1])
  const urls = new Set(sets.flatMap((set) => set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0])))
  for (const url of urls) {
    if (!url?.startsWith('/')) continue
    const path = url.replaceAll('&amp;', '&')
    await get(`${origin}${path}`, { accept: 'image/avif,image/webp,*/*' })
  }
}

function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
}

function formatReport(results) {
  const first = results[0].runs[0]
  const rows = results.map(({ page, runs, javascript }) => {
    const scores = CATEGORIES.map((id) => median(runs.map((run) => run.scores[id])))
    const cls = Math.max(...runs.map((run) => run.cls))
    const lcp = median(runs.map((run) => run.lcpMs))
    return `| \`${page}\` | ${scores.join(' | ')} | ${cls.toFixed(3)} | ${(lcp / 1000).toFixed(1)} s | ${(javascript.gzipBytes / 1024).toFixed(1)} KB in ${javascript.files} files |`
  })
  const details = results.map(({ page, runs }) => {
    const shortfalls = new Map()
    for (const { audit, value } of runs.flatMap((run) => run.shortfalls)) {
      shortfalls.set(audit, [...new Set([...(shortfalls.get(audit) ?? []), value])])
    }
    return [
      `- \`${page}\`: largest paint is \`${runs[0].lcpElement}\`; scores per run ` +
        `(${CATEGORIES.join('/')}): ` +
        runs.map((run) => CATEGORIES.map((id) => run.scores[id]).join('/')).join(', ') +
        '.',
      ...[...shortfalls].map(([audit, values]) => `  - below full marks in ${values.length > 1 ? 'some runs' : 'a run'}: ${audit} (${values.join(', ')})`),
    ].join('\n')
  })
  const analytics = results.some((result) => result.analytics)
  return [
    '# Lighthouse scores',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run lighthouse\` (Lighthouse ${first.lighthouseVersion}, ` +
      `default mobile preset: emulated phone, simulated slow 4G and 4x CPU slowdown) on ${describeMachine()}, against the ` +
      `production build in \`${options.dist}\` served by its standalone server on loopback. Median of ${RUNS} runs per page; ` +
      `the machine's load average was ${loadAtStart.toFixed(1)} when they began.`,
    `Browser: ${first.browser.match(/(HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? 'unknown'}. ` +
      (analytics
        ? 'Analytics WAS ON in this build: its script cannot be fetched without internet, so scores may suffer for that alone.'
        : 'Analytics was off in this build (no GA_MEASUREMENT_ID), as this machine has no internet to fetch its script.'),
    '',
    `| Page | Performance | Accessibility | Best practices | SEO | Layout shift (worst run) | Largest paint | JavaScript (gzip) |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
    '',
    ...details,
    '',
  ].join('\n')
}

/**
 * One GET's body. Retried once: a kept-alive connection the server closed while Lighthouse ran
 * fails the next request on it.
 */
async function get(url, headers = {}, retry = true) {
  try {
    const response = await fetch(url, { headers })
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    return Buffer.from(await response.arrayBuffer())
  } catch (error) {
    if (!retry) throw error
    return get(url, headers, false)
  }
}
