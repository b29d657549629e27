// Lighthouse's scores for the site's pages beside an empty Next.js app's, in one run:
// `npm run lighthouse [-- --dist .next --pages /,/es --runs 3 --out -]`.
//
// It serves the standalone build you made (build it without GA_MEASUREMENT_ID on a machine with no
// internet: a script that cannot load costs points a visitor's browser would not lose) and the
// empty app (bench/empty-next-app.mjs) on loopback, and runs Lighthouse's default mobile preset
// (emulated phone, simulated slow 4G) on each: every round runs each once, starting one further
// along, so the machine's changing load falls on all alike. It reports medians and writes them to
// bench/LIGHTHOUSE.md. Lighthouse is installed into .tools/lighthouse on first use: its peer
// ranges kept the project's `npm install` from being clean.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import { basename, join } from 'node:path'
import { parseArgs } from 'node:util'
import { env } from '../next-server/env.mjs'
import { startStandaloneServer } from '../test-support/loopback.mjs'
import { findSystemChromium } from '../test-support/system-chromium.mjs'
import { installTool } from '../test-support/install-tool.mjs'
import { machine, median, publish } from './common.mjs'
import { startEmptyNextApp } from './empty-next-app.mjs'

const LIGHTHOUSE = 'lighthouse@12.8.2'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const EMPTY_APP = 'empty Next.js app'
const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: env.NEXT_DIST_DIR },
    pages: { type: 'string', default: '/,/contact,/es,/es/contacto' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: 'bench/LIGHTHOUSE.md' },
  },
})

const cli = join(installTool('lighthouse', LIGHTHOUSE), 'cli', 'index.js')
const chrome = process.env.CHROME_PATH ?? findSystemChromium()
const workDir = mkdtempSync(join(os.tmpdir(), 'tuition-lighthouse-'))
const site = await startStandaloneServer({ distDir: options.dist, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: basename(options.dist) } })
let emptyApp
try {
  emptyApp = await startEmptyNextApp()
  const targets = [...options.pages.split(',').map((page) => ({ name: `\`${page}\``, url: `${site.url}${page}`, runs: [] })), { name: EMPTY_APP, url: `${emptyApp.url}/`, runs: [] }]
  const startedOn = machine()
  for (let round = 0; round < Number(options.runs); round += 1) {
    for (let step = 0; step < targets.length; step += 1) {
      const target = targets[(round + step) % targets.length]
      console.log(`  round ${round + 1}/${options.runs}: ${target.name}`)
      target.runs.push(run(target.url))
    }
  }
  publish('lighthouse', report(targets, startedOn), options.out)
} finally {
  site.child.kill('SIGTERM')
  emptyApp?.stop()
  rmSync(workDir, { recursive: true, force: true })
}

/** One Lighthouse run; one that fails outright (Chrome now and then loses the trace) is tried again once. */
function run(url, attempt = 1) {
  const output = join(workDir, 'report.json')
  try {
    const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update'
    const args = [cli, url, '--quiet', '--output=json', `--output-path=${output}`, `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${flags}`]
    execFileSync(process.execPath, args, { env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) }, stdio: 'inherit' })
    const lhr = JSON.parse(readFileSync(output, 'utf8'))
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`)
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((request) => request.resourceType === 'Script')
    return {
      scores: CATEGORIES.map((id) => Math.round(100 * (lhr.categories[id]?.score ?? 0))),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      scriptBytes: scripts.reduce((sum, request) => sum + request.transferSize, 0),
      scripts: scripts.length,
      version: `Lighthouse ${lhr.lighthouseVersion}, ${/(HeadlessChrome|Chrome)\/[\d.]+/.exec(lhr.environment?.hostUserAgent ?? '')?.[0] ?? 'Chrome'}`,
    }
  } catch (error) {
    if (attempt > 1) throw error
    console.log('  that run failed; trying it again')
    return run(url, attempt + 1)
  }
}

function report(targets, startedOn) {
  const summaries = targets.map(({ name, runs }) => ({
    name,
    scores: CATEGORIES.map((_, index) => median(runs.map((result) => result.scores[index]))),
    ...Object.fromEntries(['fcp', 'lcp', 'tbt', 'scriptBytes', 'scripts'].map((key) => [key, median(runs.map((result) => result[key]))])),
    cls: Math.max(...runs.map((result) => result.cls)),
  }))
  const ceiling = summaries.find((summary) => summary.name === EMPTY_APP)
  return [
    `Build \`${options.dist}\` and an ${EMPTY_APP} built from the same Next.js, on loopback; ${targets[0].runs[0].version}, default mobile preset ` +
      `(emulated phone, simulated slow 4G, 4× CPU slowdown); medians of ${options.runs} interleaved rounds; ${startedOn} at the start.`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | First paint | Largest paint | Blocking time | Layout shift (worst) | JavaScript (transferred) |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...summaries.map(({ name, scores, fcp, lcp, tbt, cls, scriptBytes, scripts }) =>
      `| ${name} | ${scores.join(' | ')} | ${(fcp / 1000).toFixed(2)} s | ${(lcp / 1000).toFixed(2)} s | ${Math.round(tbt)} ms | ${cls.toFixed(3)} | ${(scriptBytes / 1024).toFixed(1)} KB in ${scripts} files |`,
    ),
    '',
    ...summaries
      .filter((summary) => summary !== ceiling)
      .map(({ name, scores, cls }) => {
        const met = scores[0] >= ceiling.scores[0] && scores.slice(1).every((score) => score === 100) && cls === 0
        return `- ${name}: performance ${scores[0]} against the empty app's ${ceiling.scores[0]}, the other three ${scores.slice(1).join('/')}, layout shift ${cls.toFixed(3)} (target: at least the empty app's, 100 each, 0): ${met ? 'met' : 'NOT met'}`
      }),
  ]
}
