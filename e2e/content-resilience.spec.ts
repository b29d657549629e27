// How content survives the CMS (issue 3), against the production builds: the main server
// (CMS_REVALIDATE_SECONDS=3, CMS_TIMEOUT_MS=1500) and the degraded one, built while the CMS
// was down so it has no good copy of anything.
import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { CANARIES } from './fixtures/canaries.mjs'
import {
  CACHEABLE,
  expect,
  FUND_FIGURES_ARTICLE_ID,
  HOME_ARTICLE_ID,
  COLLEGES_ARTICLE_ID,
  SPANISH_COLLEGES_ARTICLE_ID,
  SPANISH_HOME_ARTICLE_ID,
  test,
  visitHome,
  visitsUntil,
  WINDOW_MS,
  type FaultMode,
  type Site,
  type StubCms,
} from './support'
import { FAILURE_STATE_NO_STORE } from '../next-server/failure-state.mjs'
import { PAGE_PATHS } from '../lib/copy'
import { en } from '../lib/copy/en'
import { ENGLISH_ONLY } from '../lib/copy/es'

const TIMEOUT_MS = 1500
/** lib/cms RETRY_SECONDS for a 3-second window: how long a page without its article lives. */
const RETRY_MS = 3000

/** Puts new HTML in the CMS and has the site pick it up now, as an editor would. */
async function publish(stubCms: StubCms, site: Site, html: string) {
  await stubCms.setArticle(HOME_ARTICLE_ID, html)
  await site.revalidateNow([HOME_ARTICLE_ID])
}

/** 200 visitors, each asking for the page again as soon as it arrives, for 6 s: what they got. */
async function twoHundredVisitorsForSixSeconds(baseUrl: string) {
  const deadline = Date.now() + 6000
  const statuses = new Set<number>()
  const cacheControls = new Set<string | null>()
  let showedContent = false
  let showedFailure = false
  const visitor = async () => {
    while (Date.now() < deadline) {
      const response = await fetch(`${baseUrl}/`)
      const html = await response.text()
      statuses.add(response.status)
      cacheControls.add(response.headers.get('cache-control'))
      if (html.includes(en.failure.message)) showedFailure = true
      else showedContent = true
    }
  }
  await Promise.all(Array.from({ length: 200 }, visitor))
  return { statuses: [...statuses], cacheControls: [...cacheControls], showedContent, showedFailure }
}

function residentMemoryMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return Number(match?.[1] ?? 0) / 1024
}

const FAULTS: { mode: FaultMode; what: string }[] = [
  { mode: 'error', what: 'an HTTP 500' },
  { mode: 'not-found', what: 'a 404 for the article' },
  { mode: 'hang', what: 'no answer within CMS_TIMEOUT_MS' },
  { mode: 'down', what: 'connection refused' },
  { mode: 'bad-json', what: 'malformed JSON' },
  { mode: 'wrong-shape', what: 'JSON without data.contents' },
  { mode: 'not-json', what: 'an HTML maintenance page' },
  { mode: 'huge', what: 'an endless body' },
]

for (const { mode, what } of FAULTS) {
  test(`visitors keep the last good content when a refresh meets ${what}, and see new content once the CMS recovers`, async ({ mainSite, stubCms }) => {
    await publish(stubCms, mainSite, `<p>Good copy before ${mode}</p>`)
    expect((await visitHome(mainSite.url)).html).toContain(`Good copy before ${mode}`)
    const memoryBefore = residentMemoryMb(mainSite.pid)
    const from = mainSite.logLines().length
    // Each failed refresh of the article is one log line (a 404 has its own event).
    const failedRefreshes = () =>
      mainSite
        .logLines()
        .slice(from)
        .filter((line) => line.articleId === HOME_ARTICLE_ID && (line.event === 'cms_fetch_failed' || line.event === 'cms_article_missing')).length

    await stubCms.setFault(mode, mode === 'down' ? undefined : [HOME_ARTICLE_ID])
    // Visitors keep coming, past the window, until a refresh has met the fault and failed.
    const visits = await visitsUntil(mainSite.url, 'a refresh that met the fault', () => failedRefreshes() > 0, { withinMs: 6 * WINDOW_MS })
    expect(visits.length).toBeGreaterThan(1)
    for (const page of visits) {
      expect(page.status).toBe(200)
      expect(page.html).toContain(`Good copy before ${mode}`)
      expect(page.html).not.toContain(en.failure.message)
      expect(page.ms).toBeLessThan(TIMEOUT_MS + 1000)
    }
    expect(residentMemoryMb(mainSite.pid) - memoryBefore).toBeLessThan(100)

    await stubCms.setFault('ok')
    await stubCms.setArticle(HOME_ARTICLE_ID, `<p>Fresh copy after ${mode}</p>`)
    // The failure was not cached: content returns within a window or two of visits.
    await expect
      .poll(async () => (await visitHome(mainSite.url)).html, { timeout: 3 * WINDOW_MS, intervals: [500] })
      .toContain(`Fresh copy after ${mode}`)
  })
}

test('with no good copy at all, the failure message is shown, kept out of caches and indexes, and replaced as soon as the CMS answers', async ({ request, deploy }) => {
  const site = await deploy()
  await site.setFault('error')
  const failing = await visitHome(site.url)
  expect(failing.html).toContain(en.failure.message)
  expect(failing.cacheControl).toBe(FAILURE_STATE_NO_STORE)
  // Crawlers get metadata in <head> (Next streams it later only for browsers, which don't index).
  const crawled = await request.get(`${site.url}/`, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
  expect(await crawled.text()).toMatch(/<head>.*<meta name="robots" content="noindex"\/>.*<\/head>/s)

  await site.setFault('ok')
  // The failure page lives RETRY_SECONDS: the next visit after that asks the CMS again, and
  // the first visit after the CMS has answered shows the content, cacheable like any build's.
  await expect
    .poll(async () => (await visitHome(site.url)).html, { timeout: RETRY_MS + 3000, intervals: [250] })
    .toContain('Stub CMS home article')
  for (let visit = 0; visit < 3; visit += 1) {
    const page = await visitHome(site.url)
    expect(page.html).not.toContain(en.failure.message)
    expect(page.cacheControl).toMatch(CACHEABLE)
  }
})

test.describe('200 concurrent visitors for 6 seconds cost the CMS at most 5 requests for the home article', () => {
  test('on a site built with the CMS up', async ({ mainSite, stubCms }) => {
    const before = (await stubCms.counts())[HOME_ARTICLE_ID] ?? 0
    const answers = await twoHundredVisitorsForSixSeconds(mainSite.url)
    expect(answers.statuses).toEqual([200])
    expect(answers.cacheControls.filter((value) => !CACHEABLE.test(value ?? ''))).toEqual([])
    expect(((await stubCms.counts())[HOME_ARTICLE_ID] ?? 0) - before).toBeLessThanOrEqual(5)
  })

  test('on a fresh deploy of a site built with the CMS up, while the CMS answers 500 at once: every answer is the content', async ({ deploy }) => {
    const site = await deploy({ build: 'main' })
    await site.setFault('error')
    const answers = await twoHundredVisitorsForSixSeconds(site.url)
    expect(answers.statuses).toEqual([200])
    expect(answers.cacheControls.filter((value) => !CACHEABLE.test(value ?? ''))).toEqual([])
    expect(answers.showedFailure).toBe(false)
    expect((await site.counts())[HOME_ARTICLE_ID] ?? 0).toBeLessThanOrEqual(5)
  })

  test('on a site built with the CMS down, while it is still down: every answer is the failure message, never stored', async ({ deploy }) => {
    const site = await deploy()
    await site.setFault('error')
    const answers = await twoHundredVisitorsForSixSeconds(site.url)
    expect(answers.statuses).toEqual([200])
    expect(answers.cacheControls).toEqual([FAILURE_STATE_NO_STORE])
    expect(answers.showedContent).toBe(false)
    expect((await site.counts())[HOME_ARTICLE_ID] ?? 0).toBeLessThanOrEqual(5)
  })

  test('on a site built with the CMS down, once it is back: the home page is cached again, as on a normal build', async ({ deploy }) => {
    const site = await deploy() // its stub CMS answers: the CMS is back
    await expect
      .poll(async () => (await visitHome(site.url)).cacheControl, { timeout: RETRY_MS + 3000, intervals: [250] })
      .toMatch(CACHEABLE)
    const before = (await site.counts())[HOME_ARTICLE_ID] ?? 0
    const answers = await twoHundredVisitorsForSixSeconds(site.url)
    expect(answers.statuses).toEqual([200])
    expect(answers.cacheControls.filter((value) => !CACHEABLE.test(value ?? ''))).toEqual([])
    expect(answers.showedFailure).toBe(false)
    expect(((await site.counts())[HOME_ARTICLE_ID] ?? 0) - before).toBeLessThanOrEqual(5)
  })
})

test.describe('the revalidation webhook', () => {
  const secret = CANARIES.revalidateSecret
  /** A raw call to the webhook: on the main server unless `baseUrl` says otherwise. */
  const post = (request: APIRequestContext, data: string, authorization = `Bearer ${secret}`, baseUrl = '') =>
    request.post(`${baseUrl}/api/revalidate`, {
      headers: { authorization, 'content-type': 'application/json' },
      data,
    })

  test('refreshes an article so the very next visit shows the new content', async ({ request, mainSite, stubCms }) => {
    await stubCms.setArticle(HOME_ARTICLE_ID, '<p>Published a moment ago</p>')
    const response = await post(request, JSON.stringify({ id: HOME_ARTICLE_ID }))
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body.results).toEqual([{ id: HOME_ARTICLE_ID, result: 'refreshed' }])
    expect(typeof body.now).toBe('number')
    expect(body.cdnMayHoldSeconds).toBe(WINDOW_MS / 1000) // the pages' s-maxage
    expect((await visitHome(mainSite.url)).html).toContain('Published a moment ago')
  })

  test('takes a list of ids', async ({ request }) => {
    const response = await post(request, JSON.stringify({ ids: [HOME_ARTICLE_ID, FUND_FIGURES_ARTICLE_ID] }))
    expect(response.status()).toBe(200)
    expect((await response.json()).results).toEqual([
      { id: HOME_ARTICLE_ID, result: 'refreshed' },
      { id: FUND_FIGURES_ARTICLE_ID, result: 'refreshed' },
    ])
  })

  test('keeps the last good page when the CMS is down at the time of the refresh, and answers 503 so the editor retries', async ({ request, mainSite, stubCms }) => {
    await publish(stubCms, mainSite, '<p>Good copy before the outage</p>')
    await stubCms.setFault('down')
    const response = await post(request, JSON.stringify({ id: HOME_ARTICLE_ID }))
    expect(response.status()).toBe(503)
    expect((await response.json()).results).toEqual([{ id: HOME_ARTICLE_ID, result: 'unavailable', reason: 'network' }])
    for (let visit = 0; visit < 3; visit += 1) {
      const page = await visitHome(mainSite.url)
      expect(page.status).toBe(200)
      expect(page.html).toContain('Good copy before the outage')
    }
  })

  test('answers 401 to a missing or wrong secret', async ({ request }) => {
    const body = JSON.stringify({ id: 49 })
    for (const authorization of ['', `Bearer ${secret.slice(0, -1)}x`, 'Bearer short', secret]) {
      expect((await post(request, body, authorization)).status(), `authorization "${authorization}"`).toBe(401)
    }
  })

  test('answers 400 to a body of the wrong shape', async ({ request }) => {
    const bodies = ['not json', '{}', '{"id":0}', '{"id":-3}', '{"id":1.5}', '{"id":"49"}', '{"ids":[]}', '{"ids":[49,"x"]}', '{"id":49,"extra":true}', JSON.stringify({ ids: [49], pad: 'x'.repeat(5000) })]
    for (const body of bodies) expect((await post(request, body)).status(), body.slice(0, 40)).toBe(400)
  })

  test('answers 405 to other methods', async ({ request }) => {
    expect((await request.get('/api/revalidate')).status()).toBe(405)
  })

  test('is off (404) when no REVALIDATE_SECRET is configured', async ({ request, degradedSite }) => {
    expect((await post(request, '{"id":49}', `Bearer ${secret}`, degradedSite.url)).status()).toBe(404)
  })
})

test('each failed CMS request is logged once, as one JSON line with the article id, reason and elapsed time, and no secret', async ({ mainSite, stubCms }) => {
  await publish(stubCms, mainSite, '<p>Good copy before logging</p>')
  const linesBefore = mainSite.logLines().length
  const requestsBefore = (await stubCms.counts())[HOME_ARTICLE_ID] ?? 0
  const failedRequests = async () => ((await stubCms.counts())[HOME_ARTICLE_ID] ?? 0) - requestsBefore

  await stubCms.setFault('error', [HOME_ARTICLE_ID])
  // Visitors keep coming until the refreshes of two windows have failed.
  await visitsUntil(mainSite.url, 'two failed CMS requests', async () => (await failedRequests()) >= 2, { withinMs: 6 * WINDOW_MS })
  const failureLines = () =>
    mainSite
      .logLines()
      .slice(linesBefore)
      .filter((line) => line.event === 'cms_fetch_failed' && line.articleId === HOME_ARTICLE_ID)
  // A background refresh may still be on its way: wait until the log has caught up with the CMS.
  await expect.poll(async () => failureLines().length - (await failedRequests())).toBe(0)
  const failures = failureLines()

  expect(await failedRequests()).toBeGreaterThan(0)
  expect(failures).toHaveLength(await failedRequests())
  for (const line of failures) {
    expect(line).toMatchObject({ level: 'warn', reason: 'http-status', status: 500 })
    expect(typeof line.elapsedMs).toBe('number')
    expect(typeof line.time).toBe('string')
  }
  const log = mainSite.log()
  for (const canary of Object.values(CANARIES)) expect(log).not.toContain(canary)
})

test('an article quoting every marker the code has known keeps the home pages cacheable 200s that show it', async ({ page, mainSite, stubCms }) => {
  // Imported here, as e2e/sites.ts imports the stub CMS: the module must load as ES only.
  const { markerQuotingArticle } = await import('../test-support/stub-cms-articles.mjs')
  await stubCms.setArticle(HOME_ARTICLE_ID, markerQuotingArticle)
  await stubCms.setArticle(SPANISH_HOME_ARTICLE_ID, markerQuotingArticle)
  await mainSite.revalidateNow([HOME_ARTICLE_ID, SPANISH_HOME_ARTICLE_ID])
  for (const path of ['/', '/es']) {
    // The first visit renders the page, the next ones are its cached copy.
    for (let visit = 0; visit < 3; visit += 1) {
      const response = (await page.goto(path))!
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toMatch(CACHEABLE)
      await expect(page.getByText('class="page-not-found"', { exact: false })).toBeVisible()
    }
  }
})

test('a Spanish article the CMS does not have yet costs it one request a window, with one log line, not one every few seconds', async ({ deploy }) => {
  // The Spanish colleges' article, named by the build's table, which the stub CMS does not have (404).
  const [MISSING_ID, ENGLISH_ID] = [SPANISH_COLLEGES_ARTICLE_ID, COLLEGES_ARTICLE_ID]
  const path = PAGE_PATHS.colleges.es
  const site = await deploy({ build: 'main', env: { CMS_REVALIDATE_SECONDS: '12' } })
  const counts = async () => {
    const all = await site.counts()
    return { missing: all[MISSING_ID] ?? 0, present: all[ENGLISH_ID] ?? 0 }
  }
  const visitUntil = async (done: (now: { missing: number; present: number }) => boolean) => {
    await expect.poll(async () => (await fetch(`${site.url}${path}`), done(await counts())), { timeout: 90_000, intervals: [250] }).toBe(true)
  }
  // Visitors keep coming until a refresh has asked for the missing article, then for two more
  // windows: the English article standing in on the same page is refreshed once a window.
  await visitUntil(({ missing }) => missing >= 1)
  const start = await counts()
  await visitUntil(({ present }) => present >= start.present + 2)
  const end = await counts()
  expect(end.missing - start.missing).toBeLessThanOrEqual(end.present - start.present + 1)
  const missingLines = site.logLines().filter((line) => line.event === 'cms_article_missing' && line.articleId === MISSING_ID)
  expect(missingLines.length).toBeLessThanOrEqual(end.missing)
  // Meanwhile the page shows the English article, under its Spanish note, as a cacheable page.
  const answer = await fetch(`${site.url}${path}`)
  expect(answer.headers.get('cache-control')).toMatch(/^s-maxage=12, stale-while-revalidate=\d+$/)
  const html = await answer.text()
  expect(html).toContain("Stub CMS colleges' article")
  expect(html).toContain(ENGLISH_ONLY.articleLead)
})

test('a refresh with no copy of its article anywhere logs that visitors see the failure state, not that a copy is kept', async ({ deploy }) => {
  const site = await deploy() // built while the CMS was down: no copy of anything
  await site.setFault('error')
  await expect.poll(async () => (await fetch(`${site.url}/`), site.log()), { timeout: 20_000, intervals: [500] }).toContain('ArticleUnavailableError')
  expect(site.log()).toContain(`Article ${HOME_ARTICLE_ID} is unavailable and no copy of it is cached: visitors see the failure state until the CMS answers`)
  expect(site.log()).not.toContain('keeps its last generated copy')
  expect(await (await fetch(`${site.url}/`)).text()).toContain(en.failure.message)
})
