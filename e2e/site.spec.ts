// The visible product (issue 2) against the production builds: home content and its one help
// line (the program's help-contact article, or the site's own), the failure message, the contact
// page, the footer on every page, and the 404 page.
import type { Page } from '@playwright/test'
import type { Copy } from '../lib/copy'
import { en } from '../lib/copy/en'
import { es } from '../lib/copy/es'
import { expect, MAIN_DIRECTORY, test } from './support'

// The product specification's wording, verbatim.
const FAILURE_MESSAGE =
  "The content has failed to load. Our developers are working on fixing this problem. Please contact the Texas Comptroller's CloudApps team if the problem persists."

const HOME_TEXT = 'Stub CMS home article' // test-support/stub-cms-articles.mjs, article 49
// The help-contact articles (19, 1019) there.
const HELP_TEXT = { en: 'Stub CMS help-contact article', es: 'Artículo de ayuda del CMS de prueba' }
const HELP_CONTACT_ARTICLE_ID = 19

const bannerImage = (page: Page, copy: Copy = en) => page.getByRole('banner').getByRole('link', { name: copy.siteName })

test.describe('on the main server', () => {
  test('the home page shows the CMS home article, and one help line in its body: the program’s help-contact article', async ({ page }) => {
    await page.goto('/')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.homeHeading)
    const main = page.getByRole('main')
    const homeArticle = main.getByText(HOME_TEXT)
    await expect(homeArticle).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Saving for college in Texas' })).toBeVisible()
    await expect(main.getByRole('table', { name: 'Plans at a glance' })).toBeVisible()

    // The help contact (the articles table's helpContact), once, in the help line's place: under the
    // plans, after the guide's line, before the pages for each audience and the home article; the
    // site's own way to reach the program (its call line and hours) gives way.
    const help = main.locator('.plan-help')
    await expect(help).toHaveCount(1)
    await expect(help).toContainText(HELP_TEXT.en)
    await expect(help.getByRole('link', { name: '1-800-445-GRAD (4723)' })).toHaveAttribute('href', 'tel:+18004454723')
    await expect(help.getByRole('link', { name: en.plans.guideLink })).toHaveAttribute('href', '/which-plan')
    await expect(main.getByText(HELP_TEXT.en)).toHaveCount(1)
    await expect(main.getByText(en.phoneHours(MAIN_DIRECTORY.tollFree.hours!))).toHaveCount(0)
    const [plans, helpBox, audiences, article] = (await Promise.all(
      [main.locator('.plan-list'), help, main.getByRole('region', { name: en.audiences.heading }), homeArticle].map((item) => item.boundingBox()),
    )) as { y: number; height: number }[]
    expect(helpBox!.y).toBeGreaterThan(plans!.y + plans!.height - 1)
    expect(article!.y).toBeGreaterThan(helpBox!.y + helpBox!.height)
    expect(audiences!.y).toBeGreaterThan(plans!.y + plans!.height - 1)
    await expect(main.getByRole('complementary')).toHaveCount(0)
  })

  test('the Spanish home page shows the Spanish help-contact article in the same place, once', async ({ page }) => {
    await page.goto('/es')
    const help = page.getByRole('main').locator('.plan-help')
    await expect(help).toHaveCount(1)
    await expect(help).toContainText(HELP_TEXT.es)
    await expect(help.getByRole('link', { name: 'todas las formas de comunicarse con nosotros' })).toHaveAttribute('href', '/es/contacto')
    await expect(help.getByRole('link', { name: es.plans.guideLink })).toHaveAttribute('href', '/es/que-plan')
    await expect(page.getByRole('main').getByText(es.phoneHours(MAIN_DIRECTORY.tollFree.hours!))).toHaveCount(0)
  })

  test('a CMS outage keeps the last good help-contact article', async ({ page, mainSite, stubCms }) => {
    await stubCms.setFault('error', [HELP_CONTACT_ARTICLE_ID])
    // The editors' webhook cannot have it: the last copy stays (503, retry).
    expect((await mainSite.webhook([HELP_CONTACT_ARTICLE_ID])).status).toBe(503)
    // The refreshes that visits start in the next windows meet the same failure, and keep it too.
    await expect
      .poll(
        async () => {
          await page.goto('/')
          return (await stubCms.counts())[HELP_CONTACT_ARTICLE_ID] ?? 0
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(1)
    await page.goto('/')
    await expect(page.getByRole('main').locator('.plan-help')).toContainText(HELP_TEXT.en)
  })

  test('the contact page shows the number, the phone menu, the help mailbox and four staff', async ({ page }) => {
    await page.goto('/contact')
    await expect(page).toHaveTitle(/^Contact Us \|/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: '1-800-445-GRAD (4723)' })).toHaveAttribute('href', 'tel:+18004454723')
    await expect(main.getByRole('region', { name: 'By phone' }).getByRole('listitem')).toHaveText([
      'Option #2: Texas Guaranteed Tuition Plan',
      'Option #3: Texas College Savings Plan',
      'Option #4: LoneStar 529 Plan',
      'Option #5: Texas Tuition Promise Fund',
    ])
    const mailbox = main.getByRole('region', { name: 'By e-mail' }).getByRole('link')
    await expect(mailbox).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/)

    const staff = main.getByRole('region', { name: 'Staff' }).getByRole('listitem')
    await expect(staff).toHaveCount(4)
    for (const person of await staff.all()) {
      await expect(person.getByRole('link', { name: /^Extension \d{3,5}$/ })).toHaveAttribute('href', /^tel:\+18004454723,\d{3,5}$/)
      await expect(person.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/)
    }
  })

  for (const path of ['/', '/contact', '/no-such-page']) {
    test(`the footer on ${path} carries the disclaimer, the plan and policy links and the copyright`, async ({ page }) => {
      await page.goto(path)
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByText(en.footer.disclaimer)).toBeVisible()
      const exactLinks: [string, string][] = [
        ['Texas College Savings Plan', 'https://www.texascollegesavings.com'],
        ['LoneStar 529 Plan', 'https://www.lonestar529.com'],
        ['Texas Tuition Promise Fund', 'https://www.texastuitionpromisefund.com'],
        ['Contact Us', '/contact'],
        ['Texas Comptroller of Public Accounts', 'https://comptroller.texas.gov/'],
      ]
      for (const [name, href] of exactLinks) {
        await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      }
      for (const name of ['Privacy and Security Policy', 'Accessibility Policy']) {
        await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^https:\/\/comptroller\.texas\.gov\/./)
      }
      await expect(footer.getByText(/© 2008 Texas Comptroller of Public Accounts/)).toBeVisible()
      await expect(footer.getByRole('navigation', { name: 'Plan websites' })).toBeVisible()
    })
  }

  test("the footer's Contact Us link leads to the contact page", async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
    await expect(page.getByRole('link', { name: '1-800-445-GRAD (4723)' }).first()).toBeVisible()
  })

  for (const { copy, contact, home } of [
    { copy: en, contact: '/contact', home: '/' },
    { copy: es, contact: '/es/contacto', home: '/es' },
  ]) {
    test(`the ${copy.languageName} banner's name leads to the home page`, async ({ page }) => {
      await page.goto(contact)
      await bannerImage(page, copy).click()
      await expect(page).toHaveURL(new RegExp(`${home}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.homeHeading)
    })

    for (const width of [390, 1280]) {
      test(`nothing on the ${copy.languageName} home page moves while it loads (no layout shift) at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(home)
        await page.waitForLoadState('networkidle')
        // Every shift so far: the buffered entries are the observer's records as soon as it observes.
        const shift = await page.evaluate(() => {
          const observer = new PerformanceObserver(() => {})
          observer.observe({ type: 'layout-shift', buffered: true })
          return observer.takeRecords().reduce((total, entry) => total + (entry as PerformanceEntry & { value: number }).value, 0)
        })
        expect(shift).toBe(0)
      })
    }

  }

  for (const path of ['/no-such-page', '/contact/extra']) {
    test(`an unknown path (${path}) answers 404 with the not-found page inside the layout`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Page not found')
      await expect(bannerImage(page)).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await page.getByRole('main').getByRole('link', { name: 'home page' }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.homeHeading)
    })
  }
})

test.describe('where the home page has no help-contact article to show', () => {
  test('one that has never loaded leaves the site’s own help line, with the hours, and the page works', async ({ page, deploy }) => {
    // The degraded build names no articles table: with a CMS, the specification's help contact (19).
    const site = await deploy()
    await site.setFault('error', [HELP_CONTACT_ARTICLE_ID])
    // Built with the CMS down: the first visits get the page built then, and its refresh.
    await expect(async () => {
      await page.goto(`${site.url}/`)
      await expect(page.getByRole('main').getByText(HOME_TEXT)).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    const help = page.getByRole('main').locator('.plan-help')
    await expect(help).toHaveCount(1)
    await expect(help).toContainText(`${en.plans.helpLead} `)
    // The degraded build shows the sample contact directory: 8 to 5.
    await expect(help).toContainText(en.phoneHours({ opens: '08:00', closes: '17:00' }))
    await expect(page.getByText(HELP_TEXT.en)).toHaveCount(0)
    await expect(page.getByText(FAILURE_MESSAGE)).toHaveCount(0)
  })

  test('a Spanish page with no Spanish one configured gives the site’s Spanish help line, not the English article', async ({ page, degradedSite }) => {
    await page.goto(`${degradedSite.url}/es`)
    const help = page.getByRole('main').locator('.plan-help')
    await expect(help).toHaveCount(1)
    await expect(help).toContainText(`${es.plans.helpLead} `)
    await expect(help).toContainText(es.phoneHours({ opens: '08:00', closes: '17:00' }))
    await expect(page.getByText(HELP_TEXT.en)).toHaveCount(0)
  })
})

test.describe('on a server that has never had a good copy', () => {
  test('a failing home article shows the failure message, verbatim, and the page is not cached', async ({ page, deploy }) => {
    const site = await deploy()
    await site.setFault('error')
    const response = await page.goto(`${site.url}/`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toContain('no-store')
    // The sentence stands alone and first; the toll-free number follows (e2e/consistent-help.spec.ts).
    const message = page.getByRole('main').getByRole('alert').getByRole('paragraph').first()
    await expect(message).toHaveText(FAILURE_MESSAGE)
    expect(await message.textContent()).toBe(FAILURE_MESSAGE)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.homeHeading)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true })).toBeVisible()
  })
})

