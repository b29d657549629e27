// @ts-check
// A server that cannot write its cache folders (a read-only root) still serves and refreshes
// pages from memory, but Next would log a multi-line stack for every failed write: one line here.
import { dirname, relative } from 'node:path'
import { log } from './log.mjs'

// Process-wide: Next may load the handler more than once in a process.
const loggedKey = Symbol.for('texas-tuition-site.cache-write-failure-logged')
const processWide = /** @type {Record<symbol, unknown>} */ (globalThis)

/**
 * EACCES, EROFS, ENOSPC...: a code and a path, as Node's fs gives.
 * @param {unknown} error
 * @returns {error is NodeJS.ErrnoException & { code: string, path: string }}
 */
const isFileSystemError = (error) =>
  error instanceof Error && typeof Reflect.get(error, 'code') === 'string' && typeof Reflect.get(error, 'path') === 'string'

/** @type {WeakMap<Function, Function>} */
const wrapped = new WeakMap()

/**
 * The handler class, with writes failing on the file system logged once and otherwise ignored;
 * the same class for the same handler.
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
        if (processWide[loggedKey]) return undefined
        processWide[loggedKey] = true
        log('warn', 'cache_write_failed', {
          folder: relative(process.cwd(), error.syscall === 'mkdir' ? error.path : dirname(error.path)) || '.',
          code: error.code,
          consequence: 'pages keep being served and refreshed from memory; they are not kept across a restart',
        })
      }
    }
  }
  wrapped.set(CacheHandler, Wrapped)
  return Wrapped
}
