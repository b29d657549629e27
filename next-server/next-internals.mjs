// @ts-check
// What the site assumes about Next.js beyond its documented API, in one place: what the CSP on
// cached pages, the failure state and the file-system cache need. next-internals.test.ts checks
// each against the installed `next` and names the one an upgrade breaks. Checked against 16.4.6.
import { join } from 'node:path'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

/** Each assumption, by name, and who relies on it; the contract test has one check per name. */
export const NEXT_ASSUMPTIONS = Object.freeze({
  fileSystemCacheExport: "file-system-cache.js exports Next's file-system cache handler class (get, set, revalidateTag) as its default: both cache handlers wrap it.",
  pageEntryShape: 'A page reaches a cache handler as { kind: "APP_PAGE", html, rscData, headers, status }, its tags in headers[CACHE_TAGS_HEADER]: the CSP and the failure label go in those headers.',
  entryKinds: 'Cache handlers see the kinds in ENTRY_KIND: pages, route answers and data-cache entries.',
  routeCacheLayout: 'A regenerated page is written to <server>/route-cache/APP_PAGE/<sha256>/$<path>.html with a .meta beside it (REGENERATED_PAGE_FILE): the browser tests edit those files.',
  dataCacheFolder: 'unstable_cache entries live in <dist>/DATA_CACHE_FOLDER: prepare-standalone copies it.',
  implicitPathTag: "Each rendered page is tagged '_N_T_' + its path: the Spanish page-not-found page is recognised by it (failure-state.mjs).",
  buildIdFile: 'The build id is BUILD_ID beside the server folder: the Redis handler keeps each build apart by it.',
  tagExpiredPageIsMiss: 'A page whose tag expired is a miss, not a stale copy: why the webhook stores the article it fetched first.',
  storedHeadersSentAfterConfig: "A cached page's or route's stored headers are appended after next.config's, and Cache-Control is set only when none is: the CSP, the failure state's no-store and a lifetime that ends at midnight (valid-until.mjs) travel in the entry.",
  failedRegenerationKeepsPage: 'A regeneration that throws keeps the previous entry and retries after min(max(window, 3), 30) s: the page is its own last good copy.',
  unstableCacheKey: "unstable_cache's key is the callback's text plus its key parts: the key parts alone tell articles apart.",
  handlerPerRequest: 'Next constructs a cache handler per request: the handlers keep their state at module level.',
  flightScripts: 'RSC data is inlined as `(self.__next_f=self.__next_f||[]).push([0])` then `self.__next_f.push([1,"…"])` scripts: the CSP approves exactly these shapes by hash.',
  turbopackBootstrap: 'Turbopack names a page\'s chunks in an inline `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…});` script: the CSP approves it by hash.',
})

/**
 * Node's ESM import sees the CommonJS `exports` as the default, a transpiler (Jest) the class.
 * @returns {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default}
 */
export function loadFileSystemCache() {
  return /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule
}

export const ENTRY_KIND = Object.freeze({ page: 'APP_PAGE', route: 'APP_ROUTE', data: 'FETCH' })
/** Next's NEXT_CACHE_TAGS_HEADER. */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags'
/** The tag Next gives every page it renders at `path`, as revalidatePath uses it. */
export const implicitPathTag = (/** @type {string} */ path) => `_N_T_${path}`

/** Relative to the server folder. */
export const REGENERATED_PAGE_FILE = /^route-cache[\\/]APP_PAGE[\\/][0-9a-f]{64}[\\/]\$[\\/].*\.html$/
/** Relative to the build folder. */
export const DATA_CACHE_FOLDER = join('cache', 'fetch-cache')
/** From the server folder Next passes to cache handlers. */
export const buildIdFile = (/** @type {string} */ serverDistDir) => join(serverDistDir, '..', 'BUILD_ID')

export const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])'
export const FLIGHT_CHUNK = /^self\.__next_f\.push\((\[.*\])\)$/s
export const TURBOPACK_BOOTSTRAP = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{.*\})\);$/s
