// What search engines and link previews read: titles, descriptions, canonical addresses, Open
// Graph, TRAIL's Dublin Core tags, JSON-LD, sitemap.xml and robots.txt, and the plan information
// in the HTML itself, for crawlers that run no JavaScript. The test builds use APP_ENV=prod.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { DEGRADED_LOG, DEGRADED_URL, MAIN_LOG, MAIN_SITE_URL, MAIN_URL, stubCms } from './support'
import { enrollmentStatus } from '../lib/enrollment-window'
import { SITE_NAME } from '../lib/site-copy'

// The address the main build was made for (e2e/run.mjs sets its SITE_URL; the degraded build has none).
const SITE_URL = MAIN_SITE_URL
const onSite = (path: string) => new URL(path, `${SITE_URL}/`).href

const PLAN_NAMES = [
  'Texas Guaranteed Tuition Plan',
  'Texas College Savings Plan',
  'LoneStar 529 Plan',
  'Texas Tuition Promise Fund',
]

test.beforeEach(async () => {
  await stubCms.reset()
})

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content')

/** The text a visitor reads in some HTML, compared without whitespace (tags can split words' spacing). */
function readableText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, '')
}
const squeeze = (text: string) => text.replace(/\s+/g, '')

const PAGES = [
  { path: '/', title: SITE_NAME },
  { path: '/contact', title: `Contact Us | ${SITE_NAME}` },
]

for (const { path, title } of PAGES) {
  test.describe(`${path}`, () => {
    test('has its own title, a description, a canonical address on SITE_URL and lang="en"', async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
      expect((await meta(page, 'meta[name="description"]'))?.length).toBeGreaterThan(40)
      // new URL() without a base only accepts an absolute address, as a canonical link must be.
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical ?? '').href).toBe(onSite(path))
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })

    test('has Open Graph tags for link previews, with the banner image', async ({ page }) => {
      await page.goto(path)
      expect(await meta(page, 'meta[property="og:title"]')).toBe(title)
      expect(await meta(page, 'meta[property="og:description"]')).toBe(await meta(page, 'meta[name="description"]'))
      expect(new URL((await meta(page, 'meta[property="og:url"]')) ?? '').href).toBe(onSite(path))
      expect(await meta(page, 'meta[property="og:site_name"]')).toBe(SITE_NAME)
      expect(await meta(page, 'meta[property="og:type"]')).toBe('website')
      expect(await meta(page, 'meta[property="og:locale"]')).toBe('en_US')
      expect(await meta(page, 'meta[property="og:image"]')).toBe(onSite('/banner.png'))
      expect(await meta(page, 'meta[property="og:image:alt"]')).toContain(SITE_NAME)
    })

    test('describes the organisation in JSON-LD with the toll-free contact point', async ({ page }) => {
      await page.goto(path)
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(scripts).toHaveLength(1)
      expect(JSON.parse(scripts[0]!)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'GovernmentOrganization',
        name: SITE_NAME,
        url: SITE_URL,
        parentOrganization: { name: 'Texas Comptroller of Public Accounts' },
        contactPoint: { '@type': 'ContactPoint', telephone: '+18004454723', contactOption: 'TollFree' },
      })
    })
  })
}

test('the page-not-found page has its own title and asks not to be indexed', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(`Page not found | ${SITE_NAME}`)
  expect(await meta(page, 'meta[name="robots"]')).toContain('noindex')
})

test('the home page carries Dublin Core tags for TRAIL, the state search', async ({ page }) => {
  await page.goto('/')
  expect(await meta(page, 'meta[name="DC.title"]')).toBe(SITE_NAME)
  expect(await meta(page, 'meta[name="DC.creator"]')).toBe('Texas Comptroller of Public Accounts')
  expect(await meta(page, 'meta[name="DC.language"]')).toBe('en')
  expect(await meta(page, 'meta[name="DC.type"]')).toBeTruthy()
  expect(await meta(page, 'meta[name="DC.description"]')).toContain('Texas Tuition Promise Fund')
})

test('the link-preview image is served', async () => {
  const response = await fetch(`${MAIN_URL}/banner.png`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
})

test('sitemap.xml lists the home page and Contact Us on SITE_URL', async () => {
  const response = await fetch(`${MAIN_URL}/sitemap.xml`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('xml')
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
  expect(locations).toEqual([onSite('/'), onSite('/contact')])
})

test('robots.txt lets crawlers in and names the sitemap (production build)', async () => {
  const response = await fetch(`${MAIN_URL}/robots.txt`)
  expect(response.status).toBe(200)
  const lines = (await response.text()).split('\n').map((line) => line.trim())
  expect(lines).toContain('User-Agent: *')
  expect(lines).toContain('Allow: /')
  expect(lines).not.toContain('Disallow: /')
  expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
})

test('a crawler without JavaScript gets the plan information and the enrollment notice in the HTML', async () => {
  const html = await (await fetch(`${MAIN_URL}/`)).text()
  const text = readableText(html)
  for (const plan of PLAN_NAMES) expect(text).toContain(squeeze(plan))
  expect(text).toContain(squeeze('Stub CMS home article. The Texas Comptroller offers four plans.'))
  expect(text).toContain(squeeze('Texas Tuition Promise Fund enrollment'))
  expect(text).toContain(squeeze(enrollmentStatus(new Date()).message))
})

test('a crawler without JavaScript reads the same text as a visitor with it', async ({ page }) => {
  await page.goto('/')
  const visibleLines = (await page.getByRole('main').innerText()).split('\n').filter((line) => line.trim() !== '')
  const html = await (await fetch(`${MAIN_URL}/`)).text()
  const text = readableText(html)
  const missing = visibleLines.filter((line) => !text.includes(squeeze(line)))
  expect(missing).toEqual([])
})

test.describe('a build without SITE_URL (the degraded build)', () => {
  // What Next would fall back to without a base (localhost), and where this server really is.
  const expectNoOwnAddress = (text: string) => {
    expect(text).not.toContain('localhost')
    expect(text).not.toContain(new URL(DEGRADED_URL).host)
  }

  for (const path of ['/', '/contact']) {
    test(`${path} names no address of its own: no canonical link, no social-card or JSON-LD URL`, async () => {
      const html = await (await fetch(`${DEGRADED_URL}${path}`)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).toContain('<meta property="og:title"')
      expect(head).not.toContain('rel="canonical"')
      expect(head).not.toMatch(/property="og:(url|image)"/)
      expect(head).not.toContain('DC.identifier')
      const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1]
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'GovernmentOrganization', name: SITE_NAME })
      expect(JSON.parse(jsonLd ?? '{}')).not.toHaveProperty('url')
      expectNoOwnAddress(html)
    })
  }

  test('robots.txt names no sitemap, and sitemap.xml lists no page rather than pages on localhost', async () => {
    const robots = await (await fetch(`${DEGRADED_URL}/robots.txt`)).text()
    expect(robots).toContain('Allow: /')
    expect(robots).not.toContain('Sitemap:')
    const sitemap = await (await fetch(`${DEGRADED_URL}/sitemap.xml`)).text()
    expect(sitemap).toContain('<urlset')
    expect(sitemap).not.toContain('<loc>')
    expectNoOwnAddress(robots + sitemap)
  })

  test('its server says once at start-up that SITE_URL is unset; the main server, which has it, does not', () => {
    const unsetLines = (log: string) => readFileSync(log, 'utf8').split('\n').filter((line) => line.includes('"event":"site_url_unset"'))
    expect(unsetLines(DEGRADED_LOG)).toHaveLength(1)
    expect(unsetLines(MAIN_LOG)).toEqual([])
  })
})
