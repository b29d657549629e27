// What CMS editors do is what visitors see (issue 29): a removal through the webhook takes an
// article down and a later answer brings it back; a 404 no editor confirmed, an empty article or
// one that sanitizes to nothing never replaces the last good copy; the webhook answers what it
// did with each id. Against the main server (3-second window) and fresh deploys of its build.
import { CACHEABLE, expect, FUND_FIGURES_ARTICLE_ID, HOME_ARTICLE_ID, test, visitHome, visitsUntil, WINDOW_MS, type Site, type Visit } from './support'
import { en } from '../lib/copy/en'

const NOT_SHOWN_ID = 777

/**
 * Visits the home page until the CMS has been asked for the home article `refreshes` more times
 * (`counts`: the CMS's requests per article), each a refresh that could have replaced the page,
 * and then once more. Next refreshes one page at a time, so every refresh but the last had
 * finished by then. Fails if the refreshes take longer than a window each and two more.
 * Resolves the visits and how long they took.
 */
async function visitsThroughRefreshes(site: Site, counts: () => Promise<Record<string, number>> | Record<string, number>, refreshes: number) {
  const requests = async () => (await counts())[HOME_ARTICLE_ID] ?? 0
  const started = Date.now()
  const before = await requests()
  const visits = await visitsUntil(site.url, `the CMS asked ${refreshes} times`, async () => (await requests()) - before >= refreshes, {
    withinMs: (refreshes + 2) * WINDOW_MS,
  })
  return { visits, elapsedMs: Date.now() - started }
}

/** The home page shows the removal line, as a normal, cacheable, indexable page. */
function expectRemoved(visit: Visit) {
  expect(visit.status).toBe(200)
  expect(visit.html).toContain(en.removed.message)
  expect(visit.html).not.toContain(en.failure.message)
  expect(visit.html).not.toContain('noindex')
  expect(visit.cacheControl).toMatch(CACHEABLE)
}

/** The server's JSON log lines written since it had written `from`. */
const logLinesSince = (site: Site, from: number) => site.logLines().slice(from)

test.describe('an editor removes an article', () => {
  test('the webhook takes it down at the next visit: a neutral line and how to reach the program, cacheable and indexable, never the failure message', async ({ page, mainSite, stubCms }) => {
    await stubCms.setArticle(HOME_ARTICLE_ID, '<p>Enrollment closes March 31 (wrong date).</p>')
    expect((await mainSite.webhook([HOME_ARTICLE_ID])).status).toBe(200)
    expect((await visitHome(mainSite.url)).html).toContain('wrong date')

    await stubCms.setFault('not-found', [HOME_ARTICLE_ID])
    const answer = await mainSite.webhook([HOME_ARTICLE_ID])
    expect(answer.status).toBe(200)
    expect(answer.body.results).toEqual([{ id: HOME_ARTICLE_ID, result: 'removed' }])

    const next = await visitHome(mainSite.url)
    expectRemoved(next)
    expect(next.html).not.toContain('wrong date')
    await page.goto('/')
    const removal = page.getByRole('main').getByText(en.removed.message)
    await expect(removal).toBeVisible()
    await expect(removal.getByRole('link', { name: '1-800-445-GRAD (4723)' })).toHaveAttribute('href', 'tel:+18004454723')
    // Contact Us stays a line above it, under the plans (Spanish review 2, finding 5: not said twice).
    await expect(page.getByRole('main').getByRole('link', { name: en.plans.helpContactLink })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0) // Next's route announcer is outside main

    // The background refreshes of the next windows meet the same 404: the article stays down.
    for (const visit of (await visitsThroughRefreshes(mainSite, stubCms.counts, 2)).visits) expectRemoved(visit)
  })

  test('the next refresh that gets it from the CMS again brings it back, with no webhook', async ({ mainSite, stubCms }) => {
    await stubCms.setFault('not-found', [HOME_ARTICLE_ID])
    expect((await mainSite.webhook([HOME_ARTICLE_ID])).body.results).toEqual([{ id: HOME_ARTICLE_ID, result: 'removed' }])
    expectRemoved(await visitHome(mainSite.url))

    await stubCms.setFault('ok')
    await stubCms.setArticle(HOME_ARTICLE_ID, '<p>Enrollment closes Feb. 28.</p>')
    await expect.poll(async () => (await visitHome(mainSite.url)).html, { timeout: 3 * WINDOW_MS, intervals: [500] }).toContain('Enrollment closes Feb. 28.')
  })

  test('it stays down across a restart on the same disk, window after window', async ({ deploy }) => {
    const site = await deploy({ build: 'main' })
    expect((await visitHome(site.url)).html).toContain('Stub CMS home article')
    await site.setFault('not-found', [HOME_ARTICLE_ID])
    expect((await site.webhook([HOME_ARTICLE_ID])).body.results).toEqual([{ id: HOME_ARTICLE_ID, result: 'removed' }])
    expectRemoved(await visitHome(site.url))

    await site.restart()
    for (const visit of (await visitsThroughRefreshes(site, site.counts, 2)).visits) expectRemoved(visit)
  })
})

test.describe('what no editor did never replaces the last good copy', () => {
  test('a 404 met only by background refreshes keeps the content, logged as cms_article_missing about once per window', async ({ mainSite, stubCms }) => {
    await stubCms.setArticle(HOME_ARTICLE_ID, '<p>Good copy before a stray 404</p>')
    expect((await mainSite.webhook([HOME_ARTICLE_ID])).status).toBe(200)
    const from = mainSite.logLines().length
    const requestsBefore = (await stubCms.counts())[HOME_ARTICLE_ID] ?? 0

    await stubCms.setFault('not-found', [HOME_ARTICLE_ID])
    // Three refreshes meet the 404, window after window.
    const { visits, elapsedMs } = await visitsThroughRefreshes(mainSite, stubCms.counts, 3)
    for (const visit of visits) {
      expect(visit.status).toBe(200)
      expect(visit.html).toContain('Good copy before a stray 404')
      expect(visit.cacheControl).toMatch(CACHEABLE)
    }
    const requests = ((await stubCms.counts())[HOME_ARTICLE_ID] ?? 0) - requestsBefore
    const linesFor = (event: string) => logLinesSince(mainSite, from).filter((line) => line.articleId === HOME_ARTICLE_ID && line.event === event)
    // Each 404 is one line, written once the site has read the answer the stub counted.
    await expect.poll(() => linesFor('cms_article_missing').length, { timeout: 5000 }).toBe(requests)
    const missing = linesFor('cms_article_missing')
    const failed = linesFor('cms_fetch_failed')
    expect(missing.length).toBeLessThanOrEqual(Math.floor(elapsedMs / WINDOW_MS) + 1) // about once per window
    expect(missing[0]).toMatchObject({ level: 'warn', status: 404, reason: 'missing' })
    expect(failed).toEqual([])
  })

  for (const { what, contents } of [
    { what: 'an article with no contents', contents: '' },
    { what: 'an article whose HTML sanitizes to nothing', contents: '<script>alert(1)</script><iframe src="x"></iframe>' },
  ]) {
    test(`${what} keeps the last good copy, through refreshes and the webhook, logged with reason "empty"`, async ({ mainSite, stubCms }) => {
      await stubCms.setArticle(HOME_ARTICLE_ID, '<p>Good copy before an empty answer</p>')
      expect((await mainSite.webhook([HOME_ARTICLE_ID])).status).toBe(200)
      const from = mainSite.logLines().length

      await stubCms.setArticle(HOME_ARTICLE_ID, contents)
      const answer = await mainSite.webhook([HOME_ARTICLE_ID])
      expect(answer.status).toBe(503)
      expect(answer.body.results).toEqual([{ id: HOME_ARTICLE_ID, result: 'unavailable', reason: 'empty' }])
      for (const visit of (await visitsThroughRefreshes(mainSite, stubCms.counts, 2)).visits) {
        expect(visit.html).toContain('Good copy before an empty answer')
        expect(visit.cacheControl).toMatch(CACHEABLE)
      }
      const empties = logLinesSince(mainSite, from).filter((line) => line.event === 'cms_fetch_failed' && line.reason === 'empty')
      expect(empties.length).toBeGreaterThanOrEqual(2) // the webhook's request, then at least one refresh's
    })
  }
})

test.describe("the webhook's answer says what happened to each id", () => {
  test('refreshed, removed and ignored, in one call: 200', async ({ mainSite, stubCms }) => {
    const countsBefore = await stubCms.counts()
    await stubCms.setFault('not-found', [FUND_FIGURES_ARTICLE_ID])
    const answer = await mainSite.webhook([HOME_ARTICLE_ID, FUND_FIGURES_ARTICLE_ID, NOT_SHOWN_ID])
    expect(answer.status).toBe(200)
    expect(answer.body.results).toEqual([
      { id: HOME_ARTICLE_ID, result: 'refreshed' },
      { id: FUND_FIGURES_ARTICLE_ID, result: 'removed' },
      { id: NOT_SHOWN_ID, result: 'ignored' },
    ])
    expect((await stubCms.counts())[NOT_SHOWN_ID] ?? 0).toBe(countsBefore[NOT_SHOWN_ID] ?? 0) // never asked the CMS for it
  })

  test('an article the CMS fails on is kept and reported unavailable with why: 503 with Retry-After, so a retrying CMS retries', async ({ mainSite, stubCms }) => {
    await stubCms.setArticle(HOME_ARTICLE_ID, '<p>Good copy before a failed webhook</p>')
    expect((await mainSite.webhook([HOME_ARTICLE_ID])).status).toBe(200)
    await stubCms.setFault('error', [HOME_ARTICLE_ID])
    const answer = await mainSite.webhook([HOME_ARTICLE_ID, FUND_FIGURES_ARTICLE_ID])
    expect(answer.status).toBe(503)
    expect(Number(answer.retryAfter)).toBeGreaterThan(0)
    expect(answer.body.results).toEqual([
      { id: HOME_ARTICLE_ID, result: 'unavailable', reason: 'http-status' },
      { id: FUND_FIGURES_ARTICLE_ID, result: 'refreshed' },
    ])
    expect(answer.body.error).toMatch(/kept its copy/)
    expect((await visitHome(mainSite.url)).html).toContain('Good copy before a failed webhook')
  })
})
