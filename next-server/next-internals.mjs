// @ts-check
// What the site assumes about Next.js beyond its documented API, in one place: what the CSP on
// cached pages, the pages' labels and the cache handlers need. next-internals.test.ts checks each
// against the installed `next` and names the one an upgrade breaks. Checked against 16.4.6.
import { join } from 'node:path'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

/** Each assumption, by name, and the guarantee that needs it; the contract test has one check per name. */
export const NEXT_ASSUMPTIONS = Object.freeze({
  fileSystemCacheExport: "file-system-cache.js exports Next's file-system cache handler class (get, set, revalidateTag) as its default: both cache handlers wrap it, so a page is kept on disk, and without Redis, as Next keeps it.",
  pageEntryShape: 'A page reaches a cache handler as { kind: "APP_PAGE", html, rscData, headers, status }, its tags in headers[CACHE_TAGS_HEADER]: each page\'s CSP, the failure state\'s no-store and the 404 label go in those headers.',
  storedHeadersSentAfterConfig: "A cached page's stored headers are appended after next.config's, and Cache-Control is set only when none is: the CSP, the failure state's no-store, the 404 and a lifetime that ends at midnight (valid-until.mjs) travel in the entry.",
  inlineScripts: 'The inline scripts Next writes into a page are the RSC data, `(self.__next_f=self.__next_f||[]).push([0])` then `self.__next_f.push([1,"…"])`, and Turbopack\'s `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…});`: the CSP approves exactly these shapes by hash.',
  buildFolderLayout: 'A build folder holds its id in BUILD_ID beside the server folder, and unstable_cache entries in cache/fetch-cache: Redis keeps pages apart by build, and prepare-standalone ships the build\'s articles with it (the last good copy on a fresh host).',
  handlerPerRequest: 'Next constructs the cache handler per request: a copy a request made from what it read before a publish is never stored over the publish (newest-write-wins.mjs, the Redis handler).',
})

/**
 * Node's ESM import sees the CommonJS `exports` as the default, a transpiler (Jest) the class.
 * @returns {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default}
 */
export function loadFileSystemCache() {
  return /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule
}

/** The entry kinds a cache handler is told (documented with the cacheHandler option). */
export const ENTRY_KIND = Object.freeze({ page: 'APP_PAGE', route: 'APP_ROUTE', data: 'FETCH' })
/** Next's NEXT_CACHE_TAGS_HEADER. */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags'
/** A page's or route's tags, from its cache entry value's headers. @param {{ headers?: Record<string, unknown> } | null | undefined} value */
export function pageTags(value) {
  const header = value?.headers?.[CACHE_TAGS_HEADER]
  return typeof header === 'string' && header !== '' ? header.split(',') : []
}

/** Relative to the build folder. */
export const DATA_CACHE_FOLDER = join('cache', 'fetch-cache')
/** From the server folder Next passes to cache handlers. */
export const buildIdFile = (/** @type {string} */ serverDistDir) => join(serverDistDir, '..', 'BUILD_ID')

export const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])'
export const FLIGHT_CHUNK = /^self\.__next_f\.push\((\[.*\])\)$/s
export const TURBOPACK_BOOTSTRAP = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{.*\})\);$/s
