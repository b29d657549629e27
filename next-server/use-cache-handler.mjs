// @ts-check
// The handler of 'use cache' on a self-hosted site (next.config.mjs `cacheHandlers.default`): it
// keeps nothing. A 'use cache' function here (lib/cms's article lookup, the enrollment date) is
// there to give the page that calls it its lifetime and tags; the articles themselves are kept by
// the data cache and the pages by the page cache (next-server/shared-cache/handler.mjs), which
// Redis shares across instances. Kept in one instance's memory, a lookup would outlive a publish
// made through another instance.

/** @type {import('next/cache').CacheHandler} */
const keepNothing = {
  get: async () => undefined,
  set: async (_key, pendingEntry) => void (await pendingEntry).value.cancel(),
  refreshTags: async () => {},
  getExpiration: async () => 0,
  updateTags: async () => {},
}

export default keepNothing
