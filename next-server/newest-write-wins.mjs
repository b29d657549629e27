// @ts-check
// Next's file-system cache keeps a memory copy of what it reads from disk, once the read is done:
// two renders that read an entry at once (a refresh renders a page twice) and a write between
// them leave the slower read's older copy in memory, over the write. Seen: a refresh that stored
// the article the editors' webhook fetched, then every later refresh reading the copy before it.
import { LRUCache } from 'lru-cache'

/**
 * @typedef {{ get(key: string, ...rest: any[]): Promise<any>, set(key: string, data: any, ...rest: any[]): Promise<any> }} CacheHandler
 */

/**
 * A cache handler class in which a read never answers an entry older than this process's last
 * write of that key: it answers the write instead. A miss stays a miss (an expired tag makes
 * one). Next creates a handler per request, so the writes are kept per class, for the most
 * recently written keys.
 * @template {new (...args: any[]) => CacheHandler} H
 * @param {H} Handler
 */
export function withNewestWrite(Handler) {
  /** @type {LRUCache<string, { value: any, lastModified: number, cacheControl?: unknown }>} */
  const writes = new LRUCache({ max: 1000 })
  return class extends Handler {
    /** @param {string} key @param {any[]} rest */
    async get(key, ...rest) {
      const entry = await super.get(key, ...rest)
      const written = writes.get(key)
      return !entry || !written || entry.lastModified >= written.lastModified ? entry : written
    }

    /** @param {string} key @param {any} data @param {any} ctx @param {any[]} rest */
    async set(key, data, ctx, ...rest) {
      // As Next's file-system cache stores it: a data entry's lifetime travels in its value.
      writes.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl })
      return super.set(key, data, ctx, ...rest)
    }
  }
}
