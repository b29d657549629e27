/** @jest-environment node */
import { markerQuotingArticle } from '../../test-support/stub-cms-articles.mjs'
import { FAILURE_STATE_NO_STORE, FAILURE_STATE_TAG, NOT_FOUND_TAG } from '../failure-state.mjs'
import { CACHE_TAGS_HEADER } from '../next-internals.mjs'
import { validUntilTag } from '../valid-until.mjs'
import { withPagePolicy } from './with-page-policy.mjs'

const HTML = '<html><body><script>self.__next_f.push([1,"content"])</script></body></html>'

/** A stand-in for a cache handler: a Map, and the values exactly as they were stored. */
class MapCache {
  entries = new Map<string, { value: unknown; cacheControl?: { revalidate: number } }>()
  async get(key: string) {
    return this.entries.get(key) ?? null
  }
  async set(key: string, data: unknown, ctx?: { cacheControl?: { revalidate: number } }) {
    this.entries.set(key, { value: data, cacheControl: ctx?.cacheControl })
  }
}

const policyOf = (entry: { value: unknown } | null) =>
  (entry?.value as { headers?: Record<string, string> } | undefined)?.headers?.['content-security-policy']

describe('withPagePolicy', () => {
  it('stores a regenerated page with its policy, on the very value Next then answers with', async () => {
    const cache = new (withPagePolicy(MapCache))()
    const value = { kind: 'APP_PAGE', html: HTML, headers: {} as Record<string, string> }
    await cache.set('/index', value)
    expect(value.headers['content-security-policy']).toContain("'sha256-")
    expect(policyOf(await cache.get('/index'))).toBe(value.headers['content-security-policy'])
  })

  it('gives an entry stored without a policy (a page prerendered by the build) its policy when read', async () => {
    const Handler = withPagePolicy(MapCache)
    const cache = new Handler()
    cache.entries.set('/contact', { value: { kind: 'APP_PAGE', html: HTML, headers: { 'x-nextjs-stale-time': '300' } } })
    const entry = await cache.get('/contact')
    expect(policyOf(entry)).toContain("'sha256-")
    expect(await cache.get('/missing')).toBeNull()
  })

  it("keeps a policy an entry already has, since it was computed from the entry's own HTML", async () => {
    const cache = new (withPagePolicy(MapCache))()
    cache.entries.set('/', { value: { kind: 'APP_PAGE', html: HTML, headers: { 'content-security-policy': 'stored' } } })
    expect(policyOf(await cache.get('/'))).toBe('stored')
  })

  it('labels a page by the tags its render registered: the failure state is no-store, from disk and when regenerated', async () => {
    const failure = { kind: 'APP_PAGE', html: HTML, headers: { [CACHE_TAGS_HEADER]: `_N_T_/,cms-article-49,${FAILURE_STATE_TAG}` } }
    const cache = new (withPagePolicy(MapCache))()
    cache.entries.set('/', { value: failure })
    const fromDisk = (await cache.get('/'))?.value as { headers: Record<string, string> }
    expect(fromDisk.headers['cache-control']).toBe(FAILURE_STATE_NO_STORE)

    const regenerated = { kind: 'APP_PAGE', html: HTML, headers: { [CACHE_TAGS_HEADER]: '_N_T_/,cms-article-49', 'cache-control': FAILURE_STATE_NO_STORE } as Record<string, string> }
    await cache.set('/', regenerated)
    expect(regenerated.headers['cache-control']).toBeUndefined()
  })

  it('never takes a status or a label from the HTML: an article quoting every marker leaves the home page a cacheable 200', async () => {
    const html = `<html><body><main>${markerQuotingArticle}</main></body></html>`
    const home = () => ({ kind: 'APP_PAGE', html, status: 200, headers: { [CACHE_TAGS_HEADER]: '_N_T_/,_N_T_/index,cms-article-49' } as Record<string, string> })
    const cache = new (withPagePolicy(MapCache))()
    cache.entries.set('/index', { value: home() })
    const regenerated = home()
    await cache.set('/', regenerated)
    for (const value of [(await cache.get('/index'))?.value as ReturnType<typeof home>, regenerated]) {
      expect(value.status).toBe(200)
      expect(value.headers['cache-control']).toBeUndefined()
    }
  })

  it('never stores a page-not-found page, and answers the visit that rendered it with 404', async () => {
    const cache = new (withPagePolicy(MapCache))()
    const notFound = { kind: 'APP_PAGE', html: HTML, status: 200, headers: { [CACHE_TAGS_HEADER]: `_N_T_/es/no-existe,${NOT_FOUND_TAG}` } as Record<string, string> }
    await cache.set('/es/no-existe', notFound)
    expect(notFound.status).toBe(404)
    expect(cache.entries.size).toBe(0)
  })

  describe('a page that holds only until an instant (the enrollment notice until midnight)', () => {
    const MIDNIGHT = Date.parse('2027-03-01T06:00:00Z')
    const notice = () => ({ kind: 'APP_PAGE', html: HTML, headers: { [CACHE_TAGS_HEADER]: `_N_T_/,cms-article-49,${validUntilTag(new Date(MIDNIGHT))}` } as Record<string, string> })
    afterEach(() => jest.useRealTimers())
    const at = (instant: number) => jest.useFakeTimers({ now: instant, doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'] })
    const cacheControlOf = (entry: { value: unknown } | null) => (entry?.value as { headers: Record<string, string> }).headers['cache-control']

    it('is stored, and answers the visit that regenerated it, with a Cache-Control that ends before the instant', async () => {
      const cache = new (withPagePolicy(MapCache))()
      const regenerated = notice()
      at(MIDNIGHT - 3600_000)
      await cache.set('/', regenerated, { cacheControl: { revalidate: 300 } })
      expect(regenerated.headers['cache-control']).toBe('s-maxage=300, stale-while-revalidate=3297')
    })

    it('gets the Cache-Control of each answer as it is sent, from its own window', async () => {
      const cache = new (withPagePolicy(MapCache))()
      cache.entries.set('/', { value: notice(), cacheControl: { revalidate: 60 } })
      at(MIDNIGHT - 3600_000)
      expect(cacheControlOf(await cache.get('/'))).toBe('s-maxage=60, stale-while-revalidate=3537')
      at(MIDNIGHT - 30_000)
      expect(cacheControlOf(await cache.get('/'))).toBe('s-maxage=27')
    })

    it('answers no one from 4 s before the instant on, so Next renders the page for each visit, however fresh it was', async () => {
      const cache = new (withPagePolicy(MapCache))()
      at(MIDNIGHT - 4001)
      await cache.set('/', notice(), { cacheControl: { revalidate: 300 } })
      expect(await cache.get('/')).not.toBeNull()
      at(MIDNIGHT - 3999)
      expect(await cache.get('/')).toBeNull()
      at(MIDNIGHT)
      expect(await cache.get('/')).toBeNull()
    })
  })
})
