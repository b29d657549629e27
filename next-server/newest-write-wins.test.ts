/** @jest-environment node */
import { withNewestWrite } from './newest-write-wins.mjs'

type Entry = { value: unknown; lastModified: number }

/** Next's file-system cache as far as this matters: reads that take a while, returning what disk held when they began. */
class SlowDisk {
  static disk = new Map<string, Entry>()
  async get(key: string) {
    const onDisk = SlowDisk.disk.get(key) ?? null
    await new Promise((resolve) => setTimeout(resolve, 20))
    return onDisk
  }
  async set(key: string, value: unknown) {
    SlowDisk.disk.set(key, { value, lastModified: Date.now() })
  }
  async revalidateTag() {}
}

beforeEach(() => SlowDisk.disk.clear())

describe('withNewestWrite', () => {
  it('answers a write made while a read of the older copy was under way, not the older copy', async () => {
    const Cache = withNewestWrite(SlowDisk)
    SlowDisk.disk.set('article-49', { value: 'before', lastModified: Date.now() - 60_000 })
    const slowRead = new Cache().get('article-49')
    await new Cache().set('article-49', 'published', { fetchCache: true })
    expect((await slowRead)?.value).toBe('published')
    SlowDisk.disk.set('article-49', { value: 'before', lastModified: Date.now() - 60_000 }) // the slow read's copy, kept
    expect((await new Cache().get('article-49'))?.value).toBe('published')
  })

  it('keeps a miss a miss, as an expired tag makes one', async () => {
    const Cache = withNewestWrite(SlowDisk)
    await new Cache().set('/index', 'page', {})
    SlowDisk.disk.delete('/index')
    expect(await new Cache().get('/index')).toBeNull()
  })

  it('answers a newer entry than its own write, as another writer may have stored one', async () => {
    const Cache = withNewestWrite(SlowDisk)
    await new Cache().set('/index', 'mine', {})
    SlowDisk.disk.set('/index', { value: 'newer', lastModified: Date.now() + 1000 })
    expect((await new Cache().get('/index'))?.value).toBe('newer')
  })

  it('does not store what a request that began before a publish made: neither its article nor its page', async () => {
    const Cache = withNewestWrite(SlowDisk)
    const refreshBeforePublish = new Cache()
    await new Promise((resolve) => setTimeout(resolve, 2))
    const webhook = new Cache()
    await webhook.set('article-49', 'published', { fetchCache: true, tags: ['cms-article-49-data'] })
    await webhook.revalidateTag(['cms-article-49-data', 'cms-article-49'])

    await refreshBeforePublish.set('article-49', 'before the publish', { fetchCache: true, tags: ['cms-article-49-data'] })
    await refreshBeforePublish.set('/index', { kind: 'APP_PAGE', html: 'before the publish', headers: { 'x-next-cache-tags': 'cms-article-49,_N_T_/' } }, {})
    expect((await new Cache().get('article-49'))?.value).toBe('published')
    expect(await new Cache().get('/index')).toBeNull()

    await new Promise((resolve) => setTimeout(resolve, 2))
    await new Cache().set('/index', { kind: 'APP_PAGE', html: 'published', headers: { 'x-next-cache-tags': 'cms-article-49,_N_T_/' } }, {})
    expect((await new Cache().get('/index'))?.value.html).toBe('published')
  })
})
