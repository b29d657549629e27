// @ts-check
import { holdsAt } from '../valid-until.mjs'
import { attachPageHeaders } from './page-policy.mjs'

/** @typedef {{ get(key: string, ...rest: any[]): Promise<any>, set(key: string, data: any, ...rest: any[]): Promise<any> }} CacheHandler */

/**
 * A cache handler class whose page entries carry the headers their HTML calls for (page-policy.mjs): on set, and
 * on get where missing (a page prerendered by `next build`). One that holds until an instant gets its Cache-Control
 * as it is sent, and is served by no one past it (valid-until.mjs). A page-not-found page is never stored.
 * @template {new (...args: any[]) => CacheHandler} H @param {H} Handler
 */
export function withPagePolicy(Handler) {
  return class extends Handler {
    /** @param {string} key @param {any[]} rest */
    async get(key, ...rest) {
      const entry = await super.get(key, ...rest)
      if (entry?.value && !('content-security-policy' in (entry.value.headers ?? {}))) attachPageHeaders(entry.value)
      // A miss, as for an expired tag: Next renders the page for this visit.
      return holdsAt(entry?.value, entry?.cacheControl?.revalidate, Date.now()) ? entry : null
    }

    /** @param {string} key @param {any} data @param {any[]} rest */
    async set(key, data, ...rest) {
      // The value stored is also the regenerating visit's answer.
      const keep = attachPageHeaders(data)
      holdsAt(data, rest[0]?.cacheControl?.revalidate, Date.now())
      if (keep) return super.set(key, data, ...rest)
    }
  }
}
