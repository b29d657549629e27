// @ts-check
import { env } from '../env.mjs'
import { endCacheControlAtInstant } from '../valid-until.mjs'
import { attachPageHeaders } from './page-policy.mjs'

/** @typedef {{ get(key: string, ...rest: any[]): Promise<any>, set(key: string, data: any, ...rest: any[]): Promise<any> }} CacheHandler */

/**
 * A cache handler class whose page entries carry the headers their HTML calls for (page-policy.mjs): on set, and
 * on get where missing (a page prerendered by `next build`). One that holds until an instant gets its Cache-Control
 * as it is sent (valid-until.mjs). A page-not-found page is never stored. @template {new (...args: any[]) => CacheHandler} H @param {H} Handler
 */
export function withPagePolicy(Handler) {
  return class extends Handler {
    /** @param {string} key @param {any[]} rest */
    async get(key, ...rest) {
      const entry = await super.get(key, ...rest)
      if (entry?.value && !('content-security-policy' in (entry.value.headers ?? {}))) attachPageHeaders(entry.value)
      // The build's own copies carry no window: theirs is the build's, normally the start's.
      endCacheControlAtInstant(entry?.value, entry?.cacheControl?.revalidate ?? env.CMS_REVALIDATE_SECONDS, Date.now())
      return entry
    }

    /** @param {string} key @param {any} data @param {any[]} rest */
    async set(key, data, ...rest) {
      // The value stored is also the regenerating visit's answer.
      const keep = attachPageHeaders(data)
      endCacheControlAtInstant(data, rest[0]?.cacheControl?.revalidate ?? env.CMS_REVALIDATE_SECONDS, Date.now())
      if (keep) return super.set(key, data, ...rest)
    }
  }
}
