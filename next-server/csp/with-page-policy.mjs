// @ts-check
import { registerPage } from '../page-answers.mjs'
import { holdsAt } from '../valid-until.mjs'
import { attachPageHeaders } from './page-policy.mjs'

/**
 * @typedef {{ get(key: string, ...rest: any[]): Promise<any>, set(key: string, data: any, ...rest: any[]): Promise<any> }} CacheHandler
 */

/**
 * A Next.js cache handler class whose page entries carry the headers their own HTML calls for
 * (page-policy.mjs): the Content-Security-Policy and, for the failure state, no-store. set (a
 * regenerated page) always computes them from the new HTML; get (an entry from disk, such as a
 * page prerendered by `next build`) adds them where missing, once per entry while it is kept in
 * memory. Either way the page's answer (its ETag and gzip bytes) is made once, for every visit to
 * that version of the page (page-answers.mjs). A page or route that holds only until an instant
 * gets the Cache-Control of each answer as it is sent, and is answered by no one past that instant
 * (valid-until.mjs). Wrap any handler (the filesystem one, a shared one).
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
      registerPage(entry?.value)
      // A miss, as for an expired tag: Next renders the page for this visit.
      return holdsAt(entry?.value, entry?.cacheControl?.revalidate, Date.now()) ? entry : null
    }

    /** @param {string} key @param {any} data @param {any[]} rest */
    async set(key, data, ...rest) {
      registerPage(attachPageHeaders(data))
      // The value stored is also the regenerating visit's answer.
      holdsAt(data, rest[0]?.cacheControl?.revalidate, Date.now())
      return super.set(key, data, ...rest)
    }
  }
}
