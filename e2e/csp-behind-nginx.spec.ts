// The per-page Content-Security-Policy behind the shipped nginx cache (deploy/nginx.conf) in front
// of the main build's server: nginx stores each page with its policy, so a copy from its cache, a
// 304 it answers and a page it refreshed after a regeneration all carry the policy of their body.
import { expectNotModifiedKeepsPolicy, expectPolicyMadeForAnswer, expectPolicyMadeForPage, onePolicy, watchPolicy } from './csp-support'
import { startNginxInFront } from './nginx-in-front'
import { expect, HOME_ARTICLE_ID, test } from './support'

let nginx: Awaited<ReturnType<typeof startNginxInFront>>
let nginxUrl: string

test.beforeAll(async ({ mainSite }) => {
  nginx = await startNginxInFront(mainSite.url)
  nginxUrl = nginx.url
})

test.afterAll(() => {
  nginx.stop()
})

test('pages from the nginx cache carry the policy of their own HTML and break no rule', async ({ page, request }) => {
  const policy = await watchPolicy(page)
  for (const path of ['/', '/contact', '/no-such-page-for-the-nginx-test']) {
    await expectPolicyMadeForPage(page, nginxUrl + path, 'on')
    if (path === '/no-such-page-for-the-nginx-test') continue // a 404 is never stored
    // Then an answer from nginx's copy: held a second, then confirmed by Node by its ETag
    // (REVALIDATED). Pages regenerate every few seconds in the test builds, and a page that changed
    // meanwhile is rightly fetched in full (EXPIRED): visit until an answer comes from the copy,
    // checking every answer's policy against its own body on the way.
    await expect(async () => {
      const again = (await page.goto(nginxUrl + path))!
      await expectPolicyMadeForAnswer(page, again, 'on')
      expect(await again.headerValue('x-cache-status'), path).toMatch(/HIT|REVALIDATED/)
    }).toPass({ timeout: 20_000 })
  }
  expect(await policy.violations()).toEqual([])
  const cached = await request.get(`${nginxUrl}/contact`)
  expect(onePolicy(cached, cached.headersArray())).not.toContain('unsafe-inline')
})

test('a 304 from nginx carries the same policy as the page it confirms', async ({ request }) => {
  for (const path of ['/', '/contact']) await expectNotModifiedKeepsPolicy(request, nginxUrl + path)
})

test('after a regeneration, nginx serves the new page with its new policy, and nothing is blocked', async ({ page, request, mainSite, stubCms }) => {
  const policy = await watchPolicy(page)
  await stubCms.setArticle(HOME_ARTICLE_ID, '<h2>Regenerated behind nginx</h2><p>Fresh plan details.</p>')
  await mainSite.revalidateNow([HOME_ARTICLE_ID])
  // nginx holds its copy a second, then asks Node again (integration/test-nginx-cache.sh bounds
  // it). Polled outside the browser, whose own cache would keep showing the first copy it saw.
  await expect(async () => {
    expect(await (await request.get(`${nginxUrl}/`)).text()).toContain('Regenerated behind nginx')
  }).toPass({ timeout: 30_000 })
  await expectPolicyMadeForPage(page, `${nginxUrl}/`, 'on')
  await expect(page.getByRole('heading', { name: 'Regenerated behind nginx' })).toBeVisible()
  expect(await policy.violations()).toEqual([])
})
