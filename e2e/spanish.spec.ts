// The site in Spanish (Texas Government Code §2054.116): both pages, their chrome, the failure
// and page-not-found states, the language links both ways, the Spanish CMS articles and, where
// the program has none, the English one under a Spanish note. Page-wide checks (axe, reflow,
// valid HTML, the policy, consistent help, SEO) visit the Spanish pages with the English ones
// (e2e/support.ts, MAIN_SERVER_PAGES).
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { axeViolations, expect, HOME_ARTICLE_ID, MAIN_DIRECTORY, SPANISH_HOME_ARTICLE_ID, test } from './support'
import { BROWSER_ERROR_EN, en } from '../lib/copy/en'
import { BROWSER_ERROR_ES, ENGLISH_ONLY, es } from '../lib/copy/es'
import { enrollmentStatus } from '../lib/enrollment-window'

const SPANISH_HOME_TEXT = 'Artículo de inicio del CMS de prueba' // test-support/stub-cms-articles.mjs
const ENGLISH_HOME_TEXT = 'Stub CMS home article'
// The Spanish pages print the toll-free number in digits.
const TOLL_FREE = '1-800-445-4723'
const TOLL_FREE_HREF = 'tel:+18004454723'

/** Reloads until the text shows: a webhook's or a retry's regeneration is on its way. */
async function reloadUntilVisible(page: Page, url: string, text: string) {
  await expect(async () => {
    await page.goto(url)
    await expect(page.getByText(text)).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
}

test.describe('the Spanish home page', () => {
  test('is in Spanish throughout: lang, skip link, banner, h1, enrollment notice, articles and footer', async ({ page }) => {
    await page.goto('/es')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page).toHaveTitle(es.siteName)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeFocused()

    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: es.siteName })).toHaveAttribute('href', '/es')
    await expect(banner.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/es/contacto')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentre su plan')
    const notice = page.getByRole('region', { name: 'Texas Tuition Promise Fund' })
    await expect(notice).toContainText(es.enrollment.message(enrollmentStatus(new Date())))
    await expect(notice).toContainText(/ \d{1,2} de (febrero|julio|septiembre) de \d{4}/)
    await expect(notice.getByRole('link', { name: /\(en inglés\)$/ })).toHaveAttribute('href', 'https://www.texastuitionpromisefund.com')
    // Each link to a plan's site, all in English, says so.
    const planSites = page.getByRole('main').locator('.plan-list a[href^="https:"]')
    await expect(planSites).toHaveCount(6)
    for (const link of await planSites.all()) await expect(link).toHaveText(/\(en inglés\)$/)

    const main = page.getByRole('main')
    await expect(main.getByText(SPANISH_HOME_TEXT)).toBeVisible()
    await expect(main.getByText(ENGLISH_HOME_TEXT)).toHaveCount(0)
    await expect(main.getByText(ENGLISH_ONLY.articleLead)).toHaveCount(0)

    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(es.footer.disclaimer, { exact: false })).toBeVisible()
    await expect(footer.getByText(ENGLISH_ONLY.footerNote)).toBeVisible()
    await expect(footer.getByRole('region', { name: 'Llámenos o escríbanos' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Política de accesibilidad' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'LoneStar 529 Plan' })).toBeVisible()
    await expect(footer.getByText(/© 2008 Contralor de Cuentas Públicas de Texas\.$/)).toBeVisible()
  })

  test('shows an editor’s publish of the Spanish article at once', async ({ page, mainSite, stubCms }) => {
    await stubCms.setArticle(SPANISH_HOME_ARTICLE_ID, '<h2>Fechas de inscripción</h2><p>Texto nuevo publicado por los editores.</p>')
    await mainSite.revalidateNow([SPANISH_HOME_ARTICLE_ID])
    await page.goto('/es')
    await expect(page.getByText('Texto nuevo publicado por los editores.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Fechas de inscripción' })).toBeVisible()
  })

  test('shows the English article, marked as English, under a Spanish note while the Spanish one is gone', async ({ page, mainSite, stubCms }) => {
    await stubCms.setFault('not-found', [SPANISH_HOME_ARTICLE_ID])
    await mainSite.revalidateNow([SPANISH_HOME_ARTICLE_ID, HOME_ARTICLE_ID])
    try {
      await page.goto('/es')
      const note = page.getByText(ENGLISH_ONLY.articleLead)
      await expect(note).toBeVisible()
      await expect(note.getByRole('link', { name: TOLL_FREE })).toHaveAttribute('href', TOLL_FREE_HREF)
      const article = page.getByRole('main').locator('[lang="en"]').filter({ hasText: ENGLISH_HOME_TEXT })
      await expect(article).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await stubCms.reset()
      await mainSite.revalidateNow([SPANISH_HOME_ARTICLE_ID])
    }
    await page.goto('/es')
    await expect(page.getByText(SPANISH_HOME_TEXT)).toBeVisible()
    await expect(page.getByText(ENGLISH_ONLY.articleLead)).toHaveCount(0)
  })
})

test('with no Spanish article set, the Spanish home page shows the English one under the Spanish note', async ({ page, degradedSite }) => {
  // The degraded build names no Spanish articles; it was built with the CMS down, so it shows the
  // (Spanish) failure state until its first retry has the English article.
  const url = `${degradedSite.url}/es`
  await reloadUntilVisible(page, url, ENGLISH_HOME_TEXT)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.homeHeading)
  await expect(page.getByText(ENGLISH_ONLY.articleLead)).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.locator('.article[lang="en"]').first()).toContainText(ENGLISH_HOME_TEXT)
  await expect(main.getByText(SPANISH_HOME_TEXT)).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
})

test('the Spanish Contact Us gives the number, the phone options, the mailbox and the staff in Spanish', async ({ page }) => {
  await page.goto('/es/contacto')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page).toHaveTitle(`Contáctenos | ${es.titleSuffix}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctenos')
  const phone = page.getByRole('region', { name: 'Por teléfono' })
  await expect(phone.getByText('Llame sin costo:')).toBeVisible()
  await expect(phone.getByRole('link', { name: TOLL_FREE })).toHaveAttribute('href', TOLL_FREE_HREF)
  await expect(phone.getByRole('listitem')).toHaveText([
    'Opción 2: Texas Guaranteed Tuition Plan',
    'Opción 3: Texas College Savings Plan',
    'Opción 4: LoneStar 529 Plan',
    'Opción 5: Texas Tuition Promise Fund',
  ])
  // The main build's directory (e2e/fixtures/contact-directory.json) says the line serves Spanish.
  await expect(phone).toContainText('Le atendemos en español.')
  await expect(page.getByRole('region', { name: 'Por correo electrónico' })).toContainText(`Correo electrónico de ayuda: ${MAIN_DIRECTORY.generalHelp.email}`)
  const staff = page.getByRole('region', { name: 'Personal' }).getByRole('listitem')
  await expect(staff).toHaveCount(4)
  // Each title in the form the directory gives it.
  await expect(staff.nth(0)).toContainText('Ana Directora')
  await expect(staff.nth(0)).toContainText('Directora del programa')
  await expect(staff.nth(1)).toContainText('Administrador de planes')
  await expect(staff.nth(3)).toContainText('Coordinador de comunicaciones')
  await expect(staff.nth(0)).toContainText(`Extensión ${MAIN_DIRECTORY.staff[0]!.extension}`)
  await expect(page.getByRole('region', { name: 'Accesibilidad' })).toContainText('Coordinadora de accesibilidad: Rosa Accesible')
})

test('an unknown address under /es answers 404 with the Spanish page-not-found page', async ({ page }) => {
  const response = await page.goto('/es/pagina-que-no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'página principal' })).toHaveAttribute('href', '/es')
  await expect(main.getByRole('link', { name: 'comuníquese con nosotros' })).toHaveAttribute('href', '/es/contacto')
  // Every other unknown address keeps the English page.
  const english = await page.goto('/no-such-page')
  expect(english?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})

test.describe('a page that fails in the browser', () => {
  for (const [path, lang, words, home] of [
    ['/es/contacto', 'es', BROWSER_ERROR_ES, '/es'],
    ['/contact', 'en', BROWSER_ERROR_EN, '/'],
  ] as const) {
    test(`at ${path} says so in its language (${lang}), with a link home`, async ({ page }) => {
      // The banner's client leaf throws as it hydrates: the whole document gives way to app/global-error.tsx.
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        const response = await route.fetch()
        const body = (await response.text()).replace(/(\["SiteNav",0,function\([^)]*\)\{)/, '$1throw Error("the banner failed (e2e)");')
        await route.fulfill({ response, body })
      })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('link', { name: words.homeLink })).toHaveAttribute('href', home)
    })
  }
})

test.describe('the language links', () => {
  for (const [english, spanish] of [
    ['/', '/es'],
    ['/contact', '/es/contacto'],
  ]) {
    test(`lead from ${english} to ${spanish} and back, each named in its own language`, async ({ page }) => {
      await page.goto(english!)
      const toSpanish = page.getByRole('banner').getByRole('link', { name: 'Español' })
      await expect(toSpanish).toHaveAttribute('lang', 'es')
      await expect(toSpanish).toHaveAttribute('hreflang', 'es')
      await toSpanish.click()
      await expect(page).toHaveURL(new RegExp(`${spanish}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')

      const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English' })
      await expect(toEnglish).toHaveAttribute('lang', 'en')
      await expect(toEnglish).toHaveAttribute('hreflang', 'en')
      await toEnglish.click()
      await expect(page).toHaveURL(new RegExp(`${english === '/' ? '/' : english}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(english === '/' ? en.homeHeading : en.contact.title)
    })
  }
})

test.describe('the Spanish content-failure state', () => {
  test('says the content failed to load, in Spanish, with the toll-free number, and has no axe violations', async ({ page, openFailureState }) => {
    await openFailureState(es)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert.getByRole('paragraph').first()).toHaveText(es.failure.message)
    await expect(alert.getByRole('link', { name: TOLL_FREE })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.homeHeading)
    expect(await axeViolations(page)).toEqual([])
  })

  test('reflows without sideways scrolling at 320 CSS pixels wide', async ({ page, openFailureState }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await openFailureState(es)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})

/** The JavaScript a page on the server at `baseUrl` makes the browser fetch, gzipped, in bytes: its script files, each counted once. */
async function javaScriptBytes(baseUrl: string, path: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}${path}`)).text()
  const sources = new Set([...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map(([, src]) => src!))
  let total = 0
  for (const src of sources) total += gzipSync(Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer())).length
  return total
}

test('the Spanish pages ship no translation code: at most 2 KB more JavaScript (gzip) than the English ones', async ({ baseURL }) => {
  for (const [english, spanish] of [
    ['/', '/es'],
    ['/contact', '/es/contacto'],
  ] as const) {
    const [englishBytes, spanishBytes] = await Promise.all([javaScriptBytes(baseURL!, english), javaScriptBytes(baseURL!, spanish)])
    console.log(`JavaScript (gzip): ${english} ${englishBytes} bytes, ${spanish} ${spanishBytes} bytes`)
    expect(englishBytes).toBeGreaterThan(0)
    expect(spanishBytes - englishBytes).toBeLessThanOrEqual(2048)
  }
})
