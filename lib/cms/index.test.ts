/** @jest-environment node */
import { inspect } from 'node:util'
import { metrics } from '@opentelemetry/api'
import { MeterProvider, MetricReader, type DataPoint } from '@opentelemetry/sdk-metrics'
import { FAILURE_STATE_TAG } from '../../next-server/failure-state.mjs'
import { publishSharedCache } from '../../next-server/shared-cache/bridge.mjs'
import { markerQuotingArticle } from '../../test-support/stub-cms-articles.mjs'
import { loopbackCms, type CmsHandler } from '../../test-support/loopback-cms'
import { answerOf, WHAT_EACH_ANSWER_DOES, type CmsAction, type CmsAnswer, type CmsObserver } from './answers'
import type { CmsFailureReason } from './errors'

// Next's data cache needs a running Next server; here each call goes straight to the CMS, so the
// tests see this module's own behaviour (failures, shared requests, logging). The lifetimes and
// tags asked of it are recorded: they become the page's.
jest.mock('next/cache', () => ({
  unstable_cache: jest.fn(<T>(fn: T) => fn),
  revalidateTag: jest.fn(),
  cacheLife: jest.fn(),
  cacheTag: jest.fn(),
}))

type CmsModule = typeof import('./index')

const API_KEY_CANARY = 'api-key-canary-5e81c3'
const AUTHORIZATION_CANARY = 'Bearer authorization-canary-0d47b9'

/** A CMS on loopback: each test chooses its answer; it counts requests per path. */
const cmsServer = loopbackCms()

const answer = (contents: string): CmsHandler => (_req, res) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { contents } }))
const fail: CmsHandler = (_req, res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{}')
const notFound: CmsHandler = (_req, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{}')

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

// What next.config.mjs hands the app from CMS_ARTICLES_FILE at build: the home page's article and
// a second page's (the students'), in both languages, so the tests can refresh two shown ids.
beforeAll(() => {
  Object.assign(globalThis, { CMS_ARTICLES_FROM_BUILD: JSON.stringify({ home: { en: 49, es: 1049 }, students: { en: 19, es: 1019 } }) })
})
afterAll(() => {
  delete (globalThis as { CMS_ARTICLES_FROM_BUILD?: string }).CMS_ARTICLES_FROM_BUILD
})

/** lib/cms as a fresh process with exactly these variables would load it: nothing remembered. */
async function loadCms(vars: Record<string, string>, { sameProcess = false, building = false } = {}) {
  process.env = { NODE_ENV: 'test', ...vars, ...(building && { NEXT_PHASE: 'phase-production-build' }) }
  // The module keeps its per-process memory on globalThis (Next loads it once per route).
  if (!sameProcess) delete (globalThis as Record<symbol, unknown>)[Symbol.for('texas-tuition-site.cms-memory')]
  let cms: CmsModule | undefined
  let revalidateTag: jest.Mock | undefined
  let unstableCache: jest.Mock | undefined
  let cacheLife: jest.Mock | undefined
  let cacheTag: jest.Mock | undefined
  await jest.isolateModulesAsync(async () => {
    cms = await import('./index')
    const nextCache = await import('next/cache')
    revalidateTag = nextCache.revalidateTag as unknown as jest.Mock
    unstableCache = nextCache.unstable_cache as unknown as jest.Mock
    cacheLife = nextCache.cacheLife as unknown as jest.Mock
    cacheTag = nextCache.cacheTag as unknown as jest.Mock
  })
  const forgetCalls = () => [unstableCache!, cacheLife!, cacheTag!].forEach((mock) => mock.mockClear())
  forgetCalls()
  /** The shortest lifetime the lookups so far gave themselves (cacheLife): what Next makes the page's. */
  const pageLifetime = () => Math.min(...cacheLife!.mock.calls.map(([profile]) => (profile as { revalidate: number }).revalidate))
  /** Every tag the lookups so far gave the page being rendered: theirs, and their data's. */
  const cacheTags = () => [
    ...cacheTag!.mock.calls.map(([tag]) => tag as string),
    ...unstableCache!.mock.calls.flatMap(([, , options]) => (options as { tags?: string[] }).tags ?? []),
  ]
  return { cms: cms!, revalidateTag: revalidateTag!, unstableCache: unstableCache!, pageLifetime, cacheTags, forgetCalls }
}

// Far above what a loopback answer takes, even on a loaded machine (the slowest handler here
// waits 100 ms): only the tests of a CMS that never answers wait for their own, shorter timeout.
const cmsVars = () => ({
  CMS_BASE_URL: cmsServer.url,
  CMS_API_KEY: API_KEY_CANARY,
  CMS_AUTHORIZATION: AUTHORIZATION_CANARY,
  CMS_TIMEOUT_MS: '2000',
})
const withCms = (options?: { sameProcess?: boolean; building?: boolean }) => loadCms(cmsVars(), options)

/** A refresh that may fail, for tests that look only at what it logged. */
const refreshOf = (lookup: Promise<unknown>) => lookup.catch(() => undefined)

/** A failed CMS request stands for its article one second (lib/cms FAILURE_SHARED_MS). */
const failureForgotten = () => new Promise((resolve) => setTimeout(resolve, 1100))

const jsonLines = () => output.map((line) => JSON.parse(line) as Record<string, unknown>)

describe('without a CMS (CMS_BASE_URL unset)', () => {
  it('serves the bundled sample articles and calls no CMS', async () => {
    const { cms } = await loadCms({})
    const home = await cms.getArticle(49)
    const students = await cms.getArticle(301)
    expect(home?.html).toContain('Prepaid tuition or college savings: how they differ')
    expect(students?.html).toContain('If you have a savings plan')
    expect(cmsServer.received).toHaveLength(0)
  })

  it('serves the bundled Spanish samples too', async () => {
    const { cms } = await loadCms({})
    expect((await cms.getArticle(1049))?.html).toContain('Matrícula prepagada o ahorro universitario')
    expect((await cms.getArticle(1301))?.html).toContain('Si tiene un plan de ahorro')
  })

  it('an id with no sample article is unavailable, as a missing CMS article is', async () => {
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

  it('with no copy cached, is undefined when the CMS fails, logging that visitors see the failure state', async () => {
    cmsServer.handle = fail
    const { cms } = await withCms()
    await expect(cms.getArticle(49)).resolves.toBeUndefined()
    expect(jsonLines()).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'cms_article_unavailable', articleId: 49, message: 'ArticleUnavailableError: Article 49 is unavailable and no copy of it is cached: visitors see the failure state until the CMS answers' }),
    )
  })

  it('is undefined when the CMS does not have the article, which stays unremoved: only the webhook removes one', async () => {
    cmsServer.handle = notFound
    const { cms } = await withCms()
    await expect(cms.getArticle(49)).resolves.toBeUndefined()
    expect(jsonLines()).toEqual([
      expect.objectContaining({ level: 'warn', event: 'cms_article_missing', articleId: 49, status: 404 }),
      expect.objectContaining({ level: 'warn', event: 'cms_article_unavailable', articleId: 49 }),
    ])
  })

  it.each([
    ['empty contents', ''],
    ['whitespace only', ' \n <p>&nbsp;</p> '],
    ['markup that sanitizes to nothing', '<script>alert(1)</script><iframe src=x></iframe>'],
  ])('is undefined for an article with %s, logged with its own reason', async (_what, contents) => {
    cmsServer.handle = answer(contents)
    const { cms } = await withCms()
    await expect(cms.getArticle(49)).resolves.toBeUndefined()
    expect(jsonLines()).toEqual([
      expect.objectContaining({ event: 'cms_fetch_failed', reason: 'empty', articleId: 49 }),
      expect.objectContaining({ event: 'cms_article_unavailable', articleId: 49 }),
    ])
    expect(cms.lastCmsSuccess()).toBeUndefined()
  })

  it('while building too, is undefined when the CMS fails, lacks the article or sends it empty: the page shows the failure state', async () => {
    cmsServer.handle = fail
    const { cms } = await withCms({ building: true })
    await expect(cms.getArticle(49)).resolves.toBeUndefined()
    cmsServer.handle = notFound
    await expect(cms.getArticle(19)).resolves.toBeUndefined()
    await failureForgotten()
    cmsServer.handle = answer('')
    await expect(cms.getArticle(49)).resolves.toBeUndefined()
  })

  it.each([
    ['at run time', false],
    ['while building', true],
  ])('%s, is undefined for an optional article the CMS does not have (yet), and the page keeps its window', async (_when, building) => {
    cmsServer.handle = notFound
    const { cms, pageLifetime, cacheTags } = await loadCms({ ...cmsVars(), CMS_REVALIDATE_SECONDS: '300' }, { building })
    await expect(cms.getArticle(1049, { optional: true })).resolves.toBeUndefined()
    expect(pageLifetime()).toBe(300)
    // Its tag is the page's all the same: the webhook's publish of the article refreshes the page at once.
    expect(cacheTags()).toContain(cms.articleTag(1049))
    expect(cmsServer.received).toHaveLength(1)
    expect(jsonLines()).toEqual([expect.objectContaining({ event: 'cms_article_missing', articleId: 1049 })])
  })

  it('at run time, is undefined for an optional article the CMS fails on, and the page lives a few seconds', async () => {
    cmsServer.handle = fail
    const { cms, pageLifetime } = await loadCms({ ...cmsVars(), CMS_REVALIDATE_SECONDS: '300' })
    await expect(cms.getArticle(19, { optional: true })).resolves.toBeUndefined()
    expect(pageLifetime()).toBe(cms.RETRY_SECONDS)
  })

  it('prints its errors as one line, with no stack', async () => {
    const { cms } = await withCms()
    expect(inspect(new cms.ArticleUnavailableError(49))).toBe('ArticleUnavailableError: Article 49 is unavailable and no copy of it is cached: visitors see the failure state until the CMS answers')
    expect(inspect(new cms.CmsError('timeout', 'CMS did not answer within 5000 ms'))).toBe(
      'CmsError: CMS did not answer within 5000 ms',
    )
  })

  it('serves the new version once the CMS answers again', async () => {
    cmsServer.handle = fail
    const { cms } = await withCms()
    await expect(cms.getArticle(49)).resolves.toBeUndefined()
    await failureForgotten()
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

  it('makes a new request once the shared one has answered', async () => {
    cmsServer.handle = answer('<p>Again</p>')
    const { cms } = await withCms()
    await cms.getArticle(49)
    await cms.getArticle(49)
    expect(cmsServer.received).toHaveLength(2)
  })

  it('lets a failure stand for a moment, so both passes of one refresh cost the CMS one request', async () => {
    cmsServer.handle = fail
    const { cms } = await withCms()
    await expect(cms.getArticle(49)).resolves.toBeUndefined()
    await expect(cms.getArticle(49)).resolves.toBeUndefined()
    expect(cmsServer.received).toHaveLength(1)
    await failureForgotten()
    await expect(cms.getArticle(49)).resolves.toBeUndefined()
    expect(cmsServer.received).toHaveLength(2)
  })
})

describe('the page built from an article', () => {
  it('lives the revalidation window, tagged so the webhook can expire it, its article tagged apart', async () => {
    cmsServer.handle = answer('<p>Home</p>')
    const { cms, pageLifetime, cacheTags } = await loadCms({ CMS_BASE_URL: cmsServer.url, CMS_REVALIDATE_SECONDS: '300' })
    await cms.getArticle(49)
    expect(pageLifetime()).toBe(300)
    expect(cacheTags()).toEqual([cms.articleTag(49), cms.articleDataTag(49)])
    expect(cms.articleTag(49)).not.toBe(cms.articleDataTag(49))
  })

  it('built without the article, lives a few seconds, so the content replaces it soon after the CMS returns', async () => {
    cmsServer.handle = fail
    const { cms, pageLifetime } = await loadCms({ ...cmsVars(), CMS_REVALIDATE_SECONDS: '300' }, { building: true })
    await cms.getArticle(49)
    expect(cms.RETRY_SECONDS).toBe(5)
    expect(pageLifetime()).toBe(5)
  })

  it('built without its own content, is tagged as the failure state, by code alone; a page missing only an optional block is not', async () => {
    cmsServer.handle = fail
    const { cms, cacheTags, forgetCalls } = await loadCms(cmsVars(), { building: true })
    await cms.getArticle(19, { optional: true })
    expect(cacheTags()).not.toContain(FAILURE_STATE_TAG)
    forgetCalls()
    await cms.getArticle(49)
    expect(cacheTags()).toContain(FAILURE_STATE_TAG)
  })

  it('with content that quotes the failure state\'s tag, is not tagged as the failure state', async () => {
    cmsServer.handle = answer(markerQuotingArticle)
    const { cms, cacheTags } = await withCms({ building: true })
    expect((await cms.getArticle(49))?.html).toContain(FAILURE_STATE_TAG)
    expect(cacheTags()).not.toContain(FAILURE_STATE_TAG)
  })

  it('built without the article, never lives longer than the window, however short the window', async () => {
    cmsServer.handle = fail
    const { cms, pageLifetime } = await loadCms({ ...cmsVars(), CMS_REVALIDATE_SECONDS: '3' }, { building: true })
    await cms.getArticle(49)
    expect(pageLifetime()).toBe(3)
  })

})

describe('a CMS failure is logged', () => {
  it('as exactly one JSON line with the article id, the reason and the time taken', async () => {
    cmsServer.handle = fail
    const { cms } = await withCms()
    await cms.getArticle(19, { optional: true })
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
    })
  })

  it('once for concurrent calls that shared the failed request, and so is what it means for visitors', async () => {
    cmsServer.handle = (req, res) => setTimeout(() => fail(req, res), 50)
    const { cms } = await withCms()
    await Promise.all([refreshOf(cms.getArticle(49)), refreshOf(cms.getArticle(49))])
    expect(jsonLines().map((line) => line.event)).toEqual(['cms_fetch_failed', 'cms_article_unavailable'])
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
    await cms.getArticle(49, { optional: true })
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
    expect(line?.elapsedMs).toBeLessThan(2000)
    cmsServer.dropConnections()
  })
})

describe('an article image from an origin CMS_IMAGE_ORIGINS does not name', () => {
  const article = (extra = '') =>
    '<p>Prices</p><img src="https://images.example.gov/a.png" alt="a"><img src="https://cms.example.gov/b.png" alt="b">' +
    `<img src="https://cdn.example.gov/c.png" srcset="https://images.example.gov/c-2x.png 2x" alt="c">${extra}`
  const droppedLines = () => jsonLines().filter(({ event }) => event === 'cms_image_dropped')

  it('is left out, and one line per article names its origins and the setting, not one per fetch', async () => {
    cmsServer.handle = answer(article())
    const { cms } = await loadCms({ ...cmsVars(), CMS_IMAGE_ORIGINS: 'https://cms.example.gov' })
    const html = (await cms.getArticle(49))?.html
    expect(html).toBe('<p>Prices</p><img src="https://cms.example.gov/b.png" alt="b" />')
    await cms.getArticle(49) // fetched again, as a refresh or the webhook would
    await cms.getArticle(19) // another article with the same images
    expect(cmsServer.received).toHaveLength(3)
    expect(droppedLines()).toEqual(
      [49, 19].map((articleId) => ({
        time: expect.any(String),
        level: 'warn',
        event: 'cms_image_dropped',
        articleId,
        origins: 'https://images.example.gov, https://cdn.example.gov',
        message: `Images from https://images.example.gov, https://cdn.example.gov were left out of article ${articleId}: CMS_IMAGE_ORIGINS names the origins images may come from (now: https://cms.example.gov)`,
      })),
    )
  })

  it('is logged again when the article drops other origins, and once an edit drops none, after the next that does', async () => {
    cmsServer.handle = answer(article())
    const { cms } = await loadCms({ ...cmsVars(), CMS_IMAGE_ORIGINS: 'https://cms.example.gov' })
    await cms.getArticle(49)
    cmsServer.handle = answer(article('<img src="http://cms.example.gov/d.png" alt="d">'))
    await cms.getArticle(49)
    cmsServer.handle = answer('<p>Prices</p>')
    await cms.getArticle(49)
    cmsServer.handle = answer(article())
    await cms.getArticle(49)
    expect(droppedLines().map(({ origins }) => origins)).toEqual([
      'https://images.example.gov, https://cdn.example.gov',
      'https://images.example.gov, https://cdn.example.gov, http://cms.example.gov',
      'https://images.example.gov, https://cdn.example.gov',
    ])
  })

  it('is left out with no origin set but a plain-http CMS, naming none allowed', async () => {
    cmsServer.handle = answer(article())
    const { cms } = await withCms()
    expect((await cms.getArticle(49))?.html).toBe('<p>Prices</p>')
    expect(droppedLines()).toEqual([expect.objectContaining({ message: expect.stringContaining('(now: none but this site)') })])
  })
})

describe('lastCmsSuccess', () => {
  it('is unset until the CMS has answered, then the time it did', async () => {
    cmsServer.handle = fail
    const { cms } = await withCms()
    await refreshOf(cms.getArticle(49))
    expect(cms.lastCmsSuccess()).toBeUndefined()
    await failureForgotten()
    cmsServer.handle = answer('<p>Ok</p>')
    const before = Date.now()
    await cms.getArticle(49)
    expect(cms.lastCmsSuccess()?.getTime()).toBeGreaterThanOrEqual(before)
  })
})

describe('revalidateArticles', () => {
  it("checks the CMS answers, then expires each article's pages at once, marks its copy stale and logs one line", async () => {
    cmsServer.handle = answer('<p>New version</p>')
    const { cms, revalidateTag } = await withCms()
    await expect(cms.revalidateArticles([49, 19])).resolves.toEqual({
      results: [
        { id: 49, result: 'refreshed' },
        { id: 19, result: 'refreshed' },
      ],
      everyInstanceRefreshed: true,
    })
    expect(cmsServer.received.map((request) => request.url).sort()).toEqual(['/v1/article/ttf/19', '/v1/article/ttf/49'])
    expect(revalidateTag.mock.calls).toEqual([
      [cms.articleDataTag(49), 'max'],
      [cms.articleDataTag(19), 'max'],
      [cms.articleTag(49), { expire: 0 }],
      [cms.articleTag(19), { expire: 0 }],
    ])
    expect(jsonLines()).toEqual([expect.objectContaining({ level: 'info', event: 'cms_revalidated', results: '49:refreshed,19:refreshed' })])
  })

  it('leaves the cache alone for an article the CMS cannot serve, so visitors keep the last good page, and says why', async () => {
    cmsServer.handle = (req, res) => (req.url?.endsWith('/19') ? fail(req, res) : answer('<p>Home</p>')(req, res))
    const { cms, revalidateTag } = await withCms()
    await expect(cms.revalidateArticles([49, 19])).resolves.toEqual({
      results: [
        { id: 49, result: 'refreshed' },
        { id: 19, result: 'unavailable', reason: 'http-status' },
      ],
      everyInstanceRefreshed: true,
    })
    expect(revalidateTag.mock.calls).toEqual([
      [cms.articleDataTag(49), 'max'],
      [cms.articleTag(49), { expire: 0 }],
    ])
    const lines = jsonLines()
    expect(lines).toContainEqual(expect.objectContaining({ event: 'cms_fetch_failed', articleId: 19 }))
    expect(lines).toContainEqual(expect.objectContaining({ event: 'cms_revalidated', results: '49:refreshed,19:unavailable' }))
  })

  it('reports an empty article as unavailable and stores nothing', async () => {
    cmsServer.handle = answer('<p> </p>')
    const { cms, revalidateTag } = await withCms()
    await expect(cms.revalidateArticles([49])).resolves.toMatchObject({ results: [{ id: 49, result: 'unavailable', reason: 'empty' }] })
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('removes an article the CMS answers 404 for: its pages expire, and its copy says it is gone until the CMS serves it again', async () => {
    cmsServer.handle = notFound
    const { cms, revalidateTag } = await withCms()
    await expect(cms.revalidateArticles([49])).resolves.toEqual({ results: [{ id: 49, result: 'removed' }], everyInstanceRefreshed: true })
    expect(revalidateTag.mock.calls).toEqual([
      [cms.articleDataTag(49), 'max'],
      [cms.articleTag(49), { expire: 0 }],
    ])
    expect(cmsServer.received).toHaveLength(1)
    expect(jsonLines()).toContainEqual(expect.objectContaining({ event: 'cms_article_missing', articleId: 49 }))
  })

  it("stores the removal as the data cache's copy, so the pages' next render shows it even if the CMS still answers 404", async () => {
    cmsServer.handle = notFound
    const { cms, cacheTags, unstableCache } = await withCms()
    let stored: unknown
    unstableCache.mockImplementation((fn: () => Promise<unknown>) => async () => (stored = await fn()))
    await cms.revalidateArticles([49])
    expect(cacheTags()).toContain(cms.articleDataTag(49))
    expect(stored).toEqual({ id: 49, removed: true })
  })

  it('stores the article it fetched as the data cache\'s copy, without a second CMS request', async () => {
    cmsServer.handle = answer('<p>Just published</p>')
    const { cms, cacheTags } = await withCms()
    await cms.revalidateArticles([49])
    expect(cmsServer.received).toHaveLength(1)
    expect(cacheTags()).toContain(cms.articleDataTag(49))
    cmsServer.handle = answer('<p>Later</p>')
    await expect(cms.getArticle(49)).resolves.toMatchObject({ html: '<p>Later</p>' }) // handed over once only
  })

  it('answers even when storing what it fetched fails, since the expired pages fetch it themselves', async () => {
    cmsServer.handle = answer('<p>Published</p>')
    const { cms, unstableCache } = await withCms()
    unstableCache.mockImplementationOnce(() => {
      throw new Error('the data cache cannot be written')
    })
    await expect(cms.revalidateArticles([49])).resolves.toEqual({ results: [{ id: 49, result: 'refreshed' }], everyInstanceRefreshed: true })
    expect(jsonLines()).toContainEqual(expect.objectContaining({ event: 'cms_publish_not_stored', articleId: 49 }))
  })

  it('stores what it fetched even right after a failed refresh of the same article', async () => {
    cmsServer.handle = fail
    const { cms, revalidateTag } = await withCms()
    await expect(cms.getArticle(49)).resolves.toBeUndefined() // its failure stands a moment
    cmsServer.handle = answer('<p>Published</p>')
    await expect(cms.revalidateArticles([49])).resolves.toEqual({ results: [{ id: 49, result: 'refreshed' }], everyInstanceRefreshed: true })
    expect(revalidateTag).toHaveBeenCalledWith(cms.articleTag(49), { expire: 0 })
    expect(jsonLines().map((line) => line.event)).not.toContain('cms_publish_not_stored')
  })

  it('refreshes the Spanish articles the Spanish pages show, expiring only their pages', async () => {
    cmsServer.handle = answer('<p>Versión nueva</p>')
    const { cms, revalidateTag } = await withCms()
    await expect(cms.revalidateArticles([1049, 1019])).resolves.toEqual({
      results: [
        { id: 1049, result: 'refreshed' },
        { id: 1019, result: 'refreshed' },
      ],
      everyInstanceRefreshed: true,
    })
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual([
      cms.articleDataTag(1049),
      cms.articleDataTag(1019),
      cms.articleTag(1049),
      cms.articleTag(1019),
    ])
  })

  it('ignores an article id the articles table does not name, in any language', async () => {
    const { cms } = await withCms()
    await expect(cms.revalidateArticles([1301])).resolves.toEqual({ results: [{ id: 1301, result: 'ignored' }], everyInstanceRefreshed: true })
    expect(cmsServer.received).toHaveLength(0)
  })

  it('ignores an id the site does not show: no CMS request, nothing expired', async () => {
    const { cms, revalidateTag } = await withCms()
    await expect(cms.revalidateArticles([777])).resolves.toEqual({ results: [{ id: 777, result: 'ignored' }], everyInstanceRefreshed: true })
    expect(cmsServer.received).toHaveLength(0)
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('with a shared cache, stores the copies before it expires the pages on every instance, and says whether Redis took them', async () => {
    cmsServer.handle = (req, res) => (req.url?.endsWith('/19') ? fail(req, res) : answer('<p>Home</p>')(req, res))
    const order: string[] = []
    const expireTags = jest.fn(async (tags: string[]) => {
      order.push(`expire ${tags.join(',')}`)
      return true
    })
    publishSharedCache({ connected: true, expireTags })
    const { cms, unstableCache } = await loadCms({ CMS_BASE_URL: cmsServer.url, REDIS_URL: 'redis://127.0.0.1:6379' })
    unstableCache.mockImplementation((fn: () => Promise<unknown>, [name]: string[]) => async () => {
      const value = await fn()
      if (name === 'cms-article') order.push('store')
      return value
    })
    await expect(cms.revalidateArticles([49, 19])).resolves.toMatchObject({ everyInstanceRefreshed: true })
    expect(expireTags.mock.calls).toEqual([
      [[cms.articleDataTag(49)], {}],
      [[cms.articleTag(49)], { expire: 0 }],
    ])
    expect(order.at(-1)).toBe(`expire ${cms.articleTag(49)}`)
    expect(order).toContain('store')
    expireTags.mockResolvedValue(false)
    await expect(cms.revalidateArticles([49])).resolves.toMatchObject({ everyInstanceRefreshed: false })
  })

  it('uses one distinct tag per article', async () => {
    const { cms } = await withCms()
    expect(cms.articleTag(49)).not.toBe(cms.articleTag(19))
    expect(cms.articleTag(49)).toContain('49')
  })
})

describe('each CMS request is measured by the kind of answer it was, as lib/cms/answers.ts names it', () => {
  class ReadOnDemand extends MetricReader {
    protected onForceFlush = async () => {}
    protected onShutdown = async () => {}
  }
  let reader: ReadOnDemand
  beforeEach(() => {
    metrics.disable()
    reader = new ReadOnDemand()
    metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }))
  })
  afterAll(() => metrics.disable())

  /** The attributes of each point of a metric, and its count (a histogram's) or value. */
  async function recorded(name: string) {
    const { resourceMetrics } = await reader.collect()
    return resourceMetrics.scopeMetrics
      .flatMap((scope) => scope.metrics)
      .filter((metric) => metric.descriptor.name === name)
      .flatMap((metric): DataPoint<unknown>[] => metric.dataPoints)
      .map(({ attributes, value }) => ({ ...attributes, value: typeof value === 'number' ? value : (value as { count: number }).count }))
  }

  it.each<[string, CmsHandler, Record<string, unknown>, boolean]>([
    ['an article', answer('<p>Plans</p>'), { 'site.cms.outcome': 'article' }, false],
    ['an empty article', answer('<p>\u00a0</p>'), { 'site.cms.outcome': 'empty', 'error.type': 'empty' }, true],
    ['an HTTP error', fail, { 'site.cms.outcome': 'error', 'error.type': 'http-status' }, true],
    ['a malformed answer', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":'), { 'site.cms.outcome': 'malformed', 'error.type': 'invalid-json' }, true],
    ['a 404', notFound, { 'site.cms.outcome': 'missing' }, false],
  ])('%s', async (_what, handler, attributes, failure) => {
    cmsServer.handle = handler
    const { cms } = await withCms()
    await refreshOf(cms.getArticle(49))
    expect(await recorded('site.cms.request.duration')).toEqual([{ 'site.cms.article_id': 49, ...attributes, value: 1 }])
    expect(await recorded('site.cms.request.failures')).toEqual(failure ? [{ 'site.cms.article_id': 49, ...attributes, value: 1 }] : [])
  })

  it('a timeout is a failure too', async () => {
    cmsServer.handle = () => {} // never answers
    const { cms } = await loadCms({ CMS_BASE_URL: cmsServer.url, CMS_TIMEOUT_MS: '200' })
    await refreshOf(cms.getArticle(49))
    cmsServer.dropConnections()
    expect(await recorded('site.cms.request.failures')).toEqual([
      { 'site.cms.article_id': 49, 'site.cms.outcome': 'timeout', 'error.type': 'timeout', value: 1 },
    ])
  })

  it("an editor's removal, confirmed by the webhook, is no failure", async () => {
    cmsServer.handle = notFound
    const { cms } = await withCms()
    await expect(cms.revalidateArticles([49])).resolves.toMatchObject({ results: [{ id: 49, result: 'removed' }] })
    expect(await recorded('site.cms.request.duration')).toEqual([{ 'site.cms.article_id': 49, 'site.cms.outcome': 'missing', value: 1 }])
    expect(await recorded('site.cms.request.failures')).toEqual([])
  })
})

describe('each CMS answer does what lib/cms/answers.ts says, for whoever sees it', () => {
  const answers: Record<CmsAnswer, CmsHandler> = {
    article: answer('<p>Plans for Texas families</p>'),
    missing: notFound,
    empty: answer('<p>\u00a0</p><script>x()</script>'),
    error: fail,
    timeout: () => {}, // never answers
    malformed: (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":'),
  }
  const rows = Object.entries(WHAT_EACH_ANSWER_DOES).flatMap(([answerKind, byObserver]) =>
    Object.entries(byObserver).map(([observer, action]) => [answerKind as CmsAnswer, observer as CmsObserver, action] as const),
  )

  /** What the site did, in the table's words. */
  async function actionSeen(answerKind: CmsAnswer, observer: CmsObserver): Promise<CmsAction> {
    // A short timeout only where the CMS never answers: the others' answers come within cmsVars' 2 s.
    const timeoutMs = answerKind === 'timeout' ? { CMS_TIMEOUT_MS: '200' } : {}
    const { cms } = await loadCms({ ...cmsVars(), ...timeoutMs }, { building: observer === 'build' })
    if (observer === 'webhook') {
      const [outcome] = (await cms.revalidateArticles([49])).results
      return outcome?.result === 'refreshed' ? 'show' : outcome?.result === 'removed' ? 'remove' : 'keep'
    }
    // No copy: the failure state (undefined); with one, Next's data cache keeps it (unstable_cache).
    const copy = await cms.getArticle(49)
    return copy?.html ? 'show' : copy?.removed ? 'remove' : 'keep'
  }

  it.each(rows)('%s seen by a %s: %s', async (answerKind, observer, action) => {
    cmsServer.handle = answers[answerKind]
    expect(await actionSeen(answerKind, observer)).toBe(action)
    if (answerKind === 'timeout') cmsServer.dropConnections()
  })

  it('covers every reason a CMS answer can fail for', () => {
    const reasons: CmsFailureReason[] = ['missing', 'empty', 'http-status', 'timeout', 'network', 'too-large', 'not-json', 'invalid-json', 'invalid-shape']
    for (const reason of reasons) expect(Object.keys(WHAT_EACH_ANSWER_DOES)).toContain(answerOf(reason))
  })
})
