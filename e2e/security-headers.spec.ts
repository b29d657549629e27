// Every kind of response the site sends carries the security headers: prerendered pages, the
// 404, static files and the revalidation route handler.
import type { APIResponse } from '@playwright/test'
import { expect, test } from './support'

const FIXED_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
}

/** The answer's one Content-Security-Policy, as directive name -> sources. */
function policyOf(response: APIResponse): Map<string, string[]> {
  const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy')
  expect(policies, `Content-Security-Policy headers of ${response.url()}`).toHaveLength(1)
  const policy = policies[0]!.value
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

/**
 * Every security header. A page's script-src lists the hashes of its own inline scripts (e2e/csp
 * checks which); any other answer lets no inline script run.
 */
function expectSecurityHeaders(response: APIResponse, what: string, kind: 'page' | 'not a page'): void {
  expectHeadersBesidesPolicy(response, what)
  const policy = policyOf(response)
  expect(policy.get('default-src'), `default-src on ${what}`).toEqual(["'self'"])
  const scriptSources = policy.get('script-src') ?? []
  expect(scriptSources[0], `script-src on ${what}`).toBe("'self'")
  expect(scriptSources.at(-1), `script-src on ${what}`).toBe('https://www.googletagmanager.com')
  const inline = scriptSources.slice(1, -1)
  if (kind === 'page') expect(inline.length, `inline script hashes on ${what}`).toBeGreaterThan(0)
  else expect(inline, `inline scripts allowed on ${what}`).toEqual([])
  for (const source of inline) expect(source, `script-src on ${what}`).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
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
      expectSecurityHeaders(response, path, 'page')
    }
  })

  test('a page that does not exist answers 404 with every security header, one policy, wherever it is asked for', async ({ request }) => {
    for (const path of ['/no-such-page-for-the-header-test', '/api/no-such-route', '/no-such-file.png', '/contact/no-such-page']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['content-type'], path).toContain('text/html')
      expectSecurityHeaders(response, `the 404 page at ${path}`, 'page')
    }
  })

  test('the share image and the static scripts carry every security header; the image optimizer is off', async ({ page, request }) => {
    await page.goto('/')
    const image = await request.get('/share-en.png')
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    expectSecurityHeaders(image, 'the share image', 'not a page')
    // Nothing uses next/image (the banner is CSS and inline SVG), so nothing resizes images on request.
    const optimizer = await request.get('/_next/image?url=%2Fshare-en.png&w=640&q=75')
    expect(optimizer.status()).toBe(404)

    const scriptSrc = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
    const script = await request.get(scriptSrc!)
    expect(script.status()).toBe(200)
    expectSecurityHeaders(script, 'a static script', 'not a page')
  })

  test('the revalidation webhook answers with every security header, also when it refuses', async ({ request }) => {
    const refused = await request.post('/api/revalidate', {
      headers: { authorization: 'Bearer not-the-secret', 'content-type': 'application/json' },
      data: { ids: [49] },
    })
    expect(refused.status()).toBe(401)
    expectSecurityHeaders(refused, 'POST /api/revalidate', 'not a page')
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
