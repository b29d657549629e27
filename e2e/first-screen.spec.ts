// What visitors see at 320, 375, 1280 and 1920 px, in both languages, asserted by bounding box
// (issue 34): what a phone's first screen holds, phone numbers on one line, the footer's height,
// the banner's edges, line length, the heading scale, and where Contact Us and the language link sit.
import { contrastRatio, expectFirstScreenHoldsThePlans, planList } from './first-screen'
import { expect, MAIN_SERVER_PAGES, test } from './support'
import { PAGE_PATHS } from '../lib/copy'
import { en } from '../lib/copy/en'
import { es } from '../lib/copy/es'

const PHONE = { width: 375, height: 812 }
const WIDTHS = [320, 375, 1280, 1920]
const LANGUAGES = [en, es]
/**
 * The footer's height on a 375 px phone, at most, in either language (issue 51): 1,004 and 1,052 px
 * before issue 34's design; the English one was within this before the pages for each audience
 * joined it, the Spanish one 640 px.
 */
const MOST_FOOTER_HEIGHT = 570
/** "About 75 characters a line" of body text, measured in this machine's fonts. */
const MOST_CHARACTERS_A_LINE = 78
/** The most characters any one line of prose may hold (issue 58: the home page's notice ran 87 at 1280 px). */
const MOST_CHARACTERS_IN_A_LINE = 85

for (const copy of LANGUAGES) {
  const home = PAGE_PATHS.home[copy.locale]

  test.describe(`${copy.languageName}: the home page on a 375 × 812 phone`, () => {
    test.use({ viewport: PHONE })

    test('the first screen holds the notice’s action, the heading, the first plans with their links to join and log in, and Contact Us', async ({ page }) => {
      await page.goto(home)
      await expectFirstScreenHoldsThePlans(page, copy)
    })

    test("the site's name appears once, in the banner; the heading says what the page is for", async ({ page }) => {
      await page.goto(home)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.homeHeading)
      const shown = await page.evaluate((name) => {
        const says = (element: Element) => (element as HTMLElement).innerText?.replace(/\s+/g, ' ').trim() === name
        // The innermost elements that read as the name: a wrapper around one counts with it.
        return [...document.querySelectorAll('body *')].filter((element) => says(element) && ![...element.children].some(says)).length
      }, copy.siteName)
      expect(shown, 'elements whose visible text is the site name').toBe(1)
      await expect(page.getByRole('banner').getByRole('link', { name: copy.siteName })).toBeVisible()
    })

    test('the CMS article follows the plans in full', async ({ page }) => {
      await page.goto(home)
      const plans = (await planList(page).boundingBox())!
      // The home article: the help contact's article sits with the help line, under the plans too.
      const article = page.getByRole('main').locator('.article', { hasText: copy === en ? 'Stub CMS home article' : 'Artículo de inicio del CMS de prueba' })
      await expect(article).toHaveCount(1)
      expect((await article.boundingBox())!.y).toBeGreaterThan(plans.y + plans.height)
    })

    test(`the footer is at most ${MOST_FOOTER_HEIGHT} px tall`, async ({ page }) => {
      for (const path of [home, PAGE_PATHS.contact[copy.locale]]) {
        await page.goto(path)
        const footer = (await page.getByRole('contentinfo').boundingBox())!
        expect(footer.height, `the footer on ${path}`).toBeLessThanOrEqual(MOST_FOOTER_HEIGHT)
      }
    })
  })
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const { name, path, copy } of MAIN_SERVER_PAGES) {
      test(`${name}: every phone number sits on one line`, async ({ page }) => {
        await page.goto(path)
        const numbers = page.locator('a[href^="tel:"]')
        expect(await numbers.count()).toBeGreaterThan(0)
        const lines = await numbers.evaluateAll((links) => links.map((link) => [link.textContent, link.getClientRects().length]))
        for (const [text, count] of lines) expect(count, `"${text}" is drawn in one piece`).toBe(1)
      })

      test(`${name}: the banner is a band across the whole width, its star lined up with the content`, async ({ page }) => {
        const images: string[] = []
        page.on('request', (request) => {
          if (request.resourceType() === 'image' && !new URL(request.url()).pathname.startsWith('/icon')) images.push(request.url())
        })
        await page.goto(path)
        const clientWidth = await page.evaluate(() => document.documentElement.clientWidth)
        const banner = page.getByRole('banner')
        const box = (await banner.boundingBox())!
        expect(box.x).toBe(0)
        expect(box.width).toBe(clientWidth)
        const look = await banner.evaluate((header) => {
          const style = getComputedStyle(header)
          return { background: style.backgroundImage, stripe: style.borderBottomWidth, stripeColour: style.borderBottomColor }
        })
        // The gradient and the red stripe belong to the full-width element: they reach both edges.
        expect(look.background).toContain('linear-gradient')
        expect(look.stripe).toBe('6px')
        expect(look.stripeColour).toBe('rgb(179, 32, 42)')
        // Drawn by CSS and inline SVG: no picture to wait for.
        expect(images).toEqual([])
        const star = (await banner.locator('svg').boundingBox())!
        const heading = (await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox())!
        expect(Math.abs(star.x - heading.x), 'the star and the heading start at the same left edge').toBeLessThanOrEqual(1)
        const name = (await banner.getByRole('link', { name: copy.siteName }).boundingBox())!
        expect(name.x + name.width).toBeLessThanOrEqual(clientWidth)
      })

      test(`${name}: Contact Us and the language link come first, at the top right`, async ({ page }) => {
        await page.goto(path)
        const banner = page.getByRole('banner')
        const links = banner.getByRole('navigation').getByRole('link')
        await expect(links).toHaveText([copy.contactUs, copy.locale === 'en' ? 'Español' : 'English'])
        const main = page.getByRole('main')
        const contentRight = await main.evaluate((element) => {
          const box = element.getBoundingClientRect()
          return box.right - parseFloat(getComputedStyle(element).paddingRight)
        })
        const language = (await links.nth(1).boundingBox())!
        expect(Math.abs(language.x + language.width - contentRight), 'the language link ends at the content’s right edge').toBeLessThanOrEqual(1)
        for (const link of await links.all()) expect((await link.boundingBox())!.y).toBeLessThan(40)
        // The first thing after the skip link.
        await page.keyboard.press('Tab')
        await page.keyboard.press('Tab')
        await expect(links.first()).toBeFocused()
      })
    }

    for (const copy of LANGUAGES) {
      for (const path of [PAGE_PATHS.home[copy.locale], PAGE_PATHS.contact[copy.locale]]) {
        test(`${path}: body text runs at most about 75 characters a line`, async ({ page }) => {
          await page.goto(path)
          const widest = await page.getByRole('main').evaluate((main) => {
            const rows: { text: string; perLine: number }[] = []
            for (const block of main.querySelectorAll('p, li')) {
              const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim()
              const range = document.createRange()
              range.selectNodeContents(block)
              const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size
              if (lines > 1) rows.push({ text: text.slice(0, 40), perLine: text.length / lines })
            }
            return rows.sort((a, b) => b.perLine - a.perLine)[0]
          })
          expect(widest, 'a paragraph of more than one line').toBeDefined()
          expect(widest!.perLine, `"${widest!.text}…"`).toBeLessThanOrEqual(MOST_CHARACTERS_A_LINE)
        })

        test(`${path}: the page's heading stands clearly above its sections'`, async ({ page }) => {
          await page.goto(path)
          const sizes = await page.getByRole('main').evaluate((main) => ({
            h1: parseFloat(getComputedStyle(main.querySelector('h1')!).fontSize),
            h2: Math.max(...[...main.querySelectorAll('h2')].map((heading) => parseFloat(getComputedStyle(heading).fontSize))),
            body: parseFloat(getComputedStyle(main).fontSize),
          }))
          expect(sizes.h1 / sizes.h2).toBeGreaterThanOrEqual(1.35)
          expect(sizes.h2 / sizes.body).toBeGreaterThanOrEqual(1.25)
        })
      }
    }
  })
}

for (const width of WIDTHS) {
  for (const copy of LANGUAGES) {
    for (const path of [PAGE_PATHS.home[copy.locale], PAGE_PATHS.texasTuitionPromiseFund[copy.locale], PAGE_PATHS.comparePlans[copy.locale]]) {
      test(`${path} at ${width} px: no line of prose runs past ${MOST_CHARACTERS_IN_A_LINE} characters, the notice and the help line included`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        // Each character's box, as drawn: a new line starts where a character sits below the line so far.
        const longest = await page.getByRole('main').evaluate((main) => {
          const lines: string[] = []
          const range = document.createRange()
          for (const block of main.querySelectorAll('p, li')) {
            let line = ''
            let lineBottom = -Infinity
            const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
            for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
              if (node.parentElement!.closest('.visually-hidden') || node.parentElement!.closest('p, li') !== block) continue
              for (let index = 0; index < node.length; index++) {
                range.setStart(node, index)
                range.setEnd(node, index + 1)
                const rect = range.getClientRects()[0]
                if (!rect || rect.width === 0) continue
                if (rect.top >= lineBottom - 1) {
                  lines.push(line)
                  line = ''
                  lineBottom = rect.bottom
                } else {
                  lineBottom = Math.max(lineBottom, rect.bottom)
                }
                line += node.data[index]
              }
            }
            lines.push(line)
          }
          return lines.map((text) => text.replace(/\s+/g, ' ').trim()).sort((a, b) => b.length - a.length)[0] ?? ''
        })
        expect(longest.length, `"${longest}"`).toBeLessThanOrEqual(MOST_CHARACTERS_IN_A_LINE)
        expect(longest.length, 'some prose was measured').toBeGreaterThan(20)
      })
    }
  }
}

test('in forced-colors (high contrast) mode the banner takes the visitor’s colours and stays legible', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
  for (const copy of LANGUAGES) {
    await page.goto(PAGE_PATHS.home[copy.locale])
    const colours = await page.getByRole('banner').evaluate((header) => ({
      background: getComputedStyle(header).backgroundColor,
      star: getComputedStyle(header.querySelector('svg')!).fill,
      name: getComputedStyle(header.querySelector('.site-header__home')!).color,
      page: getComputedStyle(document.body).backgroundColor,
    }))
    expect(colours.background).toBe(colours.page)
    for (const colour of [colours.star, colours.name]) expect(contrastRatio(colour, colours.background)).toBeGreaterThanOrEqual(4.5)
  }
})
