// Lighthouse scores for a production build: `npm run lighthouse [-- --dist .next --runs 3]`.
//
// Builds nothing of the site: it starts the standalone server of the build you made
// (`npm run build`) on loopback and runs npm `lighthouse` with its default mobile preset
// (emulated mid-range phone, simulated slow 4G) against each page. As the floor, it also builds an
// empty Next.js app from the installed Next.js (bench/empty-next-app.mjs) and measures it in
// the same rounds: each round runs every page and the empty app once, starting one further along
// each time, so the machine's changing load falls on all of them alike. It reports medians: each
// category's score, first and largest paint (simulated, and as Chrome saw them), blocking time,
// and the worst layout shift, plus the largest paint's element and the JavaScript a visitor
// downloads. It prints a table and writes it to bench/LIGHTHOUSE.md (--out elsewhere, --out - for
// no file).
//
// --before-dist <folder>: another build (say, of the commit before a change), its pages measured
// in the same rounds, so a change is compared before and after in one run.
//
// Machines without internet: build without GA_MEASUREMENT_ID, or the analytics script's failed
// download costs points that a visitor's browser would not lose.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { env } from '../next-server/env.mjs'
import { startEmptyNextApp } from './empty-next-app.mjs'
import { startStandaloneServer } from '../test-support/loopback.mjs'
import { commandLine, describeMachine, loadAverages, publishReport } from './report.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const EMPTY_APP = 'empty Next.js app'
const BEFORE = 'before' // a page's name, then this: the same page of --before-dist's build
const LCP_AFTER_FCP_TARGET_MS = 150 // the largest paint this close to the first paint, or closer
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
    pages: { type: 'string', default: '/,/contact,/es,/es/contacto' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: 'bench/LIGHTHOUSE.md' },
    'before-dist': { type: 'string' },
  },
})
const PAGES = options.pages.split(',')
const RUNS = Number(options.runs)
for (const dist of [options.dist, options['before-dist']]) {
  if (dist === undefined || existsSync(join(dist, 'standalone', 'server.js'))) continue
  console.error(
    `No production build at ${dist}. Lighthouse measures a build and makes none: run\n` +
      '  GA_MEASUREMENT_ID= npm run build\n' +
      `first (or pass --dist <folder> for a build made with NEXT_DIST_DIR=<folder>).`,
  )
  process.exit(1)
}

const chromePath = process.env.CHROME_PATH ?? BROWSERS.find((path) => existsSync(path))
const workDir = mkdtempSync(join(os.tmpdir(), 'tuition-lighthouse-'))
const server = await startStandaloneServer({ distDir: options.dist, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
const before = options['before-dist']
  ? await startStandaloneServer({ distDir: options['before-dist'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  : undefined
let emptyApp
try {
  emptyApp = await startEmptyNextApp({ log: (line) => console.log(`  ${line}`) })
  const targets = [
    ...PAGES.map((page) => ({ name: page, url: `${server.url}${page}`, origin: server.url })),
    ...(before ? PAGES.map((page) => ({ name: `${page} ${BEFORE}`, url: `${before.url}${page}`, origin: before.url })) : []),
    { name: EMPTY_APP, url: `${emptyApp.url}/`, origin: emptyApp.url },
  ]
  for (const target of targets) {
    const html = (await get(target.url)).toString('utf8')
    target.javascript = await javascriptWeight(html, target.origin)
    target.analytics = html.includes('googletagmanager.com')
    target.runs = []
  }
  // Other work on the machine skews every figure; the report says how busy it was.
  const loadAtStart = loadAverages()
  for (let round = 0; round < RUNS; round += 1) {
    for (let step = 0; step < targets.length; step += 1) {
      const target = targets[(round + step) % targets.length]
      process.stdout.write(`  round ${round + 1}/${RUNS}: ${target.name}\n`)
      target.runs.push(lighthouse(target.url, join(workDir, 'report.json')))
    }
  }
  publishReport(formatReport(targets, loadAtStart), options.out)
} finally {
  server.child.kill('SIGTERM')
  before?.child.kill('SIGTERM')
  emptyApp?.stop()
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
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    lcpElement: findNode(lhr.audits['largest-contentful-paint-element']?.details),
    ...observedPaints(lhr),
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

/**
 * What Chrome itself recorded while loading the page (no throttling is applied when the preset
 * simulates it): both paints, and how many of the page's scripts had arrived before the first.
 * Lighthouse's simulated largest paint waits for every script that had arrived by then.
 */
function observedPaints(lhr) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {}
  const firstPaint = metrics.observedFirstContentfulPaint ?? NaN
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((request) => request.resourceType === 'Script')
  return {
    observedFcpMs: firstPaint,
    observedLcpMs: metrics.observedLargestContentfulPaint ?? NaN,
    scriptsBeforeFirstPaint: scripts.filter((request) => request.networkEndTime <= firstPaint).length,
    scripts: scripts.length,
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
async function javascriptWeight(html, origin) {
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

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function formatReport(targets, loadAtStart) {
  const first = targets[0].runs[0]
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
  const summaries = targets.map((target) => {
    const { runs } = target
    return {
      ...target,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
      fcp: median(runs.map((run) => run.fcpMs)),
      lcp: median(runs.map((run) => run.lcpMs)),
      tbt: median(runs.map((run) => run.tbtMs)),
      cls: Math.max(...runs.map((run) => run.cls)),
      observedGap: median(runs.map((run) => run.observedLcpMs - run.observedFcpMs)),
    }
  })
  const floor = summaries.find((summary) => summary.name === EMPTY_APP)
  const rows = summaries.map(({ name, scores, fcp, lcp, observedGap, tbt, cls, javascript }) => {
    const label = name === EMPTY_APP ? name : `\`${name}\``
    return `| ${label} | ${CATEGORIES.map((id) => scores[id]).join(' | ')} | ${seconds(fcp)} | ${seconds(lcp)} | ${Math.round(lcp - fcp)} ms | ${Math.round(observedGap)} ms | ${Math.round(tbt)} ms | ${cls.toFixed(3)} | ${(javascript.gzipBytes / 1024).toFixed(1)} KB in ${javascript.files} files |`
  })
  const verdicts = summaries
    .filter((summary) => summary.name !== EMPTY_APP && !summary.name.endsWith(` ${BEFORE}`))
    .flatMap(({ name, scores, fcp, lcp, cls }) => {
      const others = CATEGORIES.slice(1).filter((id) => scores[id] < 100)
      const before = summaries.find((summary) => summary.name === `${name} ${BEFORE}`)
      return [
        `- \`${name}\`: largest paint ${Math.round(lcp - fcp)} ms after the first paint (target ≤ ${LCP_AFTER_FCP_TARGET_MS} ms): ${lcp - fcp <= LCP_AFTER_FCP_TARGET_MS ? 'met' : 'NOT met'}; ` +
          `performance ${scores.performance} against the empty app's ${floor.scores.performance} (target: at least as high): ${scores.performance >= floor.scores.performance ? 'met' : 'NOT met'}; ` +
          `accessibility, best practices and SEO 100: ${others.length === 0 ? 'met' : `NOT met (${others.join(', ')})`}; ` +
          `layout shift 0: ${cls === 0 ? 'met' : 'NOT met'}`,
        ...(before
          ? [
              `- \`${name}\` against the same page of \`${options['before-dist']}\` in the same rounds: ` +
                CATEGORIES.map((id) => `${id} ${scores[id]} (before ${before.scores[id]})`).join(', ') +
                ` (target: none lower): ${CATEGORIES.every((id) => scores[id] >= before.scores[id]) ? 'met' : 'NOT met'}`,
            ]
          : []),
      ]
    })
  const details = summaries.map(({ name, runs }) => {
    const shortfalls = new Map()
    for (const { audit, value } of runs.flatMap((run) => run.shortfalls)) {
      shortfalls.set(audit, [...new Set([...(shortfalls.get(audit) ?? []), value])])
    }
    return [
      `- ${name === EMPTY_APP ? name : `\`${name}\``}: largest paint is \`${runs[0].lcpElement}\`; per run ` +
        `(performance/accessibility/best practices/SEO, first paint, largest paint): ` +
        runs.map((run) => `${CATEGORIES.map((id) => run.scores[id]).join('/')} ${seconds(run.fcpMs)} ${seconds(run.lcpMs)}`).join('; ') +
        '.',
      `  - as Chrome saw it (first paint, largest paint, scripts arrived before the first paint): ` +
        runs.map((run) => `${Math.round(run.observedFcpMs)} ms ${Math.round(run.observedLcpMs)} ms ${run.scriptsBeforeFirstPaint}/${run.scripts}`).join('; ') +
        '.',
      ...[...shortfalls].map(([audit, values]) => `  - below full marks in ${values.length > 1 ? 'some runs' : 'a run'}: ${audit} (${values.join(', ')})`),
    ].join('\n')
  })
  const analytics = targets.some((target) => target.analytics)
  return [
    '# Lighthouse scores',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${commandLine('lighthouse')}\` (Lighthouse ${first.lighthouseVersion}, ` +
      `default mobile preset: emulated phone, simulated slow 4G and 4x CPU slowdown) on ${describeMachine()}, against the ` +
      `production build in \`${options.dist}\` served by its standalone server on loopback, and an ${EMPTY_APP} ` +
      `(one page, one paragraph) built from the same installed Next.js and served by \`next start\`. ${RUNS} rounds, each ` +
      `running every page and the empty app once (interleaved); medians of the ${RUNS} runs. Load averages (1, 5, 15 min): ` +
      `${loadAtStart} when they began, ${loadAverages()} when they ended.`,
    `Browser: ${first.browser.match(/(HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? 'unknown'}. ` +
      (analytics
        ? 'Analytics WAS ON in this build: its script cannot be fetched without internet, so scores may suffer for that alone.'
        : 'Analytics was off in this build (no GA_MEASUREMENT_ID), as this machine has no internet to fetch its script.'),
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | First paint | Largest paint | Largest after first | Largest after first, as Chrome saw it | Blocking time | Layout shift (worst run) | JavaScript (gzip) |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
    '',
    'Reading it: the paints are Lighthouse\'s simulation of the page on a slow phone and slow 4G, made from a load that ' +
      'was not slowed down. *Largest after first, as Chrome saw it* is that load itself: 0 ms means the largest element ' +
      'was painted in the first frame. The simulated largest paint also waits for every script that had arrived by the ' +
      'time of that frame (the first paint waits only for what blocks rendering), so when Next.js\'s scripts win the race ' +
      'against the first frame on loopback, their slow-4G download is added to the largest paint alone: the per-run lines ' +
      'below count them.',
    '',
    ...verdicts,
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
