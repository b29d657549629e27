// Page-view analytics in a real browser. There is no network here, so the Google tag script is
// answered locally with an empty file; what the site queued for it in window.dataLayer is what
// Google Analytics would send. With that script empty, the landing page's view is GA's own
// `gtag('config', id)` command and every later view is a `page_view` event the site queues.
import type { Locator, Page, Request } from '@playwright/test'
import { en } from '../lib/copy/en'
import { es } from '../lib/copy/es'
import { expect, test } from './support'

const MEASUREMENT_ID = 'G-E2ETEST01' // set for the main build (e2e/builds.mjs)
const HOME_TITLE = en.siteName
const CONTACT_TITLE = `Contact Us | ${en.siteName}`

/** Hosts Google Analytics talks to; nothing may actually reach them from a test. */
const GOOGLE_HOSTS = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net)$/

type PageViewRecord =
  | { landing: string } // GA's config command: counts the page it loads on
  | { page_path: string; page_location: string; page_title: string }

/** Answers the Google tag script with an empty file and records every request to Google's hosts. */
async function fakeGoogleTag(page: Page): Promise<Request[]> {
  const googleRequests: Request[] = []
  page.on('request', (request) => {
    if (GOOGLE_HOSTS.test(new URL(request.url()).hostname)) googleRequests.push(request)
  })
  await page.route('https://www.googletagmanager.com/gtag/js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  )
  await page.route(
    (url) => GOOGLE_HOSTS.test(url.hostname) && !url.pathname.startsWith('/gtag/js'),
    (route) => route.abort(),
  )
  return googleRequests
}

/**
 * The page views queued so far, in order. gtag() pushes its `arguments` object, so each entry is
 * read by index rather than assumed to be an array.
 */
function pageViews(page: Page): Promise<PageViewRecord[]> {
  return page.evaluate(() => {
    const layer: unknown[] = (window as { dataLayer?: unknown[] }).dataLayer ?? []
    const records: PageViewRecord[] = []
    for (const entry of layer) {
      const command = Array.from(entry as ArrayLike<unknown>)
      const [verb, target, params] = command
      if (verb === 'config') {
        // send_page_view: false would mean GA does not count the landing page itself.
        const counts = (params as { send_page_view?: boolean } | undefined)?.send_page_view !== false
        if (counts) records.push({ landing: String(target) })
      } else if (verb === 'event' && target === 'page_view') {
        const { page_path, page_location, page_title } = params as Extract<PageViewRecord, { page_path: string }>
        records.push({ page_path, page_location, page_title })
      }
    }
    return records
  })
}

/** Lets two frames pass, long enough for a doubled report to show up. */
function settle(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

/** Waits for exactly `expected`, then lets two frames pass: nothing may be doubled after it. */
async function expectOnlyPageViews(page: Page, expected: PageViewRecord[]): Promise<void> {
  await expect.poll(() => pageViews(page)).toEqual(expected)
  await settle(page)
  expect(await pageViews(page)).toEqual(expected)
}

/** A page view of `path` on the main server at `origin`. */
function view(origin: string | undefined, path: string, title: string): PageViewRecord {
  return { page_path: path, page_location: `${origin}${path}`, page_title: title }
}

/**
 * Waits until React has hydrated `link`, so a click is a client-side navigation rather than a
 * new page load. React marks each DOM node it has hydrated with its props; there is no public signal.
 */
async function untilHydrated(link: Locator): Promise<void> {
  await expect
    .poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true)
  await settle(link.page())
}

const contactUsLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true })

/** From home: Contact Us by the footer link, back, forward again, waiting only for each page to appear. */
async function toContactBackAndForward(page: Page): Promise<void> {
  await contactUsLink(page).click()
  await expect(page).toHaveTitle(CONTACT_TITLE)
  await page.goBack()
  await expect(page).toHaveTitle(HOME_TITLE)
  await page.goForward()
  await expect(page).toHaveTitle(CONTACT_TITLE)
}

test.describe('with analytics on', () => {
  test('counts one page view per page the visitor sees, each with its own title', async ({ page, baseURL }) => {
    const googleRequests = await fakeGoogleTag(page)
    const expected: PageViewRecord[] = [{ landing: MEASUREMENT_ID }]

    await page.goto('/')
    await expect(page).toHaveTitle(HOME_TITLE)
    await expect.poll(() => pageViews(page)).toEqual(expected)

    await contactUsLink(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    expected.push(view(baseURL, '/contact', CONTACT_TITLE))
    await expect.poll(() => pageViews(page)).toEqual(expected)

    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: en.homeHeading })).toBeVisible()
    expected.push(view(baseURL, '/', HOME_TITLE))
    await expect.poll(() => pageViews(page)).toEqual(expected)

    await page.goForward()
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    expected.push(view(baseURL, '/contact', CONTACT_TITLE))
    await expect.poll(() => pageViews(page)).toEqual(expected)

    // A new query string is a new page to analytics; a new #fragment is not.
    await page.evaluate(() => window.history.pushState(null, '', '/contact?plan=lonestar-529'))
    expected.push(view(baseURL, '/contact?plan=lonestar-529', CONTACT_TITLE))
    await expect.poll(() => pageViews(page)).toEqual(expected)
    await page.evaluate(() => window.history.pushState(null, '', '/contact?plan=lonestar-529#phone'))

    await settle(page)
    expect(await pageViews(page)).toEqual(expected)
    // The site asks Google for the tag script once, not per navigation; sending hits is gtag.js's job.
    expect(googleRequests.map((request) => new URL(request.url()).pathname)).toEqual(['/gtag/js'])
  })

  test('loses and doubles nothing when the visitor navigates quickly', async ({ page, baseURL }) => {
    await fakeGoogleTag(page)
    await page.goto('/')
    await expect(page).toHaveTitle(HOME_TITLE)

    // No waiting for analytics between steps: only for each page to appear.
    await toContactBackAndForward(page)
    await page.goBack()
    await expect(page).toHaveTitle(HOME_TITLE)

    const expected = [
      { landing: MEASUREMENT_ID },
      view(baseURL, '/contact', CONTACT_TITLE),
      view(baseURL, '/', HOME_TITLE),
      view(baseURL, '/contact', CONTACT_TITLE),
      view(baseURL, '/', HOME_TITLE),
    ]
    await expectOnlyPageViews(page, expected)
  })

  test("counts every page, in order, when GA's code arrives after the visitor has moved on", async ({ page, baseURL }) => {
    await fakeGoogleTag(page)
    // GA's snippet comes in its own chunk; here it arrives only after three client-side visits,
    // as on a slow link or a busy phone.
    let releaseSnippet = () => {}
    const snippetHeld = new Promise<void>((resolve) => (releaseSnippet = resolve))
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('_next-ga-init')) await snippetHeld
      await route.fulfill({ response, body })
    })

    await page.goto('/', { waitUntil: 'domcontentloaded' }) // the held chunk holds back `load`
    await untilHydrated(contactUsLink(page))
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await toContactBackAndForward(page)
    expect(await pageViews(page)).toEqual([])

    releaseSnippet()
    const expected = [
      { landing: MEASUREMENT_ID },
      view(baseURL, '/contact', CONTACT_TITLE),
      view(baseURL, '/', HOME_TITLE),
      view(baseURL, '/contact', CONTACT_TITLE),
    ]
    await expectOnlyPageViews(page, expected)
    // Every visit above was a client-side one, in the document GA was set up in.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })

  test('counts every page across the languages: each change of language once, as a new document', async ({ page, baseURL }) => {
    await fakeGoogleTag(page)
    const spanishContactTitle = `${es.contact.title} | ${es.titleSuffix}`
    await page.goto('/')
    await expect(page).toHaveTitle(HOME_TITLE)
    await expectOnlyPageViews(page, [{ landing: MEASUREMENT_ID }])

    // Each language has its own root layout, so its link loads a new document, which GA counts.
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveTitle(es.siteName)
    await expectOnlyPageViews(page, [{ landing: MEASUREMENT_ID }])

    // Within a language, a client-side visit, which the site reports.
    const contactLink = page.getByRole('contentinfo').getByRole('link', { name: es.contactUs, exact: true })
    await untilHydrated(contactLink)
    await contactLink.click()
    await expect(page).toHaveTitle(spanishContactTitle)
    await expectOnlyPageViews(page, [{ landing: MEASUREMENT_ID }, view(baseURL, '/es/contacto', spanishContactTitle)])

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveTitle(CONTACT_TITLE)
    await expectOnlyPageViews(page, [{ landing: MEASUREMENT_ID }])
  })

  test('counts a full page load once, by GA itself', async ({ page }) => {
    await fakeGoogleTag(page)
    await page.goto('/contact')
    await expect(page).toHaveTitle(CONTACT_TITLE)
    await expectOnlyPageViews(page, [{ landing: MEASUREMENT_ID }])
  })
})

test.describe('with analytics off', () => {
  test('loads no analytics script and asks nothing of Google', async ({ page, degradedSite }) => {
    const googleRequests = await fakeGoogleTag(page)
    const otherOrigins: string[] = []
    page.on('request', (request) => {
      const origin = new URL(request.url()).origin
      if (origin !== degradedSite.url) otherOrigins.push(request.url())
    })

    // The site's own scripts too: with analytics off, not a byte of GA's loader is downloaded.
    const scriptBodies: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scriptBodies.push(response.text())
    })

    const response = await page.goto(`${degradedSite.url}/`)
    const html = (await response?.text()) ?? ''
    expect(html).not.toContain('googletagmanager')
    expect(html).not.toContain('dataLayer')
    expect(html).not.toContain('gtag')

    await contactUsLink(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveTitle(HOME_TITLE)
    await settle(page)

    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false)
    expect(await page.locator('script[src*="googletagmanager"], script#_next-ga-init').count()).toBe(0)
    expect(googleRequests).toEqual([])
    expect(otherOrigins).toEqual([])
    const scripts = await Promise.all(scriptBodies)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((body) => body.includes('googletagmanager'))).toEqual([])
  })
})
