/** @jest-environment node */
import { FakeRedis } from '@/test-support/fake-redis'
import { sharedConnection } from './connection.mjs'
import type { SharedCacheBridge } from './bridge.mjs'
import { createCacheHandler, ENTRY_TTL_SECONDS } from './handler.mjs'

type Entry = { value: unknown; lastModified: number; cacheControl?: { revalidate?: number } }

/** Next's file-system cache, as far as the handler sees it: a map, with a switch to break it. */
function fakeDisk() {
  const files = new Map<string, Entry>()
  return {
    files,
    broken: false,
    async get(key: string) {
      if (this.broken) throw new Error('EIO')
      return files.get(key) ?? null
    },
    async set(key: string, value: unknown) {
      files.set(key, { value, lastModified: Date.now() })
    },
    async revalidateTag() {},
  }
}

const PAGE_CTX = { kind: 'APP_PAGE', isFallback: false }
const fetchCtx = (tags: string[]) => ({ kind: 'FETCH', revalidate: 300, tags, softTags: ['_N_T_/'] })
const pageValue = (html: string, tags = 'cms-article-49') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from([0, 1, 2, 254, 255]),
  segmentData: new Map([['/_tree', Buffer.from('tree segment')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
})
const fetchValue = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: 300,
})

const opened: { close(): void }[] = []
/** Copies carry when their request began and expiries when they were made: what comes after must fall in a later millisecond. */
const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 2))
const waitFor = async (check: () => boolean) => {
  for (let tries = 0; tries < 100 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10))
}

/**
 * One server process: its own handler class (module state), disk and connection, sharing `redis`
 * with the others. Every `new instance.Handler(ctx)` is one request's handler, as Next makes them.
 */
async function startInstance(redis: FakeRedis, { buildId = 'build-1', memoryBytes = 50_000_000, clockAheadMs = 0 } = {}) {
  const disk = fakeDisk()
  const connection = sharedConnection({ client: redis, timeoutMs: 50, lostAfterMs: 150, probeIntervalMs: 20 })
  opened.push(connection)
  const published: SharedCacheBridge[] = []
  const Handler = createCacheHandler({
    connect: () => connection,
    createLocal: () => disk,
    readBuildId: () => buildId,
    publish: (bridge) => published.push(bridge),
    localNow: () => Date.now() + clockAheadMs,
  })
  const handler = () => new Handler({ serverDistDir: '/srv/.next/server', maxMemoryCacheSize: memoryBytes })
  const timeReads = redis.timeReads
  handler() // the first request's handler opens the connection; it is up a moment later
  await waitFor(() => (connection.connected && redis.timeReads > timeReads) || !redis.isReady || redis.down)
  return { disk, connection, handler, bridge: published[0]! }
}

let logLines: string[]
beforeEach(() => {
  logLines = []
  for (const method of ['info', 'warn', 'error'] as const) {
    jest.spyOn(console, method).mockImplementation((line: string) => void logLines.push(line))
  }
})
afterEach(() => {
  while (opened.length > 0) opened.pop()?.close()
  jest.restoreAllMocks()
})
const events = () => logLines.map((line) => JSON.parse(line).event)

describe('sharing between instances', () => {
  it('hands a page written on one instance to another, Buffers and Maps intact', async () => {
    const redis = new FakeRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await a.handler().set('/route-cache/app-page/x/$/index', pageValue('<h1>New</h1>'), { cacheControl: { revalidate: 3 } })

    const entry = await b.handler().get('/route-cache/app-page/x/$/index', PAGE_CTX)
    const value = entry?.value as ReturnType<typeof pageValue>
    expect(value.html).toBe('<h1>New</h1>')
    expect(Buffer.isBuffer(value.rscData) && [...value.rscData]).toEqual([0, 1, 2, 254, 255])
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree segment')
    expect(entry?.cacheControl).toEqual({ revalidate: 3 })
  })

  it('gives the newest copy anywhere, not an older one this instance holds', async () => {
    const redis = new FakeRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    b.disk.files.set('k', { value: fetchValue('"old"'), lastModified: Date.now() - 1000 })
    await a.handler().set('k', fetchValue('"new"'), { fetchCache: true })

    const entry = await b.handler().get('k', fetchCtx(['cms-article-49']))
    expect(entry?.value).toEqual(fetchValue('"new"'))
  })

  it('prefers the fleet\'s copy to one on this instance\'s disk, however new the file looks', async () => {
    const redis = new FakeRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await a.handler().set('page', pageValue('<h1>Shared</h1>'), { cacheControl: { revalidate: 3 } })
    b.disk.files.set('page', { value: pageValue('<h1>Build</h1>'), lastModified: Date.now() + 60_000 })

    expect(((await b.handler().get('page', PAGE_CTX))?.value as { html: string }).html).toBe('<h1>Shared</h1>')
  })

  it('keeps each build\'s pages apart, with a TTL on every entry', async () => {
    const redis = new FakeRedis()
    const [oldBuild, newBuild] = await Promise.all([startInstance(redis, { buildId: 'old' }), startInstance(redis, { buildId: 'new' })])
    await oldBuild.handler().set('/route-cache/app-page/x/$/index', pageValue('<h1>Old build</h1>'), {})

    expect(await newBuild.handler().get('/route-cache/app-page/x/$/index', PAGE_CTX)).toBeNull()
    expect([...redis.ttls.values()]).toEqual([ENTRY_TTL_SECONDS])
  })

  it('caps each instance\'s memory in bytes: what does not fit is read again from disk', async () => {
    const redis = new FakeRedis()
    redis.down = true
    const small = await startInstance(redis, { memoryBytes: 2_000 })
    const handler = small.handler()
    await handler.set('big', { ...fetchValue('x'.repeat(5_000)) }, { fetchCache: true })
    small.disk.files.clear()

    expect(await handler.get('big', fetchCtx([]))).toBeNull()
  })
})

describe('tag timestamps decide freshness', () => {
  it('expires an entry on every instance when any instance revalidates its tag', async () => {
    const redis = new FakeRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await b.handler().set('k', fetchValue('"before"'), { fetchCache: true })
    expect((await b.handler().get('k', fetchCtx(['cms-article-49'])))?.value).toEqual(fetchValue('"before"'))

    await aMomentLater()
    await a.handler().revalidateTag(['cms-article-49'], { expire: 0 })

    expect(await b.handler().get('k', fetchCtx(['cms-article-49']))).toBeNull()
    expect(await b.handler().get('k', fetchCtx(['cms-article-19']))).not.toBeNull()
  })

  it('expires tags for the webhook before it answers, and says when Redis did not take them', async () => {
    const redis = new FakeRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await b.handler().set('k', fetchValue('"before"'), { fetchCache: true })
    await aMomentLater()

    expect(await a.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(true)
    expect(await b.handler().get('k', fetchCtx(['cms-article-49']))).toBeNull()
    redis.down = true
    expect(await a.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(false)
  })

  it('still expires what this instance revalidated while Redis is unreachable', async () => {
    const redis = new FakeRedis()
    const instance = await startInstance(redis)
    await instance.handler().set('page', pageValue('<h1>Old</h1>'), { cacheControl: { revalidate: 3 } })
    await aMomentLater()
    redis.down = true

    expect(await instance.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(false)
    expect(await instance.handler().get('page', PAGE_CTX)).toBeNull()
  })

  it('shares expiry across builds', async () => {
    const redis = new FakeRedis()
    const [oldBuild, newBuild] = await Promise.all([startInstance(redis, { buildId: 'old' }), startInstance(redis, { buildId: 'new' })])
    await oldBuild.handler().set('k', fetchValue('"x"'), { fetchCache: true })
    await aMomentLater()
    await newBuild.handler().revalidateTag('cms-article-49')

    expect(await oldBuild.handler().get('k', fetchCtx(['cms-article-49']))).toBeNull()
  })

  it('marks an entry stale, not gone, for a tag revalidated with a later expiry', async () => {
    const redis = new FakeRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await b.handler().set('k', fetchValue('"kept"'), { fetchCache: true })
    await aMomentLater()
    await a.handler().revalidateTag(['cms-article-49'], { expire: 3600 })

    const entry = await b.handler().get('k', fetchCtx(['cms-article-49']))
    expect(entry?.value).toEqual(fetchValue('"kept"'))
    // Older than its 300-second window, so Next serves it and refreshes it in the background.
    expect(Date.now() - (entry?.lastModified ?? Date.now())).toBeGreaterThan(300_000)
  })

  it('reads a page\'s tags from its stored headers', async () => {
    const redis = new FakeRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await b.handler().set('page', pageValue('<h1>Old</h1>', 'cms-article-19,_N_T_/'), { cacheControl: { revalidate: 3 } })
    await aMomentLater()
    await a.handler().revalidateTag('cms-article-19', { expire: 0 })

    expect(await b.handler().get('page', PAGE_CTX)).toBeNull()
  })
})

describe('a publish is never undone', () => {
  it('a refresh that read the article before a publish and stores after it loses to the publish: its article is refused, its page is expired', async () => {
    const redis = new FakeRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    const refreshBeforePublish = a.handler() // began before the editor's webhook
    await aMomentLater()
    const webhook = b.handler()
    await webhook.set('article', fetchValue('"published"'), { fetchCache: true })
    expect(await b.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(true)

    await refreshBeforePublish.set('article', fetchValue('"before the publish"'), { fetchCache: true })
    await refreshBeforePublish.set('page', pageValue('<p>before the publish</p>'), { cacheControl: { revalidate: 3 } })

    for (const instance of [a, b]) {
      expect((await instance.handler().get('article', fetchCtx([])))?.value).toEqual(fetchValue('"published"'))
      expect(await instance.handler().get('page', PAGE_CTX)).toBeNull() // rendered again, from the published article
    }
  })

  it('a page whose render began after the publish is fresh everywhere', async () => {
    const redis = new FakeRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    expect(await b.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(true)
    await aMomentLater()
    await a.handler().set('page', pageValue('<p>published</p>'), { cacheControl: { revalidate: 3 } })

    for (const instance of [a, b]) expect(((await instance.handler().get('page', PAGE_CTX))?.value as { html: string }).html).toBe('<p>published</p>')
  })

  it("decides by Redis's clock, not each host's: a host whose clock is a minute ahead cannot outlive a publish", async () => {
    const redis = new FakeRedis()
    const ahead = await startInstance(redis, { clockAheadMs: 60_000 })
    const onTime = await startInstance(redis)
    await ahead.handler().set('page', pageValue('<p>before the publish</p>'), { cacheControl: { revalidate: 300 } })
    await aMomentLater()
    expect(await onTime.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(true)

    expect(await ahead.handler().get('page', PAGE_CTX)).toBeNull()
    expect(await onTime.handler().get('page', PAGE_CTX)).toBeNull()
  })

  it('hands Next dates by its own host\'s clock, so its age of a fresh copy is right', async () => {
    const redis = new FakeRedis()
    redis.clockAheadMs = 60_000
    const [a, b] = [await startInstance(redis), await startInstance(redis)]
    await a.handler().set('page', pageValue('<p>x</p>'), { cacheControl: { revalidate: 300 } })
    const entry = await b.handler().get('page', PAGE_CTX)
    expect(Math.abs(Date.now() - (entry?.lastModified ?? 0))).toBeLessThan(1000)
  })
})

describe('a new build', () => {
  it("reads the articles an earlier build stored, never its pages", async () => {
    const redis = new FakeRedis()
    const earlier = await startInstance(redis, { buildId: 'earlier' })
    await earlier.handler().set('article', fetchValue('"latest good article"'), { fetchCache: true })
    await earlier.handler().set('page', pageValue('<p>earlier build</p>'), { cacheControl: { revalidate: 3 } })
    const later = await startInstance(redis, { buildId: 'later' })

    expect((await later.handler().get('article', fetchCtx([])))?.value).toEqual(fetchValue('"latest good article"'))
    expect(await later.handler().get('page', PAGE_CTX)).toBeNull()
  })
})

describe('Redis is a helper, never a dependency', () => {
  it('get never throws, whatever fails: it answers what the instance has, or a miss', async () => {
    const redis = new FakeRedis()
    const instance = await startInstance(redis)
    await instance.handler().set('k', fetchValue('"mine"'), { fetchCache: true })
    redis.hashes.set('texas-tuition-site:build-1:other', new Map([['lastModified', '9e15'], ['entry', '{not json']]))

    redis.down = true
    await expect(instance.handler().get('k', fetchCtx([]))).resolves.toMatchObject({ value: fetchValue('"mine"') })
    redis.down = false
    await expect(instance.handler().get('other', fetchCtx([]))).resolves.toBeNull()

    const fresh = await startInstance(redis)
    fresh.disk.broken = true
    await expect(fresh.handler().get('missing', PAGE_CTX)).resolves.toBeNull()
  })

  it('waits at most the command deadline on a hung Redis, then, once it is lost, not at all until it answers again', async () => {
    const redis = new FakeRedis()
    const instance = await startInstance(redis)
    await instance.handler().set('k', fetchValue('"mine"'), { fetchCache: true })
    redis.hung = true

    let started = Date.now()
    expect((await instance.handler().get('k', fetchCtx([])))?.value).toEqual(fetchValue('"mine"'))
    expect(Date.now() - started).toBeLessThan(200)
    await waitFor(() => !instance.connection.connected) // still unanswered after lostAfterMs
    expect(events()).toContain('shared_cache_lost')
    const commandsWhileLost = redis.commands
    started = Date.now()
    for (let i = 0; i < 20; i += 1) await instance.handler().get('k', fetchCtx([]))
    expect(Date.now() - started).toBeLessThan(50)
    expect(instance.connection.connected).toBe(false)

    redis.hung = false
    await waitFor(() => instance.connection.connected)
    expect(instance.connection.connected).toBe(true)
    expect(redis.commands - commandsWhileLost).toBeLessThan(20) // only the probes
  })

  it('does not take a late answer for an outage: the page goes on at the deadline, sharing goes on', async () => {
    const redis = new FakeRedis()
    const instance = await startInstance(redis)
    await instance.handler().set('k', fetchValue('"mine"'), { fetchCache: true })
    redis.lateMs = 100 // past the 50 ms deadline, within the 150 ms before Redis counts as lost

    const started = Date.now()
    for (let i = 0; i < 3; i += 1) expect((await instance.handler().get('k', fetchCtx([])))?.value).toEqual(fetchValue('"mine"'))
    expect(Date.now() - started).toBeLessThan(3 * 150)
    await new Promise((resolve) => setTimeout(resolve, 300)) // every verdict is due
    expect(instance.connection.connected).toBe(true)
    expect(events()).not.toContain('shared_cache_lost')
  })

  it('logs one line when Redis is lost and one when it is back, not one per request', async () => {
    const redis = new FakeRedis()
    const instance = await startInstance(redis)
    await waitFor(() => instance.connection.connected)
    redis.down = true
    redis.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'))
    for (let i = 0; i < 10; i += 1) await instance.handler().get('k', fetchCtx([]))
    redis.down = false
    await waitFor(() => instance.connection.connected)

    expect(events()).toEqual(['shared_cache_connected', 'shared_cache_lost', 'shared_cache_back'])
  })

  it('starts sharing without a restart on an instance booted while Redis was down', async () => {
    const redis = new FakeRedis()
    redis.down = true
    redis.isReady = false
    const late = await startInstance(redis)
    redis.emit('error', new Error('connect ECONNREFUSED'))
    await late.handler().set('k', fetchValue('"while down"'), { fetchCache: true })

    redis.down = false
    redis.isReady = true
    await waitFor(() => late.connection.connected)
    const other = await startInstance(redis)
    await aMomentLater()
    await other.handler().set('k', fetchValue('"shared"'), { fetchCache: true })
    expect((await late.handler().get('k', fetchCtx([])))?.value).toEqual(fetchValue('"shared"'))
  })

  it('keeps serving, then shares again, when Redis comes back empty', async () => {
    const redis = new FakeRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await a.handler().set('k', fetchValue('"v1"'), { fetchCache: true })
    expect((await b.handler().get('k', fetchCtx([])))?.value).toEqual(fetchValue('"v1"'))

    redis.flush()
    expect((await b.handler().get('k', fetchCtx([])))?.value).toEqual(fetchValue('"v1"'))
    await aMomentLater()
    await a.handler().set('k', fetchValue('"v2"'), { fetchCache: true })
    expect((await b.handler().get('k', fetchCtx([])))?.value).toEqual(fetchValue('"v2"'))
  })
})
