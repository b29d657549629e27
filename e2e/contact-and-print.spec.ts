// Issue 42, as a family meets it: Contact Us complete from the program's directory (the main build's
// e2e/fixtures/contact-directory.json) and the sample marked in the page's language (the degraded
// build's), whose site it is on the first screen, the footer's finish at phone widths, and paper
// (issue 58 too: the comparison from the first sheet, captions with their tables, every link's
// address). The home page's own help line, with its hours: e2e/site.spec.ts.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, MAIN_DIRECTORY, MAIN_SITE_URL, test } from './support'
import { CALENDAR_PATHS, PAGE_PATHS, type Copy } from '../lib/copy'
import { en } from '../lib/copy/en'
import { logInAddress, OPEN_PLANS } from '../lib/plans'
import { es } from '../lib/copy/es'
import { sampleArticles, SAMPLE_ARTICLE_IDS } from '../content/sample-articles'
import ARTICLES_TABLE from '../test-support/stub-cms-articles.json'

const LANGUAGES = [en, es]
const contactPath = (copy: Copy) => PAGE_PATHS.contact[copy.locale]

for (const copy of LANGUAGES) {
  test.describe(`${copy.languageName}: Contact Us`, () => {
    test('gives the hours in Central time, the languages, the e-mail reply time and the postal address from the directory, and dials each extension', async ({ page }) => {
      await page.goto(contactPath(copy))
      const main = page.getByRole('main')
      const hours = MAIN_DIRECTORY.tollFree.hours!
      await expect(main).toContainText(copy.phoneHours(hours))
      // In Spanish the RAE's «a. m.», kept on one line (lib/copy/es.ts).
      await expect(main).toContainText(copy === en ? '7:30 a.m. to 6 p.m. Central time' : 'de 7:30\u00a0a.\u00a0m. a 6\u00a0p.\u00a0m., hora del Centro')
      await expect(main).toContainText(copy.contact.phoneLanguages(MAIN_DIRECTORY.tollFree.languages!))
      await expect(main).toContainText(copy.contact.emailReply(3))
      await expect(main.locator('address')).toHaveText(MAIN_DIRECTORY.postalAddress!.join(''))
      for (const person of MAIN_DIRECTORY.staff) {
        await expect(main.getByRole('link', { name: copy.contact.extension(person.extension) })).toHaveAttribute('href', `tel:+18004454723,${person.extension}`)
      }
      await expect(main).not.toContainText(copy.sample.mark)
    })

    test('from the bundled sample, marks each placeholder in the page’s language, never in the other', async ({ page, degradedSite }) => {
      await page.goto(`${degradedSite.url}${contactPath(copy)}`)
      const main = page.getByRole('main')
      await expect(main.getByText(copy.sample.mark).first()).toBeVisible()
      await expect(main).not.toContainText(copy === es ? /sample/i : /ejemplo/)
      await expect(main).toContainText(copy.phoneHours({ opens: '08:00', closes: '17:00' }))
    })
  })

  test.describe(`${copy.languageName}: whose site it is`, () => {
    for (const viewport of [
      { width: 320, height: 640 },
      { width: 375, height: 812 },
    ]) {
      test(`the banner names the Comptroller on the first screen at ${viewport.width} px, on one line`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(PAGE_PATHS.home[copy.locale])
        const agency = page.getByRole('banner').getByText(copy.agencyName, { exact: true })
        const box = (await agency.boundingBox())!
        expect(box.y + box.height).toBeLessThanOrEqual(140)
        expect(await agency.evaluate((element) => element.getClientRects().length)).toBe(1)
        const lineHeight = await agency.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))
        expect(box.height).toBeLessThan(lineHeight * 1.5)
      })
    }

    test('the current page is marked in the banner in bold, as well as in code', async ({ page }) => {
      const weight = (page: Page) => page.getByRole('banner').getByRole('link', { name: copy.contactUs }).evaluate((link) => getComputedStyle(link).fontWeight)
      await page.goto(contactPath(copy))
      await expect(page.getByRole('banner').getByRole('link', { name: copy.contactUs })).toHaveAttribute('aria-current', 'page')
      expect(await weight(page)).toBe('700')
      await page.goto(PAGE_PATHS.home[copy.locale])
      expect(await weight(page)).toBe('400')
    })
  })

  test.describe(`${copy.languageName}: the footer`, () => {
    for (const width of [320, 375, 1280]) {
      test(`at ${width} px: links at least ${width > 640 ? 16 : 14} px, none split across lines, no separator starting a line`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(PAGE_PATHS.home[copy.locale])
        const links = await page.getByRole('contentinfo').getByRole('link').evaluateAll((anchors) =>
          anchors.map((link) => ({ text: link.textContent, size: parseFloat(getComputedStyle(link).fontSize), lines: link.getClientRects().length })),
        )
        expect(links.length).toBeGreaterThanOrEqual(16)
        for (const link of links) {
          expect(link.size, link.text!).toBeGreaterThanOrEqual(width > 640 ? 16 : 14)
          expect(link.lines, `"${link.text}" is drawn in one piece`).toBe(1)
        }
        const separators = await page.getByRole('contentinfo').locator('li').evaluateAll((items) => items.filter((item) => getComputedStyle(item, '::before').content !== 'none').length)
        expect(separators).toBe(0)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
      })
    }

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 1920, height: 1080 },
    ]) {
      test(`a page shorter than the window (the 404 at ${viewport.width} px) ends in the footer's colour`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(copy === en ? '/no-such-page' : '/es/pagina-inexistente')
        const footer = page.getByRole('contentinfo')
        const { bottom, colour } = await footer.evaluate((element) => ({ bottom: element.getBoundingClientRect().bottom, colour: getComputedStyle(element).backgroundColor }))
        expect(bottom).toBeLessThan(viewport.height)
        const under = await page.evaluate(({ y }) => {
          const element = document.elementFromPoint(10, y)!
          return getComputedStyle(element).backgroundColor
        }, { y: viewport.height - 2 })
        expect(under).toBe(colour)
      })
    }
  })
}

test.describe('Spanish addresses', () => {
  for (const path of ['/es/contact', '/contacto']) {
    test(`${path} leads to /es/contacto`, async ({ page }) => {
      const response = await page.goto(path)
      expect(new URL(page.url()).pathname).toBe('/es/contacto')
      expect(response!.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.contact.title)
    })
  }
})

/** The PDF Chromium prints, with Chrome's defaults (Letter, no background graphics): its pages' text, in the page's order. */
async function printed(page: Page): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'print-'))
  const file = join(folder, 'page.pdf')
  writeFileSync(file, await page.pdf({ format: 'Letter' }))
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).split('\f').filter((text) => text.trim() !== '')
}

for (const copy of LANGUAGES) {
  test.describe(`${copy.languageName}: on paper`, () => {
    test('Contact Us with the program’s directory prints on one Letter sheet, every staff member on it', async ({ page }) => {
      await page.goto(contactPath(copy))
      const sheets = await printed(page)
      expect(sheets).toHaveLength(1)
      for (const person of MAIN_DIRECTORY.staff) expect(sheets[0]).toContain(person.name)
      expect(sheets[0]).toContain(MAIN_DIRECTORY.postalAddress![1]!)
    })

    test('the home page prints its four plans whole on one sheet, each plan action followed by its address', async ({ page }) => {
      await page.goto(PAGE_PATHS.home[copy.locale])
      const sheets = await printed(page)
      const withPlans = sheets.filter((sheet) => sheet.includes('Texas Guaranteed Tuition Plan'))
      const holding = withPlans.find((sheet) => ['Texas College Savings Plan', 'LoneStar 529 Plan', 'Texas Tuition Promise Fund'].every((name) => sheet.includes(name)))
      expect(holding, 'one sheet holds the whole plan list').toBeDefined()
      const text = holding!.replace(/\s+/g, ' ')
      const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      // Each action's label, then (after the plan's name for screen readers, and "(en inglés)") its address.
      for (const plan of OPEN_PLANS.filter((open) => open.enrollment === 'yearRound')) {
        const join = plan.kind === 'savingsAdvisor' ? copy.plans.actions.openThroughAdvisor : copy.plans.actions.open
        expect(text).toMatch(new RegExp(`${escaped(join)}.{0,60}?\\(${escaped(plan.site)}\\)`))
      }
      for (const plan of OPEN_PLANS) expect(text).toMatch(new RegExp(`${escaped(copy.plans.actions.logIn)}.{0,60}?\\(${escaped(logInAddress(plan))}\\)`))
    })

    test('in print, the banner is dark on white with its star, and the navigation is left out', async ({ page }) => {
      await page.goto(PAGE_PATHS.home[copy.locale])
      await page.emulateMedia({ media: 'print' })
      const banner = page.getByRole('banner')
      const looks = await banner.evaluate((header) => ({
        title: getComputedStyle(header.querySelector('.site-header__title')!).color,
        agency: getComputedStyle(header.querySelector('.site-header__agency')!).color,
        star: getComputedStyle(header.querySelector('svg')!).fill,
        background: getComputedStyle(header).backgroundImage,
      }))
      expect(looks).toEqual({ title: 'rgb(0, 0, 0)', agency: 'rgb(0, 0, 0)', star: 'rgb(0, 0, 0)', background: 'none' })
      await expect(banner.getByRole('navigation')).toBeHidden()
      await expect(page.getByRole('contentinfo').getByRole('navigation')).toHaveCount(0)
      const after = await page.locator('main a[href^="http"]').first().evaluate((link) => getComputedStyle(link, '::after').content)
      expect(after).toMatch(/^" \(" attr\(href\) "\)"$|^" \(https:/)
    })
  })
}

/** A printed sheet's text with its line breaks and spaces taken out, so words pdftotext broke across lines are found whole. */
const joined = (sheet: string) => sheet.replace(/\s+/g, '')

for (const copy of LANGUAGES) {
  test.describe(`${copy.languageName}: the comparison and a plan's figures on paper`, () => {
    test('the comparison starts its table on the first sheet, the caption with it, and the note after the table with its last row', async ({ page }) => {
      await page.goto(PAGE_PATHS.comparePlans[copy.locale])
      const sheets = await printed(page)
      const first = joined(sheets[0]!)
      expect(first).toContain(joined(copy.compare.title))
      expect(first, 'the caption on the first sheet').toContain(joined(copy.compare.caption))
      expect(first, 'the table’s first rows on the first sheet').toContain(joined(`${copy.compare.headings.kind}`))
      expect(first).toContain(joined(copy.compare.headings.pays))
      const withLastRow = sheets.findIndex((sheet) => joined(sheet).includes(joined(copy.compare.headings.call)))
      expect(withLastRow, 'the last row is printed').toBeGreaterThanOrEqual(0)
      expect(joined(sheets[withLastRow]!), 'the note shares the last row’s sheet').toContain(joined(copy.compare.figures))
      // Each open plan's cost link prints where it leads.
      for (const plan of OPEN_PLANS) expect(sheets.map(joined).join('')).toContain(`(${MAIN_SITE_URL}${PAGE_PATHS[plan.page][copy.locale]}#figures)`)
    })

    test('a plan’s price table prints with its caption on the same sheet', async ({ page, mainSite, stubCms }) => {
      // The bundled sample's figures for the fund: a price table with a caption.
      const id = ARTICLES_TABLE.texasTuitionPromiseFund[copy.locale]
      await stubCms.setArticle(id, sampleArticles[SAMPLE_ARTICLE_IDS.texasTuitionPromiseFund[copy.locale]]!)
      await mainSite.revalidateNow([id])
      const caption = /<caption>(.*?)<\/caption>/.exec(sampleArticles[SAMPLE_ARTICLE_IDS.texasTuitionPromiseFund[copy.locale]]!)![1]!
      const firstRow = copy === en ? 'Type I' : 'Tipo I'
      await expect(async () => {
        await page.goto(PAGE_PATHS.texasTuitionPromiseFund[copy.locale])
        await expect(page.getByRole('table', { name: caption })).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 20_000 })
      const sheets = (await printed(page)).map(joined)
      const withCaption = sheets.filter((sheet) => sheet.includes(joined(caption)))
      expect(withCaption).toHaveLength(1)
      expect(withCaption[0], 'the caption and its table share a sheet').toContain(joined(firstRow))
    })
  })
}

test.describe('links on paper', () => {
  test('a link to a page of this site prints its address, whole with the site’s address (SITE_URL)', async ({ page }) => {
    await page.goto(PAGE_PATHS.texasTuitionPromiseFund.en)
    const text = (await printed(page)).map(joined).join('')
    expect(text).toContain(joined(`${en.planPages.compareLink} (${MAIN_SITE_URL}${PAGE_PATHS.comparePlans.en})`))
    expect(text).toContain(joined(`${en.enrollment.calendarLink} (${MAIN_SITE_URL}${CALENDAR_PATHS.en})`))
    // Outside the page too: the footer's Contact Us.
    expect(text).toContain(joined(`${en.contactUs} (${MAIN_SITE_URL}${PAGE_PATHS.contact.en})`))
  })

  test('without SITE_URL it prints the path', async ({ page, degradedSite }) => {
    await page.goto(`${degradedSite.url}${PAGE_PATHS.texasTuitionPromiseFund.es}`)
    const text = (await printed(page)).map(joined).join('')
    expect(text).toContain(joined(`${es.planPages.compareLink} (${PAGE_PATHS.comparePlans.es})`))
    expect(text).not.toContain('(http://127.0.0.1')
  })
})
