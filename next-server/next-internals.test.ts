/** @jest-environment node */
// The contract with the installed `next`: one check per assumption in next-internals.mjs. When an
// upgrade breaks one, the failure names it and says what of ours depends on it. Behaviour is
// checked by running Next's own code where it runs outside a server (the file-system cache);
// what happens inside a request is checked in the source Next ships.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import {
  buildIdFile,
  CACHE_TAGS_HEADER,
  DATA_CACHE_FOLDER,
  ENTRY_KIND,
  FLIGHT_CHUNK,
  FLIGHT_START,
  loadFileSystemCache,
  NEXT_ASSUMPTIONS,
  TURBOPACK_BOOTSTRAP,
} from './next-internals.mjs'

type Assumption = keyof typeof NEXT_ASSUMPTIONS
const nodeRequire = createRequire(__filename)
const nextDist = join(dirname(nodeRequire.resolve('next/package.json')), 'dist')
const nextVersion = (nodeRequire('next/package.json') as { version: string }).version

/** Runs a check, and rethrows its failure as the broken assumption, named and explained. */
async function holds(name: Assumption, check: () => void | Promise<void>): Promise<void> {
  try {
    await check()
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Next ${nextVersion} breaks the assumption "${name}": ${NEXT_ASSUMPTIONS[name]}\n` +
        `What no longer holds: ${detail}\nSee next-server/next-internals.mjs and docs/architecture.md.`,
    )
  }
}

function must(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(what)
}

/** Next's shipped source of one file under next/dist. */
function shipped(file: string): string {
  const path = join(nextDist, file)
  must(existsSync(path), `${file} is gone from next/dist`)
  return readFileSync(path, 'utf8')
}

function shipsText(file: string, text: string | RegExp, what: string): void {
  const source = shipped(file)
  must(typeof text === 'string' ? source.includes(text) : text.test(source), `${file} no longer has ${what}`)
}

type FileSystemCacheInstance = {
  get(key: string, ctx: object): Promise<{ value: Record<string, unknown>; lastModified: number } | null>
  set(key: string, data: object, ctx: object): Promise<void>
  revalidateTag(tags: string[]): Promise<void>
}

/** Next's file-system cache over a scratch build folder, with no memory tier. */
function scratchCache(): { cache: FileSystemCacheInstance; distDir: string; serverDir: string } {
  const distDir = mkdtempSync(join(tmpdir(), 'next-internals-'))
  scratchFolders.push(distDir)
  const serverDir = join(distDir, 'server')
  const { nodeFs } = nodeRequire('next/dist/server/lib/node-fs-methods.js') as { nodeFs: object }
  const FileSystemCache = loadFileSystemCache() as unknown as new (ctx: object) => FileSystemCacheInstance
  const cache = new FileSystemCache({ fs: nodeFs, serverDistDir: serverDir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 })
  return { cache, distDir, serverDir }
}

const scratchFolders: string[] = []
afterAll(() => scratchFolders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

/** The key Next gives the home page's regenerated entry. */
function homePageKey(): string {
  const { getRouteCacheKey } = nodeRequire('next/dist/server/lib/route-cache-key.js') as {
    getRouteCacheKey: (pathname: string, owner: { kind: string; sourceRoute: string }) => string
  }
  return getRouteCacheKey('/', { kind: ENTRY_KIND.page, sourceRoute: '/page' })
}

const pageValue = (tag: string) => ({
  kind: ENTRY_KIND.page,
  html: '<html><body><h1>Home</h1></body></html>',
  rscData: Buffer.from('rsc'),
  headers: { [CACHE_TAGS_HEADER]: tag, 'content-security-policy': "script-src 'self'" },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
})
const PAGE_CONTEXT = { kind: ENTRY_KIND.page, isFallback: false }
const WRITE_CONTEXT = { cacheControl: { revalidate: 3 }, isRoutePPREnabled: false, isFallback: false }

/** Each check, by the assumption's name. */
const checks: Record<Assumption, () => void | Promise<void>> = {
  fileSystemCacheExport() {
    const FileSystemCache = loadFileSystemCache() as unknown
    must(typeof FileSystemCache === 'function', 'its exports.default is not a class')
    const prototype = (FileSystemCache as { prototype: Record<string, unknown> }).prototype
    for (const method of ['get', 'set', 'revalidateTag']) must(typeof prototype[method] === 'function', `the class has no ${method}()`)
  },

  async pageEntryShape() {
    const { cache } = scratchCache()
    await cache.set(homePageKey(), pageValue('shape-tag'), WRITE_CONTEXT)
    const entry = await cache.get(homePageKey(), PAGE_CONTEXT)
    must(entry, 'a page it stored is not read back')
    must(entry.value.kind === ENTRY_KIND.page, `a page comes back as kind ${String(entry.value.kind)}`)
    must(String(entry.value.html).includes('<h1>Home</h1>'), 'a page comes back without its html')
    must(Buffer.isBuffer(entry.value.rscData), 'a page comes back without its rscData')
    const headers = entry.value.headers as Record<string, unknown> | undefined
    must(headers?.[CACHE_TAGS_HEADER] === 'shape-tag', `a page's tags are not in its ${CACHE_TAGS_HEADER} header`)
    must(headers?.['content-security-policy'] === "script-src 'self'", 'headers added to a page are not kept with it')
  },

  async buildFolderLayout() {
    const constants = nodeRequire('next/dist/shared/lib/constants.js') as Record<string, unknown>
    must(constants.BUILD_ID_FILE === 'BUILD_ID', `the build id file is ${String(constants.BUILD_ID_FILE)}`)
    must(constants.SERVER_DIRECTORY === 'server', `the server folder is ${String(constants.SERVER_DIRECTORY)}`)
    must(relative('/dist', buildIdFile('/dist/server')) === 'BUILD_ID', 'buildIdFile is not beside the server folder')
    const { cache, distDir } = scratchCache()
    const data = { kind: ENTRY_KIND.data, data: { headers: {}, body: '{}', status: 200 }, revalidate: 300, tags: [] }
    await cache.set('article-key', data, { fetchCache: true, tags: ['cms-article-1'] })
    must(existsSync(join(distDir, DATA_CACHE_FOLDER, 'article-key')), `a data-cache entry is not in ${DATA_CACHE_FOLDER}`)
  },

  storedHeadersSentAfterConfig() {
    shipsText('build/templates/app-page-runtime.js', /\.\.\.cachedData\.headers[\s\S]{0,1200}res\.appendHeader\(key, value\)/, "the cached page's headers appended to the answer")
    shipsText('server/send-payload.js', "if (cacheControl && !res.getHeader('Cache-Control'))", 'Cache-Control set only when none is set')
    shipsText('build/templates/app-route.js', "if (cacheEntry.cacheControl && !res.getHeader('Cache-Control') && !headers.get('Cache-Control'))", "a route's stored Cache-Control kept")
  },

  handlerPerRequest() {
    shipsText('server/lib/incremental-cache/index.js', 'this.cacheHandler = new CurCacheHandler(', 'a handler constructed by each IncrementalCache')
  },


  inlineScripts() {
    const source = shipped('server/app-render/stream-ops.node.js')
    must(source.includes('const INLINE_FLIGHT_PAYLOAD_BOOTSTRAP = 0;'), 'the stream no longer starts with [0]')
    must(source.includes('`(self.__next_f=self.__next_f||[]).push(${'), 'the first script is no longer (self.__next_f=self.__next_f||[]).push(…)')
    must(source.includes('self.__next_f.push(${htmlInlinedData})</script>'), 'a chunk script is no longer self.__next_f.push(…)')
    must(FLIGHT_START === '(self.__next_f=self.__next_f||[]).push([0])', 'FLIGHT_START is not the bootstrap with [0]')
    must(FLIGHT_CHUNK.test('self.__next_f.push([1,"chunk"])'), 'FLIGHT_CHUNK does not match a chunk')

    // Turbopack writes this script from its native binary, whose text holds the pieces around
    // the global's name, which it quotes as it writes them.
    const swcFolder = join(dirname(nodeRequire.resolve('next/package.json')), '..', '@next')
    const binaries = readdirSync(swcFolder)
      .filter((name) => name.startsWith('swc-'))
      .flatMap((name) => readdirSync(join(swcFolder, name)).filter((file) => file.endsWith('.node')).map((file) => join(swcFolder, name, file)))
    must(binaries.length > 0, 'no @next/swc native binary is installed')
    const text = readFileSync(binaries[0]!).toString('latin1')
    for (const piece of ['] || (globalThis[', '] = [])).push({']) must(text.includes(piece), `Turbopack no longer writes ${piece}`)
    must(TURBOPACK_BOOTSTRAP.test('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"script":1});'), 'TURBOPACK_BOOTSTRAP does not match the bootstrap')
  },
}

describe(`Next.js internals the site relies on (next ${nextVersion})`, () => {
  it('every assumption in next-internals.mjs has a check here', () => {
    expect(Object.keys(checks).sort()).toEqual(Object.keys(NEXT_ASSUMPTIONS).sort())
  })

  it.each(Object.keys(NEXT_ASSUMPTIONS) as Assumption[])('%s', async (name) => {
    await holds(name, checks[name])
  })
})
