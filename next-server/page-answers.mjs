// @ts-check
// A cached page's answer made once per version of the page, not once per visit. Next serves a
// page from its cache by hashing the whole HTML for its ETag (in JavaScript) and gzipping it
// again for every visitor: on our 25–31 KB pages that was over a third of the server's CPU
// (docs/performance.md). The cache handler registers each page's HTML as it stores or first
// reads it (csp/with-page-policy.mjs), and the answer's ETag and gzip bytes are made then; every
// answer with that HTML reuses them. Everything else Next compresses per answer, as it did.
//
// Self-hosted only: next.config.mjs turns Next's `generateEtags` off there (its `compress` stays
// on, and this goes on top of it), and instrumentation.ts starts answerPagesFromMemory().
import { subscribe } from 'node:diagnostics_channel'
import { gzipSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { ENTRY_KIND, nextETag, nextFresh } from './next-internals.mjs'

/** @typedef {{ etag: string, gzip: Buffer }} PageAnswer */

/**
 * The answers by page HTML, process-wide: the cache handler (loaded by Node) registers, and the
 * instrumentation hook (in Next's bundle, a second copy of this module) answers. A few versions
 * of each of the site's pages; an old version is dropped once newer ones fill the cache.
 */
const registryKey = Symbol.for('texas-tuition-site.page-answers')
const processWide = /** @type {Record<symbol, LRUCache<string, PageAnswer>>} */ (/** @type {unknown} */ (globalThis))
const answers = (processWide[registryKey] ??= new LRUCache({ max: 200 }))

/** Headers Next adds to a cached page's answer that only its client router reads (next-internals.mjs). */
const ROUTER_ONLY_HEADERS = ['x-nextjs-prerender', 'x-nextjs-stale-time']

/** compression's own threshold: smaller answers go uncompressed. */
const COMPRESSION_THRESHOLD = 1024

/**
 * Makes the answer for a cache entry's page, once per HTML (an App Router page; other kinds and
 * a page whose HTML is already known pass).
 * @param {unknown} value a cache entry's value
 */
export function registerPage(value) {
  const page = /** @type {{ kind?: unknown, html?: unknown } | null | undefined} */ (value)
  if (page?.kind !== ENTRY_KIND.page || typeof page.html !== 'string' || answers.has(page.html)) return
  // Next's own ETag of the same HTML, so copies nginx holds stay valid across this change.
  answers.set(page.html, { etag: nextETag(page.html), gzip: gzipSync(page.html) })
}

/**
 * Whether the client takes gzip first, as Next's compression would choose it: gzip listed at full
 * quality and identity not named. Any other Accept-Encoding is left to compression itself.
 * @param {string | string[] | undefined} header
 */
export function takesGzipFirst(header) {
  if (typeof header !== 'string') return false
  let gzip = false
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    if (name.trim() === 'identity') return false
    if (name.trim() === 'gzip') gzip = q === undefined || Number(q.slice(2)) === 1
  }
  return gzip
}

/**
 * From now on, an answer whose body is a registered page's HTML gets its ETag (and a 304 when the
 * client holds it) and its gzip bytes ready-made; every other answer is compressed by Next's own
 * `compress`, as before. Call once, as the server starts: answers begun before (the first request
 * starts the server) are compressed by Next, without an ETag.
 */
export function answerPagesFromMemory() {
  // Published by Node for each request before the server's own listener runs (Next's router).
  subscribe('http.server.request.start', (message) => {
    const { request, response } = /** @type {{ request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse }} */ (message)
    const inheritedEnd = Object.getPrototypeOf(response).end
    // Next's compression replaces response.end once, when it takes the answer on: the page's
    // answer goes on top of it, so compression sees the ready gzip bytes and lets them through.
    Object.defineProperty(response, 'end', {
      configurable: true,
      get: () => inheritedEnd,
      set: (/** @type {(...args: any[]) => import('node:http').ServerResponse} */ compressedEnd) => {
        Object.defineProperty(response, 'end', { configurable: true, writable: true, value: pageAnswerEnd(request, response, compressedEnd) })
      },
    })
  })
}

/**
 * response.end for one answer, over compression's.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {(...args: any[]) => import('node:http').ServerResponse} compressedEnd
 */
function pageAnswerEnd(request, response, compressedEnd) {
  return (/** @type {any[]} */ ...args) => {
    const [body] = args
    const answer = typeof body === 'string' && !response.headersSent ? answers.get(body) : undefined
    if (answer === undefined) return compressedEnd.apply(response, args)
    // Read by Next's client router from its own fetches (RSC, prefetches), never from a page's
    // HTML answer: bytes every visitor and every hit of nginx's cache would pay for.
    for (const header of ROUTER_ONLY_HEADERS) response.removeHeader(header)
    // What Next's sendRenderResult does with generateEtags, without hashing the page again.
    response.setHeader('ETag', answer.etag)
    if (nextFresh(request.headers, { etag: answer.etag })) {
      response.statusCode = 304
      response.removeHeader('Content-Type')
      response.removeHeader('Content-Length')
      return compressedEnd.call(response)
    }
    const cacheControl = String(response.getHeader('Cache-Control') ?? '')
    const gzip =
      takesGzipFirst(request.headers['accept-encoding']) &&
      body.length >= COMPRESSION_THRESHOLD &&
      response.getHeader('Content-Encoding') === undefined &&
      !/(?:^|,)\s*no-transform\s*(?:,|$)/.test(cacheControl)
    if (!gzip) return compressedEnd.apply(response, args)
    // Marked encoded, compression lets the bytes through (and adds Vary: Accept-Encoding).
    response.setHeader('Content-Encoding', 'gzip')
    response.setHeader('Content-Length', answer.gzip.length)
    return compressedEnd.call(response, answer.gzip)
  }
}
