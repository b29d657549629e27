/** @jest-environment node */
import { spawnSync, type ChildProcess } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, ErrorReply } from 'redis'
import { freePort, startRedisServer } from '@/test-support/loopback.mjs'
import { describeFailure, sharedConnection } from './connection.mjs'
import type { SharedCacheBridge } from './bridge.mjs'
import type { RedisLikeClient } from './connection.mjs'
import { createCacheHandler, PAGE_TTL_SECONDS } from './handler.mjs'
import { READ } from './scripts.mjs'

// A real redis-server on a free loopback port runs the scripts: the freshness rule lives in them alone.
let server: ChildProcess
let folder: string
let redisServer: ReturnType<typeof createClient>
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'shared-cache-test-'))
  const port = await freePort()
  server = await startRedisServer(port, ['--appendonly', 'yes', '--dir', folder])
  redisServer = createClient({ url: `redis://127.0.0.1:${port}`, RESP: 2 }) // as the site's clients (redis-client.mjs)
  await redisServer.connect()
})
afterAll(() => {
  redisServer.destroy()
  server.kill('SIGKILL')
  rmSync(folder, { recursive: true, force: true })
})
beforeEach(async () => {
  await redisServer.flushAll()
  await redisServer.configSet({ maxmemory: '0', 'maxmemory-policy': 'noeviction', appendonly: 'yes' })
})

const TAGS = '{texas-tuition-site}:tags'
/** Whether the real Redis holds `key` (and `field` of it). */
const holds = async (key: string, field?: string) => Boolean(field === undefined ? await redisServer.exists(key) : await redisServer.hExists(key, field))

/**
 * The real Redis as an instance's client, with switches for what the network or the server may do
 * to it: `down` (refused at once), `hung` (never answers, as under kill -STOP), `lateMs`,
 * `refusing` (an error reply for every script, e.g. a Cluster node without the keys),
 * `configDisabled` (managed Redis), and the replicas INFO and WAIT report.
 */
class TestRedis extends EventEmitter {
  isReady = true
  down = false
  hung = false
  lateMs = 0
  refusing: string | undefined
  configDisabled = false
  replicas = 0
  replicasAcknowledge = true

  async connect() {
    this.emit('ready')
  }

  /** Closed with its test: what that test left running touches no later test's Redis, nor logs. */
  private closed = false

  destroy() {
    this.closed = true
  }

  private answer<T>(command: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.resolve(undefined as T)
    if (this.hung) return new Promise(() => {})
    if (this.down) return Promise.reject(new Error('connect ECONNREFUSED'))
    return new Promise((resolve) => setTimeout(resolve, this.lateMs)).then(command)
  }

  ping() {
    return this.answer(() => redisServer.ping())
  }

  eval(script: string, options: { keys: string[]; arguments: string[] }) {
    return this.answer(async () => {
      if (this.refusing) throw new ErrorReply(this.refusing)
      return redisServer.eval(script, options)
    })
  }

  sendCommand([command = '', ...args]: string[]) {
    return this.answer(async () => {
      if (command === 'INFO') return `# Replication\r\nrole:master\r\nconnected_slaves:${this.replicas}\r\n`
      if (command === 'WAIT') return this.replicasAcknowledge ? Math.min(this.replicas, Number(args[0])) : 0
      if (command === 'CONFIG' && this.configDisabled) throw new ErrorReply("NOPERM this user has no permissions to run the 'config' command")
      return redisServer.sendCommand([command, ...args])
    })
  }
}

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
/**
 * Polls until `check` holds, giving up after 1,000 polls (10 s at the least: evidence may come
 * late on a loaded machine); then the assertion after it fails.
 */
const waitFor = async (check: () => boolean | Promise<boolean>) => {
  for (let tried = 0; tried < 1_000 && !(await check()); tried += 1) await new Promise((resolve) => setTimeout(resolve, 10))
}
// Room for a wait that gives up, so that the assertion after it, not a timeout, says what is missing.
jest.setTimeout(20_000)

/**
 * One server process: its own handler class (module state), disk and connection, sharing `redis`
 * with the others. Every `new instance.Handler(ctx)` is one request's handler, as Next makes them.
 */
async function startInstance(
  redis: TestRedis,
  { buildId = 'build-1', memoryBytes = 50_000_000, hostClockAheadMs = 0, expectReplicas = false, keyPrefix = '{texas-tuition-site}:', passIntervalMs = 20 } = {},
) {
  const disk = fakeDisk()
  // The probe handler.mjs gives: a read of the site's slot.
  const probe = (client: RedisLikeClient) => client.eval(READ, { keys: [`${keyPrefix}tags`, `${keyPrefix}tags`, `${keyPrefix}clock`], arguments: [''] })
  // Deadlines with room for a real Redis on a loaded 2-core machine.
  const connection = sharedConnection({ client: redis, expectReplicas, probe, timeoutMs: 500, lostAfterMs: 2000, probeIntervalMs: 20 })
  opened.push(connection)
  const published: SharedCacheBridge[] = []
  const Handler = createCacheHandler({
    connect: () => connection,
    createLocal: () => disk,
    readBuildId: () => buildId,
    publish: (bridge) => published.push(bridge),
    localNow: () => Date.now() + hostClockAheadMs,
    keyPrefix,
    passIntervalMs,
  })
  const handler = () => new Handler({ serverDistDir: '/srv/.next/server', maxMemoryCacheSize: memoryBytes })
  handler() // the first request's handler opens the connection; it is up a moment later
  await waitFor(() => connection.connected || !redis.isReady || redis.down)
  return { disk, connection, handler, bridge: published[0]! }
}

type Instance = Awaited<ReturnType<typeof startInstance>>
type Handler = ReturnType<Instance['handler']>

/** A request that renders a page, as Next makes it: it reads the page first, then stores the new one. */
async function renderPage(instance: Instance, key: string, html: string, { tags = 'cms-article-49', request = instance.handler() }: { tags?: string; request?: Handler } = {}) {
  await request.get(key, PAGE_CTX)
  await request.set(key, pageValue(html, tags), { cacheControl: { revalidate: 300 } })
}

/** A request that fetches an article: it reads the data cache first, then stores what the CMS gave. */
async function fetchArticle(instance: Instance, key: string, body: string, { tags = ['cms-article-49-data'], request = instance.handler() }: { tags?: string[]; request?: Handler } = {}) {
  await request.get(key, fetchCtx(tags))
  await request.set(key, fetchValue(body), { fetchCache: true, tags })
}

const htmlOf = (entry: { value: unknown } | null) => (entry?.value as { html?: string } | undefined)?.html
const bodyOf = (entry: { value: unknown } | null) => (entry?.value as { data?: { body?: string } } | undefined)?.data?.body
const shownPage = async (instance: Instance, key = 'page') => htmlOf(await instance.handler().get(key, PAGE_CTX))
const shownArticle = async (instance: Instance, key = 'article', tags = ['cms-article-49-data']) => bodyOf(await instance.handler().get(key, fetchCtx(tags)))

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
    const redis = new TestRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    const request = a.handler()
    await request.get('/route-cache/app-page/x/$/index', PAGE_CTX)
    await request.set('/route-cache/app-page/x/$/index', pageValue('<h1>New</h1>'), { cacheControl: { revalidate: 3 } })

    const entry = await b.handler().get('/route-cache/app-page/x/$/index', PAGE_CTX)
    const value = entry?.value as ReturnType<typeof pageValue>
    expect(value.html).toBe('<h1>New</h1>')
    expect(Buffer.isBuffer(value.rscData) && [...value.rscData]).toEqual([0, 1, 2, 254, 255])
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree segment')
    expect(entry?.cacheControl).toEqual({ revalidate: 3 })
  })

  it('gives the newest article anywhere, not an older one this instance holds', async () => {
    const redis = new TestRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    b.disk.files.set('article', { value: fetchValue('"on disk"'), lastModified: Date.now() + 60_000 })
    await fetchArticle(a, 'article', '"fetched by a"')
    expect(await shownArticle(b)).toBe('"fetched by a"')

    await fetchArticle(a, 'article', '"fetched again by a"')
    expect(await shownArticle(b)).toBe('"fetched again by a"')
  })

  it("prefers the fleet's page to one on this instance's disk, however new the file looks", async () => {
    const redis = new TestRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await renderPage(a, 'page', '<h1>Shared</h1>')
    b.disk.files.set('page', { value: pageValue('<h1>Build</h1>'), lastModified: Date.now() + 60_000 })

    expect(await shownPage(b)).toBe('<h1>Shared</h1>')
  })

  it("keeps each build's pages apart; pages expire in a week, articles and tag records never (volatile-* eviction leaves them)", async () => {
    const redis = new TestRedis()
    const [oldBuild, newBuild] = await Promise.all([startInstance(redis, { buildId: 'old' }), startInstance(redis, { buildId: 'new' })])
    await renderPage(oldBuild, 'page', '<h1>Old build</h1>')
    await fetchArticle(oldBuild, 'article', '"shared by every build"')
    expect(await newBuild.bridge.expireTags(['cms-article-19'], { expire: 0 })).toBe(true)

    expect(await newBuild.handler().get('page', PAGE_CTX)).toBeNull()
    expect(await shownArticle(newBuild)).toBe('"shared by every build"')
    expect(await holds(TAGS, 'cms-article-19:expired')).toBe(true)
    const ttls = Object.fromEntries(await Promise.all((await redisServer.keys('*')).map(async (key) => [key, await redisServer.ttl(key)])))
    expect(ttls).toEqual({ '{texas-tuition-site}:old:page': PAGE_TTL_SECONDS, '{texas-tuition-site}:data:article': -1, [TAGS]: -1, '{texas-tuition-site}:clock': -1 })
  })

  it("caps each instance's memory in bytes: what does not fit is read again from disk", async () => {
    const redis = new TestRedis()
    redis.down = true
    const small = await startInstance(redis, { memoryBytes: 2_000 })
    await fetchArticle(small, 'big', `"${'x'.repeat(5_000)}"`)
    small.disk.files.clear()

    expect(await small.handler().get('big', fetchCtx([]))).toBeNull()
  })
})

describe("tag expiry, on Redis's clock", () => {
  it('expires an entry on every instance when any instance revalidates its tag', async () => {
    const redis = new TestRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await fetchArticle(b, 'k', '"before"', { tags: ['cms-article-49'] })
    expect(await shownArticle(b, 'k', ['cms-article-49'])).toBe('"before"')

    await a.handler().revalidateTag(['cms-article-49'], { expire: 0 })

    expect(await b.handler().get('k', fetchCtx(['cms-article-49']))).toBeNull()
    expect(await b.handler().get('k', fetchCtx(['cms-article-19']))).not.toBeNull()
  })

  it('expires tags for the webhook before it answers, and says when Redis did not take them', async () => {
    const redis = new TestRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await fetchArticle(b, 'k', '"before"', { tags: ['cms-article-49'] })

    expect(await a.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(true)
    expect(await b.handler().get('k', fetchCtx(['cms-article-49']))).toBeNull()
    redis.down = true
    expect(await a.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(false)
  })

  it('still expires what this instance revalidated while Redis is unreachable', async () => {
    const redis = new TestRedis()
    const instance = await startInstance(redis)
    await renderPage(instance, 'page', '<h1>Old</h1>')
    redis.down = true

    expect(await instance.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(false)
    expect(await instance.handler().get('page', PAGE_CTX)).toBeNull()
  })

  it('shares expiry across builds', async () => {
    const redis = new TestRedis()
    const [oldBuild, newBuild] = await Promise.all([startInstance(redis, { buildId: 'old' }), startInstance(redis, { buildId: 'new' })])
    await fetchArticle(oldBuild, 'k', '"x"', { tags: ['cms-article-49'] })
    await newBuild.handler().revalidateTag('cms-article-49')

    expect(await oldBuild.handler().get('k', fetchCtx(['cms-article-49']))).toBeNull()
  })

  it('marks an entry stale, not gone, for a tag revalidated with a later expiry', async () => {
    const redis = new TestRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await fetchArticle(b, 'k', '"kept"', { tags: ['cms-article-49'] })
    await a.handler().revalidateTag(['cms-article-49'], { expire: 3600 })

    const entry = await b.handler().get('k', fetchCtx(['cms-article-49']))
    expect(bodyOf(entry)).toBe('"kept"')
    // Older than its 300-second window, so Next serves it and refreshes it in the background.
    expect(Date.now() - (entry?.lastModified ?? Date.now())).toBeGreaterThan(300_000)
  })

  it("reads a page's tags from its stored headers", async () => {
    const redis = new TestRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await renderPage(b, 'page', '<h1>Old</h1>', { tags: 'cms-article-19,_N_T_/' })
    await a.handler().revalidateTag('cms-article-19', { expire: 0 })

    expect(await b.handler().get('page', PAGE_CTX)).toBeNull()
  })

  it.each([
    ['an hour ahead', 3_600_000],
    ['an hour behind', -3_600_000],
  ])('a host %s never hides a publish, from its first request on, and stores nothing stamped in the future', async (_, skew) => {
    const redis = new TestRedis()
    const onTime = await startInstance(redis)
    const skewed = await startInstance(redis, { hostClockAheadMs: skew })
    for (const [publisher, other] of [[onTime, skewed], [skewed, onTime]] as const) {
      // The skewed host's very first request renders the page, before it has heard from Redis otherwise.
      await renderPage(skewed, 'page', '<p>before the publish</p>')
      expect(await shownPage(skewed)).toBe('<p>before the publish</p>')
      expect(await publisher.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(true)

      for (const instance of [publisher, other]) expect(await instance.handler().get('page', PAGE_CTX)).toBeNull()
      await renderPage(other, 'page', '<p>published</p>')
      expect(await shownPage(other)).toBe('<p>published</p>')
    }
    const [seconds = 0, micros = 0] = (await redisServer.sendCommand(['TIME'])) as string[]
    const now = Number(seconds) * 1000 + Number(micros) / 1000
    for (const key of await redisServer.keys('*')) {
      const times = (await redisServer.type(key)) === 'hash' ? Object.values(await redisServer.hGetAll(key)) : [String(await redisServer.get(key))]
      for (const time of times) if (/^\d+$/.test(time)) expect(Number(time)).toBeLessThanOrEqual(now)
    }
  })

  it("hands Next dates by its own host's clock, so its age of a fresh copy is right", async () => {
    const redis = new TestRedis()
    // Both hosts behind Redis, by a minute and by a minute and a half.
    const [a, b] = [await startInstance(redis, { hostClockAheadMs: -60_000 }), await startInstance(redis, { hostClockAheadMs: -90_000 })]
    await renderPage(a, 'page', '<p>x</p>')
    const entry = await b.handler().get('page', PAGE_CTX)
    expect(Math.abs(Date.now() - 90_000 - (entry?.lastModified ?? 0))).toBeLessThan(1000)
  })
})

describe('a publish is never undone', () => {
  it('a refresh that read the article before a publish and stores after it loses to the publish: its article is refused, its page is expired', async () => {
    const redis = new TestRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await renderPage(a, 'page', '<p>first edition</p>')
    const refreshBeforePublish = a.handler()
    await refreshBeforePublish.get('page', PAGE_CTX) // its first read: the page is due for a refresh
    await fetchArticle(b, 'article', '"published"') // the editor's webhook
    expect(await b.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(true)

    await refreshBeforePublish.set('article', fetchValue('"before the publish"'), { fetchCache: true, tags: ['cms-article-49-data'] })
    await refreshBeforePublish.set('page', pageValue('<p>before the publish</p>'), { cacheControl: { revalidate: 300 } })

    for (const instance of [a, b]) {
      expect(await shownArticle(instance)).toBe('"published"')
      expect(await instance.handler().get('page', PAGE_CTX)).toBeNull() // rendered again, from the published article
    }
  })

  it('a page whose render began after the publish is fresh everywhere', async () => {
    const redis = new TestRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    expect(await b.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(true)
    await renderPage(a, 'page', '<p>published</p>')

    for (const instance of [a, b]) expect(await shownPage(instance)).toBe('<p>published</p>')
  })
})

describe("Redis's clock stepping back", () => {
  it('a page rendered after a publish still replaces the old one when Redis now reads a minute earlier (failover to a replica behind)', async () => {
    const redis = new TestRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await renderPage(a, 'page', '<p>edition 1</p>')
    expect(await b.bridge.expireTags(['cms-article-49'])).toBe(true)
    // Redis's clock a minute behind what it stamped: the stamps, and the scripts' mark, a minute ahead of TIME.
    const stamp = Number(await redisServer.hGet(TAGS, 'cms-article-49:expired')) + 60_000
    await redisServer.hSet(TAGS, 'cms-article-49:expired', String(stamp))
    await redisServer.set('{texas-tuition-site}:clock', String(stamp))

    await renderPage(b, 'page', '<p>edition 2</p>')
    expect(await shownPage(b)).toBe('<p>edition 2</p>')
    expect(await shownPage(await startInstance(redis))).toBe('<p>edition 2</p>')
  })
})

describe('Redis losing its data never takes the fleet back', () => {
  it('instances write back what Redis lost, so a new instance serves their newest article and still sees the publish', async () => {
    const redis = new TestRedis()
    const a = await startInstance(redis)
    await renderPage(a, 'page', '<p>before the publish</p>')
    await fetchArticle(a, 'article', '"edition 4"')
    expect(await a.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(true)

    await redisServer.flushAll()
    expect(await shownArticle(a)).toBe('"edition 4"')
    expect(await a.handler().get('page', PAGE_CTX)).toBeNull()
    await waitFor(() => holds('{texas-tuition-site}:data:article'))

    const c = await startInstance(redis)
    c.disk.files.set('article', { value: fetchValue('"edition 1, from the build"'), lastModified: Date.now() })
    c.disk.files.set('page', { value: pageValue('<p>before the publish, from the build</p>'), lastModified: Date.now() })
    expect(await shownArticle(c)).toBe('"edition 4"')
    expect(await holds(TAGS, 'cms-article-49:expired')).toBe(true)
  })

  it('gives a Redis that comes back empty every copy and tag record it holds, before any visit', async () => {
    const redis = new TestRedis()
    const a = await startInstance(redis)
    expect(await a.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(true)
    await renderPage(a, 'page', '<p>edition 4</p>')
    await fetchArticle(a, 'article', '"edition 4"')

    redis.down = true
    redis.emit('error', new Error('read ECONNRESET'))
    await waitFor(() => !a.connection.connected)
    await redisServer.flushAll()
    redis.down = false
    await waitFor(async () => (await holds('{texas-tuition-site}:data:article')) && (await holds('{texas-tuition-site}:build-1:page')))

    expect(await holds(TAGS, 'cms-article-49:expired')).toBe(true)
    const c = await startInstance(redis)
    expect(await shownArticle(c)).toBe('"edition 4"')
    expect(await shownPage(c)).toBe('<p>edition 4</p>')
  })

  it('a visit that finds its page gone (FLUSHALL) brings back the articles too, so a new instance renders from the newest', async () => {
    const redis = new TestRedis()
    const a = await startInstance(redis)
    await fetchArticle(a, 'article', '"edition 4"')
    await renderPage(a, 'page', '<p>edition 4</p>')
    await redisServer.flushAll()
    expect(await shownPage(a)).toBe('<p>edition 4</p>') // a visit reads the page, not its article
    await waitFor(() => holds('{texas-tuition-site}:data:article'))

    const c = await startInstance(redis)
    c.disk.files.set('article', { value: fetchValue('"edition 1, from the build"'), lastModified: Date.now() })
    expect(await shownArticle(c)).toBe('"edition 4"')
  })

  it("a running instance keeps its own page over a newer one a new instance built from its build's article", async () => {
    const redis = new TestRedis()
    const a = await startInstance(redis)
    await renderPage(a, 'page', '<p>edition 4</p>')
    await redisServer.flushAll()
    const c = await startInstance(redis)
    await renderPage(c, 'page', '<p>edition 1, from the build</p>') // stored in Redis, stamped later

    expect(await shownPage(a)).toBe('<p>edition 4</p>')
  })

  it('an entry Redis lost (FLUSHALL, a page\'s TTL, allkeys-* eviction) comes back from an instance that holds it', async () => {
    const redis = new TestRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await fetchArticle(a, 'article', '"edition 5"')
    await redisServer.del('{texas-tuition-site}:data:article')

    expect(await shownArticle(a)).toBe('"edition 5"')
    await waitFor(() => holds('{texas-tuition-site}:data:article'))
    expect(await shownArticle(b)).toBe('"edition 5"')
  })
})

describe('Redis is a helper, never a dependency', () => {
  it('get never throws, whatever fails: it answers what the instance has, or a miss', async () => {
    const redis = new TestRedis()
    const instance = await startInstance(redis)
    await fetchArticle(instance, 'k', '"mine"', { tags: [] })
    await redisServer.hSet('{texas-tuition-site}:build-1:other', { lastModified: '9e15', entry: '{not json' })

    redis.down = true
    await expect(instance.handler().get('k', fetchCtx([]))).resolves.toMatchObject({ value: fetchValue('"mine"') })
    redis.down = false
    await expect(instance.handler().get('other', fetchCtx([]))).resolves.toBeNull()

    const fresh = await startInstance(redis)
    fresh.disk.broken = true
    await expect(fresh.handler().get('missing', PAGE_CTX)).resolves.toBeNull()
  })

  it('waits at most the command deadline on a hung Redis, then, once it is lost, not at all until it answers again', async () => {
    const redis = new TestRedis()
    const instance = await startInstance(redis)
    await fetchArticle(instance, 'k', '"mine"', { tags: [] })
    redis.hung = true

    // Answered from memory while Redis's answer never comes: the deadline let it go on.
    expect(bodyOf(await instance.handler().get('k', fetchCtx([])))).toBe('"mine"')
    await waitFor(() => !instance.connection.connected) // still unanswered after lostAfterMs
    expect(events()).toContain('shared_cache_lost')
    const reads = jest.spyOn(redis, 'eval')
    for (let i = 0; i < 20; i += 1) expect(bodyOf(await instance.handler().get('k', fetchCtx([])))).toBe('"mine"')
    expect(reads).not.toHaveBeenCalled() // none waited on Redis
    expect(instance.connection.connected).toBe(false)

    redis.hung = false
    await waitFor(() => instance.connection.connected)
    expect(instance.connection.connected).toBe(true)
  })

  it('does not take a late answer for an outage: the page goes on at the deadline, sharing goes on', async () => {
    const redis = new TestRedis()
    const instance = await startInstance(redis)
    await fetchArticle(instance, 'k', '"mine"', { tags: [] })
    redis.lateMs = 1000 // past the 500 ms deadline, within the 2 s before Redis counts as lost

    for (let i = 0; i < 3; i += 1) expect(bodyOf(await instance.handler().get('k', fetchCtx([])))).toBe('"mine"')
    // Until each read past its deadline is judged, or one verdict said lost (then it probes on, and is judged on).
    await waitFor(() => instance.connection.pendingVerdicts === 0 || !instance.connection.connected)
    expect(instance.connection.connected).toBe(true)
    expect(events()).not.toContain('shared_cache_lost')
    expect(instance.connection.pendingVerdicts).toBe(0)
  })

  it('takes a refusal (OOM, NOPERM) for what it is, not an outage: one line, and sharing goes on', async () => {
    const redis = new TestRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    redis.refusing = "OOM command not allowed when used memory > 'maxmemory'."
    for (let i = 0; i < 5; i += 1) await fetchArticle(a, 'article', '"while full"')
    expect(await shownArticle(a)).toBe('"while full"')
    redis.refusing = undefined
    await fetchArticle(a, 'article', '"room again"')

    expect(await shownArticle(b)).toBe('"room again"')
    expect(logLines.filter((line) => line.includes('shared_cache_refused'))).toHaveLength(1)
    expect(events()).not.toContain('shared_cache_lost')
  })

  it('logs one line when Redis is lost and one when it is back, not one per request', async () => {
    const redis = new TestRedis()
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
    const redis = new TestRedis()
    redis.down = true
    redis.isReady = false
    const late = await startInstance(redis)
    redis.emit('error', new Error('connect ECONNREFUSED'))
    await fetchArticle(late, 'k', '"while down"', { tags: [] })

    redis.down = false
    redis.isReady = true
    await waitFor(() => late.connection.connected)
    const other = await startInstance(redis)
    await fetchArticle(other, 'k', '"shared"', { tags: [] })
    expect(bodyOf(await late.handler().get('k', fetchCtx([])))).toBe('"shared"')
  })

  it('keeps serving, then shares again, when Redis comes back empty', async () => {
    const redis = new TestRedis()
    const [a, b] = await Promise.all([startInstance(redis), startInstance(redis)])
    await fetchArticle(a, 'k', '"v1"', { tags: [] })
    expect(bodyOf(await b.handler().get('k', fetchCtx([])))).toBe('"v1"')

    await redisServer.flushAll()
    expect(bodyOf(await b.handler().get('k', fetchCtx([])))).toBe('"v1"')
    await fetchArticle(a, 'k', '"v2"', { tags: [] })
    expect(bodyOf(await b.handler().get('k', fetchCtx([])))).toBe('"v2"')
  })
})

describe('a Redis that refuses writes (full, under noeviction)', () => {
  it('gets one write per interval, not a pass over every copy at every visit', async () => {
    const redis = new TestRedis()
    const a = await startInstance(redis, { passIntervalMs: 60_000 })
    for (const key of ['one', 'two', 'three']) await renderPage(a, key, `<p>${key}</p>`)
    await redisServer.flushAll()
    await redisServer.configSet('maxmemory', '1') // every write refused: OOM
    const attempts = jest.spyOn(redis, 'eval')
    const writes = () => attempts.mock.calls.filter(([script]) => script !== READ)
    for (let visit = 0; visit < 20; visit += 1) expect(await shownPage(a, 'one')).toBe('<p>one</p>')
    await waitFor(() => writes().length >= 1)
    await attempts.mock.results.at(-1)?.value.catch(() => {}) // the refused write, then whatever it would start
    await new Promise((resolve) => setImmediate(resolve))

    expect(writes()).toHaveLength(1)
    expect(attempts).toHaveBeenCalledTimes(20 + 1) // a read per visit, and that write
    expect(events()).toContain('shared_cache_refused')
  })
})

describe('several fleets on one Redis (REDIS_KEY_PREFIX)', () => {
  it("staging's publish expires nothing in production, and neither reads the other's pages or articles", async () => {
    const redis = new TestRedis()
    const production = await startInstance(redis)
    const staging = await startInstance(redis, { keyPrefix: '{texas-tuition-site-staging}:' })
    await renderPage(production, 'page', '<p>production</p>')
    await fetchArticle(staging, 'article', '"staging draft"')
    expect(await staging.bridge.expireTags(['cms-article-49'])).toBe(true)

    expect(await shownPage(production)).toBe('<p>production</p>')
    expect(await shownArticle(production)).toBeUndefined()
    expect(await shownPage(staging)).toBeUndefined()
    expect((await redisServer.keys('*')).every((key) => key.startsWith('{texas-tuition-site}:') || key.startsWith('{texas-tuition-site-staging}:'))).toBe(true)
  })
})

describe('a Redis Cluster reached as one node', () => {
  it.each([
    ['CROSSSLOT Keys in request don\'t hash to the same slot'],
    ['MOVED 3999 127.0.0.1:6381'],
    ['ASK 3999 127.0.0.1:6381'],
  ])('%s is an outage named in the log and in health, not a refusal, until the node holds the keys', async (reply) => {
    const redis = new TestRedis()
    const a = await startInstance(redis)
    redis.refusing = reply
    expect(await shownArticle(a)).toBeUndefined()
    const probes = jest.spyOn(redis, 'eval') // lost, the instance asks Redis nothing but its probe
    await waitFor(() => probes.mock.calls.length >= 3 || a.connection.connected) // several probes, or one took it back

    expect(a.connection.connected).toBe(false)
    expect(probes.mock.calls.length).toBeGreaterThanOrEqual(3)
    expect(a.bridge.connected).toBe(false)
    expect(await a.bridge.expireTags(['cms-article-49'])).toBe(false)
    const lost = logLines.map((line) => JSON.parse(line)).filter((line) => line.event === 'shared_cache_lost')
    expect(lost).toEqual([expect.objectContaining({ reason: expect.stringContaining(reply.split(' ')[0]!) })])
    expect(events()).not.toContain('shared_cache_back')

    redis.refusing = undefined
    await waitFor(() => a.connection.connected)
    expect(events()).toEqual(['shared_cache_connected', 'shared_cache_lost', 'shared_cache_back'])
  })
})

describe('what the operator is told', () => {
  it.each([
    ['an eviction policy that may take the tag records', { 'maxmemory-policy': 'allkeys-lru' }, 'maxmemory-policy allkeys-lru'],
    ['no append-only file, which loses a publish Redis restarts right after', { appendonly: 'no' }, 'appendonly no'],
  ])('warns once, at the first connection, of %s', async (_risk, settings, named) => {
    await redisServer.configSet(settings)
    const redis = new TestRedis()
    const instance = await startInstance(redis)
    await waitFor(() => events().includes('shared_cache_unsafe_setting'))
    await fetchArticle(instance, 'k', '"v1"', { tags: [] })

    expect(logLines.filter((line) => line.includes('shared_cache_unsafe_setting'))).toEqual([expect.stringContaining(named)])
  })

  it.each([['volatile-lru'], ['volatile-ttl'], ['noeviction'], [undefined]])('says nothing of maxmemory-policy %s (undefined: CONFIG disabled)', async (policy) => {
    const redis = new TestRedis()
    if (policy === undefined) redis.configDisabled = true
    else await redisServer.configSet('maxmemory-policy', policy)
    const instance = await startInstance(redis)
    await fetchArticle(instance, 'k', '"v1"', { tags: [] })
    expect(events()).toEqual(['shared_cache_connected'])
  })

  it('names a wrong password and an untrusted certificate', () => {
    expect(describeFailure(new Error('WRONGPASS invalid username-password pair or user is disabled.'))).toMatch(/^Redis refused the user or password: WRONGPASS/)
    const untrusted = Object.assign(new Error('self-signed certificate in certificate chain'), { code: 'SELF_SIGNED_CERT_IN_CHAIN' })
    expect(describeFailure(untrusted)).toMatch(/TLS certificate is not trusted \(SELF_SIGNED_CERT_IN_CHAIN.*NODE_EXTRA_CA_CERTS/)
  })
})

describe('a publish survives a failover', () => {
  it("the webhook says it reached every instance only once a replica holds it, where Redis has one", async () => {
    const redis = new TestRedis()
    const instance = await startInstance(redis)
    expect(await instance.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(true) // no replica

    redis.replicas = 1
    expect(await instance.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(true)
    redis.replicasAcknowledge = false
    expect(await instance.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(false)
  })

  it('behind Sentinel, waits for a replica even when INFO is not allowed', async () => {
    const redis = new TestRedis()
    redis.replicas = 1
    redis.replicasAcknowledge = false
    jest.spyOn(redis, 'sendCommand').mockImplementation(async ([command]) => (command === 'WAIT' ? 0 : Promise.reject(new Error('NOPERM'))))
    const instance = await startInstance(redis, { expectReplicas: true })
    expect(await instance.bridge.expireTags(['cms-article-49'], { expire: 0 })).toBe(false)
  })
})

describe('the handler next.config.mjs registers on every build', () => {
  /** The two modules as a server started with `environment` loads them. */
  async function loaded(environment: Record<string, string>) {
    const modules = { handler: undefined as unknown, fileSystem: undefined as unknown }
    const saved = { ...process.env }
    Object.assign(process.env, environment)
    try {
      await jest.isolateModulesAsync(async () => {
        modules.handler = (await import('./handler.mjs')).default
        modules.fileSystem = (await import('../csp/cache-handler.mjs')).default
      })
    } finally {
      process.env = saved
    }
    return modules
  }
  // Each load decides afresh, as a new process does (this file's own import made one already).
  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('texas-tuition-site.shared-cache-handler')]
  })

  it('is the file-system cache itself, nothing in front of it, when Redis is not set at start', async () => {
    const { handler, fileSystem } = await loaded({ REDIS_URL: '' })
    expect(handler).toBe(fileSystem)
  })

  it('shares through Redis when REDIS_URL is set at start, whatever the build had', async () => {
    const { handler, fileSystem } = await loaded({ REDIS_URL: 'redis://127.0.0.1:1' })
    expect(handler).not.toBe(fileSystem)
    expect(handler).toEqual(expect.any(Function))
  })

  // @redis/client before 6.3.1 subclassed String in a way that left String.prototype a slow
  // (dictionary-mode) object for the whole process: Next's ETag of every answer took 4 to 5 times as long.
  it('leaves string methods fast with the Redis client loaded (node-redis 6.3.1 or later)', () => {
    const { stdout } = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', "await import('./next-server/shared-cache/handler.mjs'); console.log(%HasFastProperties(String.prototype))"], {
      env: { ...process.env, REDIS_URL: 'redis://127.0.0.1:1' },
      encoding: 'utf8',
    })
    expect(stdout.trim()).toBe('true')
  })
})
