// @ts-check
// The site's production builds for the test suites (e2e/run.mjs, integration/test-nginx-cache.sh,
// the Redis suites' fleet): one folder per set of build settings, `.next-test-<run>-<hash>`, made
// as `npm run build` makes it and reused, by any suite, while no file a build reads has changed
// since. Servers run on copies of a build (privateCopyOfBuild in loopback.mjs), so the folder stays as built.
//
//   node test-support/site-build.mjs [up|down] [NAME=value ...]   prints the build's folder
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { closeSync, cpSync, existsSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from './loopback.mjs'
import { startStubCms } from './stub-cms.mjs'

/**
 * Files no build reads (tests, their tooling and settings, docs): changing them leaves every build
 * up to date. The stub CMS and its articles are read: a build made with the CMS up holds its pages.
 */
const NOT_BUILT = /^(e2e\/(?!fixtures\/)|integration\/|test-support\/(?!stub-cms)|bench\/|docs\/|deploy\/|\.ci\/|Dockerfile|\.dockerignore|(playwright|jest|eslint)\.config\.|jest\.setup\.|\.htmlvalidate\.)|\.test\.tsx?$|\.md$/
/** What no build reads either: installed packages, builds, results, and what builds and type checks write. */
const NOT_SOURCES = /^(node_modules|\.git|\.next.*|\.tools|\.vercel|coverage|out|test-results|playwright-report|lighthouse|e2e\/\.results)$|\.tsbuildinfo$|^next-env\.d\.ts$/
const STAMP = 'test-build.json'

/**
 * The project's files, from `folder` down, but for NOT_SOURCES.
 * @returns {string[]}
 */
export function projectFiles(folder = '.') {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = folder === '.' ? entry.name : `${folder}/${entry.name}`
    if (NOT_SOURCES.test(path)) return []
    return entry.isDirectory() ? projectFiles(path) : entry.isFile() ? [path] : []
  })
}

/** A digest of every file a build reads, read now. */
function sourcesDigest() {
  const files = projectFiles()
    .filter((file) => !NOT_BUILT.test(file))
    .sort()
  const digest = createHash('sha256')
  for (const file of files) digest.update(`${file}\0`).update(readFileSync(file)).update('\0')
  return digest.digest('hex')
}

/**
 * @typedef {{ settings: Record<string, string>, cms?: 'up' | 'down', keepCacheOf?: Build }} Build
 *   settings: the site's environment variables (CMS_BASE_URL and NEXT_DIST_DIR are the build's
 *   own). cms: 'up', a stub CMS with its default articles answers the build; 'down', nothing
 *   listens where the build looks for the CMS. keepCacheOf: a build whose .next/cache this one
 *   starts with, as a CI cache keeps it between deploys.
 */

/**
 * The folder of a build: the same for the same settings, whichever suite asks.
 * @param {Build} build
 * @returns {string}
 */
export function buildFolder({ settings, cms = 'up', keepCacheOf }) {
  const key = JSON.stringify({ settings: Object.entries(settings).sort(), cms, kept: keepCacheOf && buildFolder(keepCacheOf) })
  return `.next-test-${process.env.E2E_RUN_ID ?? 'local'}-${createHash('sha256').update(key).digest('hex').slice(0, 10)}`
}

/**
 * Makes a build unless an up-to-date one is there (and the build whose cache it keeps first);
 * resolves to its folder. `log`: the build's output goes there (appended), or to this process's.
 * @param {Build} build
 * @param {{ log?: string }} [options]
 * @returns {Promise<string>}
 */
export async function siteBuild(build, { log } = {}) {
  const { settings, cms = 'up', keepCacheOf } = build
  const kept = keepCacheOf && (await siteBuild(keepCacheOf, { log }))
  const dist = buildFolder(build)
  const sources = sourcesDigest()
  const made = madeAt(dist, sources)
  if (made !== undefined && (!kept || made >= /** @type {number} */ (madeAt(kept, sources)))) return dist

  console.error(`[build] ${dist}: CMS ${cms}${kept ? `, with the .next/cache of ${kept}` : ''}, ${JSON.stringify(settings)}`)
  rmSync(dist, { recursive: true, force: true })
  if (kept) cpSync(join(kept, 'cache'), join(dist, 'cache'), { recursive: true })
  else seedTypeCheck(dist)
  const stub = cms === 'up' ? await startStubCms() : undefined
  // A build that keeps another's cache looks for the CMS where that one found it (the data cache
  // is keyed by the article's URL): the same CMS, down now, since that stub CMS has stopped.
  const cmsUrl = stub?.cmsUrl ?? (kept ? JSON.parse(readFileSync(join(kept, STAMP), 'utf8')).cmsUrl : `http://127.0.0.1:${await freePort()}`)
  try {
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...settings, NEXT_DIST_DIR: dist, CMS_BASE_URL: cmsUrl }
    const out = log === undefined ? 'inherit' : openSync(log, 'a')
    const status = await new Promise((resolve) => {
      const child = spawn('sh', ['-c', 'npx next build && node scripts/prepare-standalone.mjs'], { env, stdio: ['ignore', out, out] })
      child.on('exit', (code) => resolve(code))
    })
    if (typeof out === 'number') closeSync(out)
    if (status !== 0) {
      const tail = log === undefined || log.startsWith('/dev/') ? '' : `:\n${readFileSync(log, 'utf8').slice(-4000)}`
      throw new Error(`the build into ${dist} failed${tail}`)
    }
  } finally {
    await stub?.stop()
  }
  writeFileSync(join(dist, STAMP), `${JSON.stringify({ sources, madeAt: Date.now(), cms, cmsUrl, settings }, null, 2)}\n`)
  return dist
}

/**
 * When the build in `dist` was made from these sources (ms since the epoch), if it was.
 * @param {string} dist
 * @param {string} sources
 */
function madeAt(dist, sources) {
  const stamp = join(dist, STAMP)
  if (!existsSync(stamp)) return undefined
  const made = JSON.parse(readFileSync(stamp, 'utf8'))
  return made.sources === sources ? /** @type {number} */ (made.madeAt) : undefined
}

/**
 * Starts a build's type check from where the last test build of this run left it (Next keeps
 * TypeScript's incremental state in .next/cache): the same check, on the files changed since.
 * @param {string} dist
 */
function seedTypeCheck(dist) {
  const last = readdirSync('.', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(`.next-test-${process.env.E2E_RUN_ID ?? 'local'}-`) && entry.name !== dist)
    .map((entry) => join(entry.name, 'cache', '.tsbuildinfo'))
    .filter((file) => existsSync(file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
  if (last) cpSync(last, join(dist, 'cache', '.tsbuildinfo'))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [cms, ...pairs] = process.argv.slice(2)
  if (cms !== 'up' && cms !== 'down') {
    console.error('usage: node test-support/site-build.mjs up|down [NAME=value ...]')
    process.exit(2)
  }
  const settings = Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]))
  // The build's output to stderr: stdout is the folder alone, for the caller to read.
  siteBuild({ settings, cms }, { log: '/dev/stderr' }).then((dist) => console.log(dist))
}
