// @ts-check
// Everything the site assumes about Next.js beyond its documented API, in one place: the module
// paths, entry shapes, file layout and inline-script text our code reads, and the behaviour of
// Next's cache it is built around. None of it is promised by Next. next-internals.test.ts checks
// every item against the installed `next` with the unit tests and names the one an upgrade
// breaks. Last checked against Next 16.4.6.
import { join } from 'node:path'
import compressionModule from 'next/dist/compiled/compression/index.js'
import freshModule from 'next/dist/compiled/fresh/index.js'
import * as etagModule from 'next/dist/server/lib/etag.js'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

/**
 * Each assumption, by name: what we rely on, and where. The contract test has one check per
 * name, and fails if a name here has none.
 */
export const NEXT_ASSUMPTIONS = Object.freeze({
  fileSystemCacheExport:
    "next/dist/server/lib/incremental-cache/file-system-cache.js exports Next's file-system cache handler class (get, set, revalidateTag) as its default: both cache handlers wrap it.",
  pageEntryShape:
    'A page reaches a cache handler as { kind: "APP_PAGE", html, rscData, headers, status }, and its cache tags are in headers[CACHE_TAGS_HEADER]: the CSP and the failure-state label are added to those headers, and the Redis handler reads the tags.',
  entryKinds: 'Cache handlers see the kinds in ENTRY_KIND: pages, route answers and data-cache (unstable_cache) entries.',
  routeCacheLayout:
    'The file-system cache writes a regenerated page to <server>/route-cache/APP_PAGE/<sha256 of its route>/$<path>.html with its headers in a .meta beside it (REGENERATED_PAGE_FILE); the browser tests edit those files.',
  dataCacheFolder:
    'The file-system cache keeps unstable_cache entries in <dist>/DATA_CACHE_FOLDER: prepare-standalone copies it so a fresh host has the articles its pages were built from.',
  implicitPathTag:
    "Next tags each page it renders with NEXT_CACHE_IMPLICIT_TAG_ID ('_N_T_') followed by its path, among the tags in its cache tags header: the Spanish page-not-found page's entry is recognised by its route's tag (failure-state.mjs).",
  buildIdFile: 'The build id is the file BUILD_ID beside the server folder Next passes to cache handlers (buildIdFile): the Redis handler keeps each build apart by it.',
  tagExpiredPageIsMiss:
    'The file-system cache answers a page whose tag was expired as a miss, not as a stale copy: why the webhook stores the article it fetched before the next render needs it.',
  storedHeadersSentAfterConfig:
    "A cached page's stored headers are appended to the answer after next.config's, and Next sets Cache-Control only when none is set yet, for a page or a route's answer: each page's CSP, the failure state's no-store label and the lifetime of a page or calendar file that holds until midnight (valid-until.mjs) travel in its entry.",
  failedRegenerationKeepsPage:
    'A regeneration that throws keeps the previous entry and retries after min(max(window, 3), 30) s (retainPreviousCacheEntry): the page is its own last good copy.',
  unstableCacheKey:
    "unstable_cache's key is the callback's source text plus its key parts: a bound function's text is the same for every article, so the key parts alone tell articles apart.",
  handlerPerRequest:
    "Next constructs a cache handler per IncrementalCache, that is per request: the handlers keep connections, memory and their writes' record at module level.",
  requestRoute:
    "Next keeps the route a request matched on the request, under Symbol.for('NextInternalRequestMeta'), as getRequestMeta(request, 'match').definition.pathname ('/', '/contact', '/_not-found'): the HTTP duration metric takes its http.route from it.",
  flightScripts:
    'React Server Components data is inlined as `(self.__next_f=self.__next_f||[]).push([0])` then `self.__next_f.push([1,"…"])` scripts (FLIGHT_START, FLIGHT_CHUNK): the CSP approves exactly these shapes by hash.',
  answerHelpers:
    "Next's `compress` is next/dist/compiled/compression, applied to every request by its router (compression()(req, res, next)), which replaces res.end once on the answer and lets through a body already marked Content-Encoding; its ETag is generateETag from next/dist/server/lib/etag.js and its 304 check next/dist/compiled/fresh: page-answers.mjs puts its end over compression's and makes the same ETag and 304 once per page.",
  cachedPageAnswer:
    "A page served from the cache reaches the response as one res.end(html) of the very string the cache handler holds, after its headers are set (sendRenderResult): page-answers.mjs recognises the string and answers with the ETag and gzip made for it.",
  routerOnlyHeaders:
    "Next's client router reads x-nextjs-prerender and x-nextjs-stale-time from the answers to its own fetches (RSC payloads, prefetches, server actions), never from a page's HTML answer: page-answers.mjs leaves them off the HTML.",
  turbopackBootstrap:
    'Turbopack names a page\'s chunks in an inline `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…});` script (TURBOPACK_BOOTSTRAP): the CSP approves it by hash.',
})

/**
 * Next's file-system cache handler class. Its module is CommonJS with the class as
 * `exports.default`: Node's ESM import sees the whole `exports` as the default, a transpiler
 * (Jest, Playwright) the class itself.
 * @returns {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default}
 */
export function loadFileSystemCache() {
  return /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule
}

/** @param {any} module a CommonJS module as Node's ESM import or a transpiler sees it */
const commonJs = (module) => module.default ?? module

/**
 * Next's compression middleware (its `compress` option), as Next applies it to every request
 * (the tests use it to answer as Next does).
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export const nextCompression = () => commonJs(compressionModule)()

/**
 * The ETag Next gives a page's HTML.
 * @type {(payload: string) => string}
 */
export const nextETag = (payload) => etagModule.generateETag(payload)

/**
 * Whether a request's conditional headers say the client holds this answer (Next's 304 check).
 * @type {(headers: import('node:http').IncomingHttpHeaders, response: { etag: string }) => boolean}
 */
export const nextFresh = (headers, response) => commonJs(freshModule)(headers, response)

/** Where Next keeps a request's meta (getRequestMeta's own key). */
const REQUEST_META = Symbol.for('NextInternalRequestMeta')

/**
 * The route Next matched for a request it answered ('/contact', '/_not-found'), or undefined for
 * what no route answers (static files). Read as the answer finishes.
 * @param {import('node:http').IncomingMessage} request
 * @returns {string | undefined}
 */
export function routeOf(request) {
  return /** @type {any} */ (request)[REQUEST_META]?.match?.definition?.pathname
}

/** The `kind` of a cache handler's values and contexts. */
export const ENTRY_KIND = Object.freeze({ page: 'APP_PAGE', route: 'APP_ROUTE', data: 'FETCH' })

/** The stored header that lists a page's or route's cache tags (Next's NEXT_CACHE_TAGS_HEADER). */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/**
 * The tag Next gives every page it renders at this path (its implicit tag, as revalidatePath uses).
 * @param {string} path
 */
export const implicitPathTag = (path) => `_N_T_${path}`

/** A page's HTML as the file-system cache regenerates it, relative to the server folder. */
export const REGENERATED_PAGE_FILE = /^route-cache[\\/]APP_PAGE[\\/][0-9a-f]{64}[\\/]\$[\\/].*\.html$/

/** The data cache's folder, relative to the build folder. */
export const DATA_CACHE_FOLDER = join('cache', 'fetch-cache')

/**
 * The build id's file, from the server folder Next passes to cache handlers.
 * @param {string} serverDistDir
 */
export const buildIdFile = (serverDistDir) => join(serverDistDir, '..', 'BUILD_ID')

/** The first inline script of React Server Components' stream. */
export const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])'
/** Every later one: one JSON array literal. */
export const FLIGHT_CHUNK = /^self\.__next_f\.push\((\[.*\])\)$/s
/** Turbopack's inline bootstrap: one JSON object literal. */
export const TURBOPACK_BOOTSTRAP = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{.*\})\);$/s
