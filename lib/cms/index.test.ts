/** @jest-environment node */
import { publishSharedCache } from '../shared-cache/bridge.mjs'
import { loopbackCms, type CmsHandler } from '../../test-support/loopback-cms'

// Next's data cache needs a running Next server; here each call goes straight to the CMS, so the
// tests see this module's own behaviour (last good copy, shared requests, logging). The lifetimes
// asked of it are recorded: they become the page's lifetime.
jest.mock('next/cache', () => ({
  unstable_cache: jest.fn(<T>(fn: T) => fn),
  revalidateTag: jest.fn(),
}))

type CmsModule = typeof import('./index')

const API_KEY_CANARY = 'api-key-canary-5e81c3'
const AUTHORIZATION_CANARY = 'Bearer authorization-canary-0d47b9'

/** A CMS on loopback: each test chooses its answer; it counts requests per path. */
const cmsServer = loopbackCms()

const answer = (contents: string): CmsHandler => (_req, res) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { contents } }))
const fail: CmsHandler = (_req, res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{}')

/** Every line the module printed, whatever the level. */
let output: string[]
const originalEnv = process.env

beforeEach(() => {
  output = []
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      output.push(args.map(String).join(' '))
    })
  }
})

afterEach(() => {
  process.env = originalEnv
  jest.restoreAllMocks()
})

/** lib/cms as a fresh process with exactly these variables would load it: nothing remembered. */
async function loadCms(vars: Record<string, string>, { sameProcess = false } = {}) {
  process.env = { NODE_ENV: 'test', ...vars }
  // The module keeps its per-process memory on globalThis (Next loads it once per route).
  if (!sameProcess) delete (globalThis as Record<symbol, unknown>)[Symbol.for('texas-tuition-site.cms-memory')]
  let cms: CmsModule | undefined
  let revalidateTag: jest.Mock | undefined
  let unstableCache: jest.Mock | undefined
  await jest.isolateModulesAsync(async () => {
    cms = await import('./index')
    revalidateTag = (await import('next/cache')).revalidateTag as unknown as jest.Mock
    unstableCache = (await import('next/cache')).unstable_cache as unknown as jest.Mock
  })
  unstableCache!.mockClear()
  /** The shortest lifetime the calls so far asked for: what Next makes the page's. */
  const pageLifetime = () => Math.min(...unstableCache!.mock.calls.map(([, , options]) => (options as { revalidate: number }).revalidate))
  return { cms: cms!, revalidateTag: revalidateTag!, pageLifetime }
}

const withCms = (options?: { sameProcess?: boolean }) =>
  loadCms(
    { CMS_BASE_URL: cmsServer.url, CMS_API_KEY: API_KEY_CANARY, CMS_AUTHORIZATION: AUTHORIZATION_CANARY, CMS_TIMEOUT_MS: '1000' },
    options,
  )

const jsonLines = () => output.map((line) => JSON.parse(line) as Record<string, unknown>)

describe('without a CMS (CMS_BASE_URL unset)', () => {
  it('serves the bundled sample articles and calls no CMS', async () => {
    const { cms } = await loadCms({})
    const home = await cms.getArticle(49)
    const helpContact = await cms.getArticle(19)
    expect(home?.html).toContain('Plans that help Texas families save for college')
    expect(helpContact?.html).toContain('1-800-445-GRAD (4723)')
    expect(cmsServer.received).toHaveLength(0)
  })

  it('an id with no sample article is undefined', async () => {
    const { cms } = await loadCms({})
    await expect(cms.getArticle(12345)).resolves.toBeUndefined()
  })
})

describe('getArticle with a CMS', () => {
  it('returns the article as sanitized HTML', async () => {
    cmsServer.handle = answer('<h2>Plans</h2><p>Saving <script>alert(1)</script>for college</p>')
    const { cms } = await withCms()
    const article = await cms.getArticle(49)
    expect(article?.id).toBe(49)
    expect(article?.html).toContain('<h2>Plans</h2>')
    expect(article?.html).not.toContain('script')
    expect(cmsServer.received[0]?.url).toBe('/v1/article/ttf/49')
    expect(cmsServer.received[0]?.headers['x-api-key']).toBe(API_KEY_CANARY)
    expect(cmsServer.received[0]?.headers.authorization).toBe(AUTHORIZATION_CANARY)
  })

  it('is undefined when the CMS fails and there is no good copy', async () => {
    cmsServer.handle = fail
    const { cms } = await withCms()
    await expect(cms.getArticle(49)).resolves.toBeUndefined()
  })

  it('is undefined when the CMS does not have the article', async () => {
    cmsServer.handle = (_req, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{}')
    const { cms } = await withCms()
    await expect(cms.getArticle(49)).resolves.toBeUndefined()
  })

  it('serves the last good copy when a later request fails', async () => {
    cmsServer.handle = answer('<p>Good copy</p>')
    const { cms } = await withCms()
    const good = await cms.getArticle(49)
    cmsServer.handle = fail
    await expect(cms.getArticle(49)).resolves.toEqual(good)
    expect(cmsServer.received).toHaveLength(2)
    expect(jsonLines()).toEqual([expect.objectContaining({ event: 'cms_fetch_failed', hasLastGoodCopy: true })])
  })

  it('keeps one last good copy per article', async () => {
    cmsServer.handle = answer('<p>Home</p>')
    const { cms } = await withCms()
    await cms.getArticle(49)
    cmsServer.handle = fail
    await expect(cms.getArticle(19)).resolves.toBeUndefined()
    await expect(cms.getArticle(49)).resolves.toMatchObject({ html: '<p>Home</p>' })
  })

  it('shares the last good copy with every other copy of the module in the process (Next loads one per route)', async () => {
    cmsServer.handle = answer('<p>Seen by the home page</p>')
    const { cms: homeRoute } = await withCms()
    await homeRoute.getArticle(49)
    const { cms: webhookRoute } = await withCms({ sameProcess: true })
    cmsServer.handle = fail
    await expect(webhookRoute.getArticle(49)).resolves.toMatchObject({ html: '<p>Seen by the home page</p>' })
    expect(webhookRoute.lastCmsSuccess()).toBeInstanceOf(Date)
  })

  it('keeps no copy of an article the site does not show, so any id cannot fill memory', async () => {
    cmsServer.handle = answer('<p>Not on the site</p>')
    const { cms } = await withCms()
    await expect(cms.getArticle(777)).resolves.toMatchObject({ html: '<p>Not on the site</p>' })
    cmsServer.handle = fail
    await expect(cms.getArticle(777)).resolves.toBeUndefined()
  })

  it('serves the new version once the CMS answers again', async () => {
    cmsServer.handle = answer('<p>Version 1</p>')
    const { cms } = await withCms()
    await cms.getArticle(49)
    cmsServer.handle = fail
    await cms.getArticle(49)
    cmsServer.handle = answer('<p>Version 2</p>')
    await expect(cms.getArticle(49)).resolves.toMatchObject({ html: '<p>Version 2</p>' })
  })

  it('makes one CMS request for concurrent calls for the same article', async () => {
    cmsServer.handle = (req, res) => setTimeout(() => answer('<p>Shared</p>')(req, res), 100)
    const { cms } = await withCms()
    const results = await Promise.all([cms.getArticle(49), cms.getArticle(49), cms.getArticle(49)])
    expect(cmsServer.received).toHaveLength(1)
    expect(results[0]?.html).toBe('<p>Shared</p>')
    expect(results[1]).toEqual(results[0])
    expect(results[2]).toEqual(results[0])
  })

  it('makes a new request once the shared one has finished', async () => {
    cmsServer.handle = answer('<p>Again</p>')
    const { cms } = await withCms()
    await cms.getArticle(49)
    await cms.getArticle(49)
    expect(cmsServer.received).toHaveLength(2)
  })
})

describe('the lifetime of a page built from articles', () => {
  it('is the revalidation window when every article could be had', async () => {
    cmsServer.handle = answer('<p>Home</p>')
    const { cms, pageLifetime } = await loadCms({ CMS_BASE_URL: cmsServer.url, CMS_REVALIDATE_SECONDS: '300' })
    await cms.getArticle(49)
    expect(pageLifetime()).toBe(300)
  })

  it('is the last good copy\'s window while the CMS fails', async () => {
    cmsServer.handle = answer('<p>Home</p>')
    const { cms, pageLifetime } = await loadCms({ CMS_BASE_URL: cmsServer.url, CMS_REVALIDATE_SECONDS: '300' })
    await cms.getArticle(49)
    cmsServer.handle = fail
    await cms.getArticle(49)
    expect(pageLifetime()).toBe(300)
  })

  it('is a few seconds without any good copy, so the page is rebuilt soon after the CMS returns', async () => {
    cmsServer.handle = fail
    const { cms, pageLifetime } = await loadCms({ CMS_BASE_URL: cmsServer.url, CMS_REVALIDATE_SECONDS: '300' })
    await cms.getArticle(49)
    expect(cms.RETRY_SECONDS).toBe(5)
    expect(pageLifetime()).toBe(5)
  })

  it('is never longer than the window, however short the window', async () => {
    cmsServer.handle = fail
    const { cms, pageLifetime } = await loadCms({ CMS_BASE_URL: cmsServer.url, CMS_REVALIDATE_SECONDS: '3' })
    await cms.getArticle(49)
    expect(pageLifetime()).toBe(3)
  })
})

describe('a CMS failure is logged', () => {
  it('as exactly one JSON line with the article id, the reason and the time taken', async () => {
    cmsServer.handle = fail
    const { cms } = await withCms()
    await cms.getArticle(19)
    expect(output).toHaveLength(1)
    expect(JSON.parse(output[0]!)).toEqual({
      time: expect.any(String),
      level: 'warn',
      event: 'cms_fetch_failed',
      articleId: 19,
      reason: 'http-status',
      status: 500,
      message: 'CMS answered HTTP 500',
      elapsedMs: expect.any(Number),
      hasLastGoodCopy: false,
    })
  })

  it('once for concurrent calls that shared the failed request', async () => {
    cmsServer.handle = (req, res) => setTimeout(() => fail(req, res), 50)
    const { cms } = await withCms()
    await Promise.all([cms.getArticle(49), cms.getArticle(49)])
    expect(output).toHaveLength(1)
  })

  it.each<[string, CmsHandler]>([
    ['http-status', fail],
    ['not-json', (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>down</p>')],
    ['invalid-json', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{')],
    ['invalid-shape', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}')],
    ['network', (req) => req.socket.destroy()],
    // The CMS echoes the request's credentials back, as a misconfigured proxy might.
    [
      'not-json',
      (req, res) =>
        res.writeHead(200, { 'content-type': `text/plain; key=${req.headers['x-api-key']}` }).end(String(req.headers.authorization)),
    ],
  ])('without any secret (reason %s)', async (reason, handler) => {
    cmsServer.handle = handler
    const { cms } = await withCms()
    await cms.getArticle(49)
    expect(jsonLines()).toEqual([expect.objectContaining({ event: 'cms_fetch_failed', reason })])
    expect(cmsServer.received[0]?.headers['x-api-key']).toBe(API_KEY_CANARY)
    const printed = output.join('\n')
    expect(printed).not.toContain(API_KEY_CANARY)
    expect(printed).not.toContain('authorization-canary')
  })

  it('with reason timeout when the CMS does not answer in CMS_TIMEOUT_MS', async () => {
    cmsServer.handle = () => {} // never answers
    const { cms } = await loadCms({ CMS_BASE_URL: cmsServer.url, CMS_TIMEOUT_MS: '200' })
    await expect(cms.getArticle(49)).resolves.toBeUndefined()
    const [line] = jsonLines()
    expect(line).toMatchObject({ event: 'cms_fetch_failed', reason: 'timeout', articleId: 49 })
    expect(line?.elapsedMs).toBeGreaterThanOrEqual(150)
    expect(line?.elapsedMs).toBeLessThan(1000)
    cmsServer.dropConnections()
  })
})

describe('lastCmsSuccess', () => {
  it('is unset until the CMS has answered, then the time it did', async () => {
    cmsServer.handle = fail
    const { cms } = await withCms()
    await cms.getArticle(49)
    expect(cms.lastCmsSuccess()).toBeUndefined()
    cmsServer.handle = answer('<p>Ok</p>')
    const before = Date.now()
    await cms.getArticle(49)
    expect(cms.lastCmsSuccess()?.getTime()).toBeGreaterThanOrEqual(before)
  })
})

describe('revalidateArticles', () => {
  it("checks the CMS answers, then expires each article's cache tag at once and logs one line", async () => {
    cmsServer.handle = answer('<p>New version</p>')
    const { cms, revalidateTag } = await withCms()
    await expect(cms.revalidateArticles([49, 19])).resolves.toEqual({ cmsUnavailable: [], everyInstanceRefreshed: true })
    expect(cmsServer.received.map((request) => request.url).sort()).toEqual(['/v1/article/ttf/19', '/v1/article/ttf/49'])
    expect(revalidateTag.mock.calls).toEqual([
      [cms.articleTag(49), { expire: 0 }],
      [cms.articleTag(19), { expire: 0 }],
    ])
    expect(jsonLines()).toEqual([
      expect.objectContaining({ level: 'info', event: 'cms_revalidated', articleIds: '49,19', cmsUnavailable: '' }),
    ])
  })

  it('leaves the cache alone for an article the CMS cannot serve, so visitors keep the last good page', async () => {
    cmsServer.handle = (req, res) => (req.url?.endsWith('/19') ? fail(req, res) : answer('<p>Home</p>')(req, res))
    const { cms, revalidateTag } = await withCms()
    await expect(cms.revalidateArticles([49, 19])).resolves.toEqual({ cmsUnavailable: [19], everyInstanceRefreshed: true })
    expect(revalidateTag.mock.calls).toEqual([[cms.articleTag(49), { expire: 0 }]])
    const lines = jsonLines()
    expect(lines).toContainEqual(expect.objectContaining({ event: 'cms_fetch_failed', articleId: 19 }))
    expect(lines).toContainEqual(expect.objectContaining({ event: 'cms_revalidated', cmsUnavailable: '19' }))
  })

  it('expires an id the site does not show without asking the CMS', async () => {
    const { cms, revalidateTag } = await withCms()
    await expect(cms.revalidateArticles([777])).resolves.toEqual({ cmsUnavailable: [], everyInstanceRefreshed: true })
    expect(cmsServer.received).toHaveLength(0)
    expect(revalidateTag).toHaveBeenCalledWith(cms.articleTag(777), { expire: 0 })
  })

  it('with a shared cache, expires the refreshed tags on every instance and says whether Redis took them', async () => {
    cmsServer.handle = (req, res) => (req.url?.endsWith('/19') ? fail(req, res) : answer('<p>Home</p>')(req, res))
    const expireTags = jest.fn(async () => true)
    publishSharedCache({ connected: true, expireTags })
    const { cms } = await loadCms({ CMS_BASE_URL: cmsServer.url, REDIS_URL: 'redis://127.0.0.1:6379' })
    await expect(cms.revalidateArticles([49, 19])).resolves.toEqual({ cmsUnavailable: [19], everyInstanceRefreshed: true })
    expect(expireTags).toHaveBeenCalledWith([cms.articleTag(49)], { expire: 0 })
    expireTags.mockResolvedValue(false)
    await expect(cms.revalidateArticles([49])).resolves.toEqual({ cmsUnavailable: [], everyInstanceRefreshed: false })
  })

  it('uses one distinct tag per article', async () => {
    const { cms } = await withCms()
    expect(cms.articleTag(49)).not.toBe(cms.articleTag(19))
    expect(cms.articleTag(49)).toContain('49')
  })
})
