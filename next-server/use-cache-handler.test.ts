/** @jest-environment node */
import keepNothing from './use-cache-handler.mjs'

describe("the 'use cache' handler of a self-hosted site", () => {
  it('keeps nothing: every lookup is worked out again, by the render that needs it', async () => {
    let cancelled = false
    const value = new ReadableStream({ cancel: () => void (cancelled = true) })
    await keepNothing.set('lookup', Promise.resolve({ value, tags: ['cms-article-49'], stale: 300, timestamp: Date.now(), expire: 3600, revalidate: 300 }))
    expect(cancelled).toBe(true)
    expect(await keepNothing.get('lookup', [])).toBeUndefined()
    await keepNothing.updateTags(['cms-article-49'])
    expect(await keepNothing.getExpiration(['cms-article-49'])).toBe(0)
  })
})
