import { expect, HOME_ARTICLE_ID, test, type Site } from './support'

type Health = { status: string; cms?: { lastSuccessAt: string | null; recent: boolean; recentWithinSeconds: number } }

async function health(site: Site, query = ''): Promise<{ status: number; cacheControl: string | null; body: Health }> {
  const response = await fetch(`${site.url}/api/health${query}`)
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() }
}

test('the health check answers ok without asking the CMS, and is never cached', async ({ mainSite, stubCms }) => {
  const answer = await health(mainSite)
  expect(answer).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } })
  expect(await stubCms.counts()).toEqual({})
})

test('the health check stays ok while the CMS is down, so the instance is not restarted', async ({ mainSite, stubCms }) => {
  await stubCms.setFault('down')
  expect((await health(mainSite)).status).toBe(200)
  const detailed = await health(mainSite, '?cms=1')
  expect(detailed.status).toBe(200)
  expect(detailed.body.status).toBe('ok')
})

test('with ?cms=1 it says the CMS answered recently after a page was refreshed from it', async ({ page, mainSite }) => {
  await mainSite.revalidateNow([HOME_ARTICLE_ID])
  await page.goto('/')
  await expect(page.getByText('Stub CMS home article')).toBeVisible()

  const { body } = await health(mainSite, '?cms=1')
  expect(body.cms?.recent).toBe(true)
  const answeredAgo = Date.now() - Date.parse(body.cms?.lastSuccessAt ?? '')
  expect(answeredAgo).toBeLessThan(30_000)
})

test('with ?cms=1 it says the CMS has not answered recently once an outage outlasts two windows', async ({ page, mainSite, stubCms }) => {
  await mainSite.revalidateNow([HOME_ARTICLE_ID])
  await page.goto('/')
  const before = (await health(mainSite, '?cms=1')).body.cms
  expect(before?.recent).toBe(true)
  await stubCms.setFault('error')

  // Visitors keep arriving, each refresh attempt failing, until the check says so.
  const window = before?.recentWithinSeconds ?? 0
  await expect
    .poll(
      async () => {
        await page.goto('/')
        return (await health(mainSite, '?cms=1')).body.cms?.recent
      },
      { timeout: (window + 10) * 1000, intervals: [500] },
    )
    .toBe(false)
  await expect(page.getByText('Stub CMS home article')).toBeVisible()

  const { status, body } = await health(mainSite, '?cms=1')
  expect(status).toBe(200)
  expect(body.status).toBe('ok')
  expect(body.cms?.recent).toBe(false)
  expect(body.cms?.lastSuccessAt).not.toBeNull()
})
