// @ts-check
// A server that cannot write its cache folders (a read-only root filesystem, a locked-down user)
// still serves and refreshes pages: Next's FileSystemCache stores each entry in memory before
// writing it to disk. But Next logs every failed write with a multi-line stack, one per refresh.
// This wrapper catches a failed write, logs one JSON line for the first one in the process, and
// leaves the entry in memory to serve.
import { dirname, relative } from 'node:path'
import { log } from './log.mjs'

// The "logged already" mark is process-wide, so the line is logged once even if Next loads the
// handler more than once in a process (it did while proxy.ts had a bundle of its own).
const loggedKey = Symbol.for('texas-tuition-site.cache-write-failure-logged')
const processWide = /** @type {Record<symbol, unknown>} */ (globalThis)

/**
 * A file-system error (EACCES, EROFS, ENOSPC...): one with a code and a path, as Node's fs gives.
 * @param {unknown} error
 * @returns {error is NodeJS.ErrnoException & { code: string, path: string }}
 */
const isFileSystemError = (error) =>
  error instanceof Error && typeof Reflect.get(error, 'code') === 'string' && typeof Reflect.get(error, 'path') === 'string'

/** @param {NodeJS.ErrnoException & { code: string, path: string }} error */
function logFirstFailure(error) {
  if (processWide[loggedKey]) return
  processWide[loggedKey] = true
  log('warn', 'cache_write_failed', {
    // Relative to the server's folder, e.g. .next/server/app, as docs/deploying.md names them.
    folder: relative(process.cwd(), error.syscall === 'mkdir' ? error.path : dirname(error.path)) || '.',
    code: error.code,
    consequence: 'pages keep being served and refreshed from memory; they are not kept across a restart',
  })
}

/** @type {WeakMap<Function, Function>} */
const wrapped = new WeakMap()

/**
 * The cache handler class, with writes that fail on the file system logged once and otherwise
 * ignored. The same class comes back for the same handler, so a factory may call this each time.
 * @template {new (...args: any[]) => { set(...args: any[]): Promise<unknown> }} C
 * @param {C} CacheHandler
 * @returns {C}
 */
export function withCacheWriteFailuresLogged(CacheHandler) {
  const existing = wrapped.get(CacheHandler)
  if (existing) return /** @type {C} */ (existing)
  const Wrapped = class extends CacheHandler {
    /** @param {any[]} args */
    async set(...args) {
      try {
        return await super.set(...args)
      } catch (error) {
        if (!isFileSystemError(error)) throw error
        logFirstFailure(error)
        return undefined
      }
    }
  }
  wrapped.set(CacheHandler, Wrapped)
  return Wrapped
}
