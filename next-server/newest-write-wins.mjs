// @ts-check
// A publish is never undone. Next's file-system cache keeps in memory what a read brought from
// disk once the read is done, so a slower read can put an older copy over a write made meanwhile;
// and a render that read an article before a publish would store its copy after the publish.
import { LRUCache } from 'lru-cache'
import { CACHE_TAGS_HEADER } from './next-internals.mjs'

/** @typedef {{ get(key: string, ...rest: any[]): Promise<any>, set(key: string, data: any, ...rest: any[]): Promise<any>, revalidateTag(tags: string | string[], ...rest: any[]): Promise<any> }} CacheHandler */

/**
 * Reads never answer an entry older than this process's last write of it; a request that began
 * before a tag of its copy was revalidated does not store it. Per class: Next makes a handler per request.
 * @template {new (...args: any[]) => CacheHandler} H
 * @param {H} Handler
 */
export function withNewestWrite(Handler) {
  /** @type {LRUCache<string, { value: any, lastModified: number, cacheControl?: unknown }>} */
  const writes = new LRUCache({ max: 1000 })
  /** @type {LRUCache<string, number>} when each tag was last revalidated here */
  const revalidated = new LRUCache({ max: 10_000 })
  return class extends Handler {
    /** Everything this request writes was read after this. */
    startedAt = Date.now()

    /** @param {string} key @param {any[]} rest */
    async get(key, ...rest) {
      const entry = await super.get(key, ...rest)
      const written = writes.get(key)
      return !entry || !written || entry.lastModified >= written.lastModified ? entry : written
    }

    /** @param {string} key @param {any} data @param {any} ctx @param {any[]} rest */
    async set(key, data, ctx, ...rest) {
      // A data entry's tags come with the write, a page's are in its headers.
      const header = data?.headers?.[CACHE_TAGS_HEADER]
      const tags = [...(ctx?.tags ?? []), ...(typeof header === 'string' && header !== '' ? header.split(',') : [])]
      if (tags.some((tag) => (revalidated.get(tag) ?? -Infinity) >= this.startedAt)) return
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
