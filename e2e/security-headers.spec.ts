// Every kind of response the site sends carries the security headers: prerendered pages, the
// 404, static files and the revalidation route handler.
import { expect, test, type APIResponse } from '@playwright/test'

const FIXED_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
}

function policyOf(response: APIResponse): Map<string, string[]> {
  const policy = response.headers()['content-security-policy'] ?? ''
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/** Every header but the Content-Security-Policy, which depends on what the response is. */
function expectHeadersBesidesPolicy(response: APIResponse, what: string): void {
  const headers = response.headers()
  for (const [name, value] of Object.entries(FIXED_HEADERS)) expect(headers[name], `${name} on ${what}`).toBe(value)
  const features = (headers['permissions-policy'] ?? '').split(',').map((entry) => entry.trim())
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(features, `permissions-policy on ${what}`).toContain(`${feature}=()`)
  }
  expect(headers['x-powered-by'], `x-powered-by on ${what}`).toBeUndefined()
}

function expectSecurityHeaders(response: APIResponse, what: string): void {
  expectHeadersBesidesPolicy(response, what)
  const policy = policyOf(response)
  expect(policy.get('default-src'), `default-src on ${what}`).toEqual(["'self'"])
  expect(policy.get('script-src'), `script-src on ${what}`).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com'])
  expect(policy.get('script-src-attr'), `script-src-attr on ${what}`).toEqual(["'none'"])
  expect(policy.get('object-src'), `object-src on ${what}`).toEqual(["'none'"])
  expect(policy.get('base-uri'), `base-uri on ${what}`).toEqual(["'self'"])
  expect(policy.get('form-action'), `form-action on ${what}`).toEqual(["'self'"])
  expect(policy.get('frame-ancestors'), `frame-ancestors on ${what}`).toEqual(["'none'"])
  expect(policy.get('connect-src'), `connect-src on ${what}`).toEqual(
    expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com']),
  )
  // The test build's SITE_URL is plain http, where upgrading requests would break the page.
  expect(policy.has('upgrade-insecure-requests'), `upgrade-insecure-requests on ${what}`).toBe(false)
}

test.describe('security headers', () => {
  test('the home and contact pages carry every security header', async ({ request }) => {
    for (const path of ['/', '/contact']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expectSecurityHeaders(response, path)
    }
  })

  test('a page that does not exist answers 404 with every security header', async ({ request }) => {
    const response = await request.get('/no-such-page-for-the-header-test')
    expect(response.status()).toBe(404)
    expectSecurityHeaders(response, 'the 404 page')
  })

  test('the share image and the static scripts carry every security header; the image optimizer is off', async ({ page, request }) => {
    await page.goto('/')
    const image = await request.get('/banner.png')
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    expectSecurityHeaders(image, 'the share image')
    // Nothing uses next/image (the banner is inline SVG), so nothing resizes images on request.
    const optimizer = await request.get('/_next/image?url=%2Fbanner.png&w=640&q=75')
    expect(optimizer.status()).toBe(404)

    const scriptSrc = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
    const script = await request.get(scriptSrc!)
    expect(script.status()).toBe(200)
    expectSecurityHeaders(script, 'a static script')
  })

  test('the revalidation webhook answers with every security header, also when it refuses', async ({ request }) => {
    const refused = await request.post('/api/revalidate', {
      headers: { authorization: 'Bearer not-the-secret', 'content-type': 'application/json' },
      data: { ids: [49] },
    })
    expect(refused.status()).toBe(401)
    expectSecurityHeaders(refused, 'POST /api/revalidate')
  })

  test('the browser accepts the Permissions-Policy without complaint', async ({ page }) => {
    const complaints: string[] = []
    page.on('console', (message) => {
      if (/permissions.policy|feature policy/i.test(message.text())) complaints.push(message.text())
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(complaints).toEqual([])
  })
})
