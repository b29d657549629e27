import { expect, test } from '@playwright/test'
import { HOME_ARTICLE_ID, MAIN_URL, revalidateNow, stubCms } from './support'

type Health = { status: string; cms?: { lastSuccessAt: string | null; recent: boolean; recentWithinSeconds: number } }

async function health(query = ''): Promise<{ status: number; cacheControl: string | null; body: Health }> {
  const response = await fetch(`${MAIN_URL}/api/health${query}`)
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() }
}

test.beforeEach(async () => {
  await stubCms.reset()
})
test.afterEach(async () => {
  await stubCms.reset()
})

test('the health check answers ok without asking the CMS, and is never cached', async () => {
  const answer = await health()
  expect(answer).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } })
  expect(await stubCms.counts()).toEqual({})
})

test('the health check stays ok while the CMS is down, so the instance is not restarted', async () => {
  await stubCms.setFault('down')
  expect((await health()).status).toBe(200)
  const detailed = await health('?cms=1')
  expect(detailed.status).toBe(200)
  expect(detailed.body.status).toBe('ok')
})

test('with ?cms=1 it says the CMS answered recently after a page was refreshed from it', async ({ page }) => {
  await revalidateNow([HOME_ARTICLE_ID])
  await page.goto('/')
  await expect(page.getByText('Stub CMS home article')).toBeVisible()

  const { body } = await health('?cms=1')
  expect(body.cms?.recent).toBe(true)
  const answeredAgo = Date.now() - Date.parse(body.cms?.lastSuccessAt ?? '')
  expect(answeredAgo).toBeLessThan(30_000)
})

test('with ?cms=1 it says the CMS has not answered recently once an outage outlasts two windows', async ({ page }) => {
  await revalidateNow([HOME_ARTICLE_ID])
  await page.goto('/')
  await stubCms.setFault('error')

  const window = (await health('?cms=1')).body.cms?.recentWithinSeconds ?? 0
  const until = Date.now() + (window + 1) * 1000
  while (Date.now() < until) {
    await page.goto('/') // visitors keep arriving; each refresh attempt fails
    await page.waitForTimeout(1000)
  }
  await expect(page.getByText('Stub CMS home article')).toBeVisible()

  const { status, body } = await health('?cms=1')
  expect(status).toBe(200)
  expect(body.status).toBe('ok')
  expect(body.cms?.recent).toBe(false)
  expect(body.cms?.lastSuccessAt).not.toBeNull()
})
