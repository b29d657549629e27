// What search engines and link previews read: titles, descriptions, canonical addresses, Open
// Graph, TRAIL's Dublin Core tags, JSON-LD, sitemap.xml and robots.txt, and the plan information
// in the HTML itself, for crawlers that run no JavaScript. The test builds use APP_ENV=prod.
import type { Page } from '@playwright/test'
import { expect, MAIN_SITE_URL, test } from './support'
import { enrollmentStatus } from '../lib/enrollment-window'
import { en } from '../lib/copy/en'
import { es } from '../lib/copy/es'
import { PAGE_PATHS, type Copy } from '../lib/copy'

// The address the main build was made for (its SITE_URL, e2e/builds.mjs; the degraded build has none).
const SITE_URL = MAIN_SITE_URL
const onSite = (path: string) => new URL(path, `${SITE_URL}/`).href

const PLAN_NAMES = [
  'Texas Guaranteed Tuition Plan',
  'Texas College Savings Plan',
  'LoneStar 529 Plan',
  'Texas Tuition Promise Fund',
]

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

/** Each page in each language, with its counterparts: hreflang names both, and English as the default. */
const HOME = { en: '/', es: '/es' }
const CONTACT = { en: '/contact', es: '/es/contacto' }
const PAGES: { path: string; title: string; description: string; copy: Copy; alternates: { en: string; es: string } }[] = [
  { path: '/', title: en.siteName, description: en.description, copy: en, alternates: HOME },
  { path: '/contact', title: `Contact Us | ${en.siteName}`, description: en.contact.description, copy: en, alternates: CONTACT },
  { path: '/es', title: es.siteName, description: es.description, copy: es, alternates: HOME },
  { path: '/es/contacto', title: `Contáctenos | ${es.titleSuffix}`, description: es.contact.description, copy: es, alternates: CONTACT },
]

for (const { path, title, description, copy, alternates } of PAGES) {
  test.describe(`${path}`, () => {
    test(`has its own title, a description, a canonical address on SITE_URL and lang="${copy.locale}"`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
      expect(await meta(page, 'meta[name="description"]')).toBe(description)
      // new URL() without a base only accepts an absolute address, as a canonical link must be.
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical ?? '').href).toBe(onSite(path))
      await expect(page.locator('html')).toHaveAttribute('lang', copy.locale)
    })

    test('names itself in English and in Spanish for search engines, English as the default', async ({ page }) => {
      await page.goto(path)
      const hreflang = async (language: string) =>
        new URL((await page.locator(`head link[rel="alternate"][hreflang="${language}"]`).getAttribute('href')) ?? '').href
      expect(await hreflang('en')).toBe(onSite(alternates.en))
      expect(await hreflang('es')).toBe(onSite(alternates.es))
      expect(await hreflang('x-default')).toBe(onSite(alternates.en))
    })

    test('has Open Graph tags for link previews, with the card lettered in its language', async ({ page }) => {
      await page.goto(path)
      expect(await meta(page, 'meta[property="og:title"]')).toBe(title)
      expect(await meta(page, 'meta[property="og:description"]')).toBe(await meta(page, 'meta[name="description"]'))
      expect(new URL((await meta(page, 'meta[property="og:url"]')) ?? '').href).toBe(onSite(path))
      expect(await meta(page, 'meta[property="og:site_name"]')).toBe(copy.siteName)
      expect(await meta(page, 'meta[property="og:type"]')).toBe('website')
      expect(await meta(page, 'meta[property="og:locale"]')).toBe(copy.ogLocale)
      expect(await meta(page, 'meta[property="og:image"]')).toBe(onSite(`/share-${copy.locale}.png`))
      expect(await meta(page, 'meta[property="og:image:alt"]')).toBe(`${copy.siteName}, ${copy.agencyName}`)
    })

    test('describes the organisation in JSON-LD with the toll-free contact point', async ({ page }) => {
      await page.goto(path)
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(scripts).toHaveLength(1)
      expect(JSON.parse(scripts[0]!)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'GovernmentOrganization',
        inLanguage: copy.locale,
        name: copy.siteName,
        description: copy.jsonLdDescription,
        url: SITE_URL,
        parentOrganization: { name: copy.agencyName },
        contactPoint: { '@type': 'ContactPoint', telephone: '+18004454723', contactOption: 'TollFree' },
      })
    })
  })
}

test('the page-not-found page has its own title and asks not to be indexed', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(`Page not found | ${en.siteName}`)
  expect(await meta(page, 'meta[name="robots"]')).toContain('noindex')
})

test('the Spanish page-not-found page answers 404 with its own Spanish title and asks not to be indexed', async ({ page }) => {
  const response = await page.goto('/es/no-existe')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(`Página no encontrada | ${es.titleSuffix}`)
  expect(await meta(page, 'meta[name="robots"]')).toContain('noindex')
})

test('the Spanish home page carries Dublin Core tags in Spanish for TRAIL', async ({ page }) => {
  await page.goto('/es')
  expect(await meta(page, 'meta[name="DC.title"]')).toBe(es.siteName)
  expect(await meta(page, 'meta[name="DC.language"]')).toBe('es')
  expect(await meta(page, 'meta[name="DC.identifier"]')).toBe(`${SITE_URL}/es`)
})

test('no page redirects by the browser’s language: the same address gives the same page', async ({ baseURL }) => {
  for (const path of ['/', '/es']) {
    const english = await fetch(`${baseURL}${path}`, { headers: { 'accept-language': 'en-US' }, redirect: 'manual' })
    const spanish = await fetch(`${baseURL}${path}`, { headers: { 'accept-language': 'es-MX,es;q=0.9' }, redirect: 'manual' })
    expect([english.status, spanish.status]).toEqual([200, 200])
    expect(readableText(await spanish.text())).toBe(readableText(await english.text()))
  }
})

test('the home page carries Dublin Core tags for TRAIL, the state search', async ({ page }) => {
  await page.goto('/')
  expect(await meta(page, 'meta[name="DC.title"]')).toBe(en.siteName)
  expect(await meta(page, 'meta[name="DC.creator"]')).toBe('Texas Comptroller of Public Accounts')
  expect(await meta(page, 'meta[name="DC.language"]')).toBe('en')
  expect(await meta(page, 'meta[name="DC.type"]')).toBeTruthy()
  expect(await meta(page, 'meta[name="DC.description"]')).toContain('Texas Tuition Promise Fund')
})

test('the link-preview cards are served, one for each language', async ({ baseURL }) => {
  for (const locale of ['en', 'es']) {
    const response = await fetch(`${baseURL}/share-${locale}.png`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
  }
})

test('sitemap.xml lists every page (home, Contact Us, each step of the guide) in both languages on SITE_URL, each with its alternates', async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/sitemap.xml`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('xml')
  const xml = await response.text()
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => url!)
  const locations = urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1])
  expect(locations).toEqual(Object.values(PAGE_PATHS).flatMap(({ en, es }) => [onSite(en), onSite(es)]))
  expect(locations.slice(0, 4)).toEqual([onSite('/'), onSite('/es'), onSite('/contact'), onSite('/es/contacto')])
  const alternatesOf = (url: string) =>
    Object.fromEntries([...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => [language, href]))
  expect(alternatesOf(urls[3]!)).toEqual({ en: onSite('/contact'), es: onSite('/es/contacto'), 'x-default': onSite('/contact') })
  expect(alternatesOf(urls[0]!)).toEqual({ en: onSite('/'), es: onSite('/es'), 'x-default': onSite('/') })
})

test('robots.txt lets crawlers in and names the sitemap (production build)', async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/robots.txt`)
  expect(response.status).toBe(200)
  const lines = (await response.text()).split('\n').map((line) => line.trim())
  expect(lines).toContain('User-Agent: *')
  expect(lines).toContain('Allow: /')
  expect(lines).not.toContain('Disallow: /')
  expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
})

test('a crawler without JavaScript gets the plan information and the enrollment notice in the HTML', async ({ baseURL }) => {
  const html = await (await fetch(`${baseURL}/`)).text()
  const text = readableText(html)
  for (const plan of PLAN_NAMES) expect(text).toContain(squeeze(plan))
  expect(text).toContain(squeeze('Stub CMS home article. The Texas Comptroller offers four plans.'))
  expect(text).toContain(squeeze('Texas Tuition Promise Fund'))
  expect(text).toContain(squeeze(en.enrollment.message(enrollmentStatus(new Date()))))
})

test('a crawler without JavaScript reads the same text as a visitor with it', async ({ page, baseURL }) => {
  await page.goto('/')
  const visibleLines = (await page.getByRole('main').innerText()).split('\n').filter((line) => line.trim() !== '')
  const html = await (await fetch(`${baseURL}/`)).text()
  const text = readableText(html)
  const missing = visibleLines.filter((line) => !text.includes(squeeze(line)))
  expect(missing).toEqual([])
})

test.describe('a build without SITE_URL (the degraded build)', () => {
  // What Next would fall back to without a base (localhost), and where this server really is.
  const expectNoOwnAddress = (text: string, url: string) => {
    expect(text).not.toContain('localhost')
    expect(text).not.toContain(new URL(url).host)
  }

  for (const path of ['/', '/contact']) {
    test(`${path} names no address of its own: no canonical link, no social-card or JSON-LD URL`, async ({ degradedSite }) => {
      const html = await (await fetch(`${degradedSite.url}${path}`)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).toContain('<meta property="og:title"')
      expect(head).not.toContain('rel="canonical"')
      expect(head).not.toMatch(/property="og:(url|image)"/)
      expect(head).not.toContain('DC.identifier')
      const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1]
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'GovernmentOrganization', name: en.siteName })
      expect(JSON.parse(jsonLd ?? '{}')).not.toHaveProperty('url')
      expectNoOwnAddress(html, degradedSite.url)
    })
  }

  test('robots.txt names no sitemap, and sitemap.xml lists no page rather than pages on localhost', async ({ degradedSite }) => {
    const robots = await (await fetch(`${degradedSite.url}/robots.txt`)).text()
    expect(robots).toContain('Allow: /')
    expect(robots).not.toContain('Sitemap:')
    const sitemap = await (await fetch(`${degradedSite.url}/sitemap.xml`)).text()
    expect(sitemap).toContain('<urlset')
    expect(sitemap).not.toContain('<loc>')
    expectNoOwnAddress(robots + sitemap, degradedSite.url)
  })

  test('its server says once at start-up that SITE_URL is unset; the main server, which has it, does not', ({ degradedSite, mainSite }) => {
    const unsetLines = (log: string) => log.split('\n').filter((line) => line.includes('"event":"site_url_unset"'))
    expect(unsetLines(degradedSite.log())).toHaveLength(1)
    expect(unsetLines(mainSite.log())).toEqual([])
  })
})
