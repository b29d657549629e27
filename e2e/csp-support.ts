// Helpers shared by the Content-Security-Policy browser tests (e2e/csp*.spec.ts): recording the
// violations a page reports, and checking a page's policy against the HTML it was served with.
import { expect, type APIRequestContext, type APIResponse, type Page, type Response } from '@playwright/test'

type Violation = { directive: string; blocked: string; sample: string }

const STUB_GTAG_JS = `
  // Stand-in for gtag.js: what the real script does that the policy governs.
  fetch('https://region1.google-analytics.com/g/collect?v=2&tid=G-E2ETEST01&en=page_view', { method: 'POST', mode: 'no-cors', keepalive: true }).catch(() => {});
  new Image().src = 'https://www.google-analytics.com/g/collect?v=2&tid=G-E2ETEST01&en=pixel';
`

/** Records every policy violation the page reports, and answers Google's hosts locally. */
export async function watchPolicy(page: Page): Promise<{ gtagRequests: () => number; violations: () => Promise<Violation[]> }> {
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
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
}

/** The hash sources a policy lists in script-src. */
export function policyHashes(policy: string): string[] {
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? ''
  return scriptSrc.split(/\s+/).filter((source) => source.startsWith("'sha256-"))
}

/** The one Content-Security-Policy header of an answer (failing if there are two). */
export function onePolicy(response: APIResponse | Response, headers: { name: string; value: string }[]): string {
  const policies = headers.filter(({ name }) => name.toLowerCase() === 'content-security-policy')
  expect(policies, `Content-Security-Policy headers of ${response.url()}`).toHaveLength(1)
  return policies[0]!.value
}

/** sha256 of each executable inline script in `html`, as the browser parses and hashes it. */
function inlineScriptHashes(page: Page, html: string): Promise<string[]> {
  return page.evaluate(async (source) => {
    const parsed = new DOMParser().parseFromString(source, 'text/html')
    const inline = [...parsed.querySelectorAll('script:not([src])')].filter((script) =>
      ['', 'text/javascript', 'module'].includes((script.getAttribute('type') ?? '').trim().toLowerCase()),
    )
    const hashes = await Promise.all(
      inline.map(async (script) => {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script.textContent ?? ''))
        return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
      }),
    )
    return [...new Set(hashes)]
  }, html)
}

/** The hash of Google Analytics' init script as the browser ran it, if it did. */
function gaInitHash(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const init = document.getElementById('_next-ga-init')
    if (!init) return null
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(init.textContent ?? ''))
    return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
  })
}

/**
 * Opens `url` and checks the answer's policy lists exactly the hashes of the inline scripts in
 * its HTML, plus Google Analytics' init where analytics is on, and nothing lets inline code run.
 */
export async function expectPolicyMadeForPage(page: Page, url: string, analytics: 'on' | 'off'): Promise<string> {
  return expectPolicyMadeForAnswer(page, (await page.goto(url))!, analytics)
}

/** The same check, on the answer the page was just loaded with. */
export async function expectPolicyMadeForAnswer(page: Page, response: Response, analytics: 'on' | 'off'): Promise<string> {
  const html = await response.text()
  const policy = onePolicy(response, await response.headersArray())
  expect(policy).not.toContain('unsafe-inline')
  expect(policy).toContain("script-src-attr 'none'")
  const served = await inlineScriptHashes(page, html)
  expect(served.length, 'inline scripts in the page').toBeGreaterThan(0)
  await settle(page)
  // GA's loader is fetched on demand, so its init script may arrive after the network settles.
  if (analytics === 'on') await expect.poll(() => gaInitHash(page), { message: "Google Analytics' init script" }).not.toBeNull()
  const gaInit = await gaInitHash(page)
  if (analytics === 'off') expect(gaInit).toBeNull()
  expect(policyHashes(policy).sort()).toEqual([...served, ...(gaInit ? [gaInit] : [])].sort())
  return policy
}

/**
 * Asks for `url` again with its ETag and checks the 304 carries the policy of the page it confirms.
 * Pages regenerate every few seconds in the test builds, and a page that changed in between is
 * rightly sent in full, so it tries until one is confirmed.
 */
export async function expectNotModifiedKeepsPolicy(request: APIRequestContext, url: string): Promise<void> {
  await expect(async () => {
    const full = await request.get(url)
    const etag = full.headers()['etag']
    expect(etag, `ETag of ${url}`).toBeTruthy()
    const confirmed = await request.get(url, { headers: { 'if-none-match': etag! } })
    expect(confirmed.status(), url).toBe(304)
    expect(onePolicy(confirmed, confirmed.headersArray())).toBe(onePolicy(full, full.headersArray()))
  }).toPass({ timeout: 15_000 })
}
