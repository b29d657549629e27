// @ts-check
import { attachPageHeaders } from './page-policy.mjs'

/** @typedef {{ get(key: string, ...rest: any[]): Promise<any>, set(key: string, data: any, ...rest: any[]): Promise<any> }} CacheHandler */

/**
 * A cache handler class whose page entries carry the headers their HTML calls for (page-policy.mjs):
 * on set, and on get where missing (a page prerendered by `next build`).
 * @template {new (...args: any[]) => CacheHandler} H
 * @param {H} Handler
 */
export function withPagePolicy(Handler) {
  return class extends Handler {
    /** @param {string} key @param {any[]} rest */
    async get(key, ...rest) {
      const entry = await super.get(key, ...rest)
      const headers = entry?.value?.headers
      if (entry?.value && !(headers && 'content-security-policy' in headers)) attachPageHeaders(entry.value)
      return entry
    }

    /** @param {string} key @param {any} data @param {any[]} rest */
    async set(key, data, ...rest) {
      return super.set(key, attachPageHeaders(data), ...rest)
    }
  }
}
