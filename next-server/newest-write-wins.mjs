// @ts-check
// Next's file-system cache keeps a memory copy of what it reads from disk, once the read is done:
// two renders that read an entry at once (a refresh renders a page twice) and a write between
// them leave the slower read's older copy in memory, over the write. Seen: a refresh that stored
// the article the editors' webhook fetched, then every later refresh reading the copy before it.
// And a refresh that read an article before a publish stores its copies after it, with a later
// time than the publish's expiry: stored, they would show the old article for another window.
import { LRUCache } from 'lru-cache'
import { CACHE_TAGS_HEADER } from './next-internals.mjs'

/**
 * @typedef {{ get(key: string, ...rest: any[]): Promise<any>, set(key: string, data: any, ...rest: any[]): Promise<any>, revalidateTag(tags: string | string[], ...rest: any[]): Promise<any> }} CacheHandler
 */

/**
 * A cache handler class in which a read never answers an entry older than this process's last
 * write of that key (it answers the write instead), and a request that began before one of its
 * copy's tags was revalidated does not store that copy (the next visit renders it afresh). A miss
 * stays a miss (an expired tag makes one). Next creates a handler per request, so the writes and
 * revalidations are kept per class.
 * @template {new (...args: any[]) => CacheHandler} H
 * @param {H} Handler
 */
export function withNewestWrite(Handler) {
  /** @type {LRUCache<string, { value: any, lastModified: number, cacheControl?: unknown }>} */
  const writes = new LRUCache({ max: 1000 })
  /** @type {LRUCache<string, number>} when each tag was last revalidated here */
  const revalidated = new LRUCache({ max: 10_000 })
  return class extends Handler {
    /** When this request began: everything it writes was read after this. */
    startedAt = Date.now()

    /** @param {string} key @param {any[]} rest */
    async get(key, ...rest) {
      const entry = await super.get(key, ...rest)
      const written = writes.get(key)
      return !entry || !written || entry.lastModified >= written.lastModified ? entry : written
    }

    /** @param {string} key @param {any} data @param {any} ctx @param {any[]} rest */
    async set(key, data, ctx, ...rest) {
      if (tagsOfCopy(data, ctx).some((tag) => (revalidated.get(tag) ?? -Infinity) >= this.startedAt)) return
      // As Next's file-system cache stores it: a data entry's lifetime travels in its value.
      writes.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl })
      return super.set(key, data, ctx, ...rest)
    }

    /** @param {string | string[]} tags @param {any[]} rest */
    async revalidateTag(tags, ...rest) {
      const now = Date.now()
      for (const tag of typeof tags === 'string' ? [tags] : tags) revalidated.set(tag, now)
      return super.revalidateTag(tags, ...rest)
    }
  }
}

/**
 * The tags a copy is stored under: a data entry's come with the write, a page's are in its headers.
 * @param {any} data
 * @param {{ tags?: string[] } | undefined} ctx
 * @returns {string[]}
 */
function tagsOfCopy(data, ctx) {
  const header = data?.headers?.[CACHE_TAGS_HEADER]
  return [...(ctx?.tags ?? []), ...(typeof header === 'string' && header !== '' ? header.split(',') : [])]
}
