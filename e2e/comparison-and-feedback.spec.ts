// Issue 58, as visitors meet it: the comparison on a phone keeps each plan's name in view while the
// table scrolls either way, its questions' column no wider than its words, nothing cut at 320 px,
// and a row for what each plan costs that leads to the plan's figures; on a wide screen the plans'
// names stay at the top of the window. And on every page, "Report a problem with this page": an
// e-mail to the program's mailbox with the page's address in it, and when an answer comes.
import type { Locator, Page } from '@playwright/test'
import { expect, MAIN_DIRECTORY, MAIN_SERVER_PAGES, MAIN_SITE_URL, test } from './support'
import { PAGE_PATHS, type Copy } from '../lib/copy'
import { en } from '../lib/copy/en'
import { es } from '../lib/copy/es'
import { OPEN_PLANS, PLANS } from '../lib/plans'

/** The questions' column on a phone, at most (the review measured 168 px, from the empty corner cell). */
const MOST_LABEL_WIDTH = 120

type Box = { x: number; y: number; width: number; height: number }
const right = (box: Box) => box.x + box.width
const bottom = (box: Box) => box.y + box.height
const boxOf = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!

function comparison(page: Page, copy: Copy) {
  const region = page.getByRole('region', { name: copy.compare.scrollLabel })
  const table = region.getByRole('table', { name: copy.compare.caption })
  return { region, table, names: table.getByRole('columnheader'), questions: table.getByRole('rowheader') }
}

for (const copy of [en, es]) {
  const path = PAGE_PATHS.comparePlans[copy.locale]

  test.describe(`${copy.languageName}: the comparison on a 375 px phone`, () => {
    test.use({ viewport: { width: 375, height: 812 } })

    test('each plan’s name stays in view beside its column while the table is scrolled sideways and down', async ({ page }) => {
      await page.goto(path)
      const { region, names, questions } = comparison(page, copy)
      // The reader has the box on the screen (it is at most 85% of the screen's height).
      await region.evaluate((element) => element.scrollIntoView({ block: 'start' }))
      const view = page.viewportSize()!
      for (const [column, plan] of PLANS.entries()) {
        for (const down of [true, false]) {
          // Sideways until the column stands just right of the questions, and down to the last row (or back up).
          await region.evaluate(
            (element, { column, down }) => {
              const cell = element.querySelectorAll('tbody tr:last-child td')[column]!
              const questions = element.querySelector('tbody th')!.getBoundingClientRect()
              element.scrollLeft += cell.getBoundingClientRect().left - questions.right
              element.scrollTop = down ? element.scrollHeight : 0
            },
            { column, down },
          )
          const lastCell = page.locator('.compare tbody tr:last-child td').nth(column)
          if (down) await expect(lastCell).toBeInViewport()
          const [name, scrollBox, question] = await Promise.all([boxOf(names.nth(column)), boxOf(region), boxOf(questions.first())])
          const where = `${plan.name}, scrolled ${down ? 'to the last row' : 'to the top'}`
          await expect(names.nth(column), where).toHaveText(plan.name)
          // Whole, beside the questions' column (not under it), inside the box and on the screen.
          expect(name.x, where).toBeGreaterThanOrEqual(right(question) - 1)
          expect(right(name), where).toBeLessThanOrEqual(right(scrollBox) + 1)
          expect(name.y, where).toBeGreaterThanOrEqual(Math.max(scrollBox.y, 0) - 1)
          expect(bottom(name), where).toBeLessThanOrEqual(Math.min(bottom(scrollBox), view.height) + 1)
        }
      }
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
    })

    test('a row says what each plan costs, each open plan’s cell leading to this year’s figures on its page', async ({ page, baseURL }) => {
      await page.goto(path)
      const { table } = comparison(page, copy)
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: copy.compare.cost.heading }) })
      const links = row.getByRole('link')
      await expect(links).toHaveCount(OPEN_PLANS.length)
      for (const [index, plan] of OPEN_PLANS.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', `${PAGE_PATHS[plan.page][copy.locale]}#figures`)
        await expect(links.nth(index)).toContainText(copy.compare.cost.link)
      }
      // Followed, the link shows the plan's figures (its CMS article), dated.
      await links.nth(2).click()
      await expect(page).toHaveURL(`${baseURL}${PAGE_PATHS.texasTuitionPromiseFund[copy.locale]}#figures`)
      const figures = page.locator('#figures')
      await expect(figures).toBeInViewport()
      await expect(figures.getByRole('heading', { level: 2 })).toContainText(copy === en ? "This year's figures" : 'Las cifras de este año')
    })
  })

  for (const width of [375, 320]) {
    test(`${copy.languageName}: at ${width} px the questions’ column is at most ${MOST_LABEL_WIDTH} px and the first plan’s column shows whole`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      const { region, names, questions } = comparison(page, copy)
      for (const question of await questions.all()) expect((await boxOf(question)).width).toBeLessThanOrEqual(MOST_LABEL_WIDTH)
      const [first, scrollBox] = await Promise.all([boxOf(names.first()), boxOf(region)])
      expect(right(first)).toBeLessThanOrEqual(right(scrollBox))
      // No word of the first column cut or running out of its cell.
      const cells = page.locator('.compare tr > :nth-child(2)')
      for (const cell of await cells.all()) {
        const [box, overflow] = await Promise.all([boxOf(cell), cell.evaluate((element) => element.scrollWidth - element.clientWidth)])
        expect(right(box)).toBeLessThanOrEqual(right(scrollBox))
        expect(overflow).toBe(0)
      }
    })
  }

  test(`${copy.languageName}: at 1280 px the plans’ names stay at the top of the window while the rows scroll by`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto(path)
    const { names, questions } = comparison(page, copy)
    await questions.last().evaluate((element) => element.scrollIntoView({ block: 'end' }))
    await expect(questions.last()).toBeInViewport()
    for (const name of await names.all()) {
      const box = await boxOf(name)
      expect(box.y).toBeGreaterThanOrEqual(-1)
      expect(box.y).toBeLessThanOrEqual(1)
    }
  })
}

test.describe('Report a problem with this page', () => {
  for (const { name, path, copy } of MAIN_SERVER_PAGES) {
    const notFound = name.includes('page-not-found')
    test(`${name}: ends with it, above the footer, an e-mail to the program's mailbox with ${notFound ? 'a line for the address' : 'the page’s address'} in it`, async ({ page }) => {
      await page.goto(path)
      const link = page.getByRole('main').getByRole('link', { name: copy.reportProblem.link })
      await expect(link).toBeVisible()
      const message = new URL((await link.getAttribute('href'))!)
      expect(message.protocol).toBe('mailto:')
      expect(message.pathname).toBe(MAIN_DIRECTORY.generalHelp.email)
      // The main build has SITE_URL: the page's public address.
      const address = notFound ? undefined : `${MAIN_SITE_URL}${path}`
      expect(message.searchParams.get('subject')).toBe(copy.reportProblem.subject(address))
      expect(message.searchParams.get('body')).toBe(copy.reportProblem.body(address))
      // What happens next: the directory's reply time.
      const block = page.locator('.report-problem')
      await expect(block).toContainText(`${copy.reportProblem.next} ${copy.contact.emailReply(MAIN_DIRECTORY.generalHelp.replyWorkingDays!)}`)
      // The last thing on the page before the footer.
      expect(await block.evaluate((element) => element === element.parentElement!.lastElementChild && element.parentElement!.tagName)).toBe('MAIN')
      expect(bottom(await boxOf(block))).toBeLessThanOrEqual((await boxOf(page.getByRole('contentinfo'))).y)
    })
  }

  test('is left off paper, where a link to write cannot be followed', async ({ page }) => {
    await page.goto('/')
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('link', { name: en.reportProblem.link })).toBeHidden()
  })
})
