// Layout shift while a page arrives. A slow link hands the browser the HTML in pieces, and it may
// paint after any of them; nothing it has painted may then move as the rest arrives. Timing a
// real slow load would catch this only by chance (the layout-shift test in site.spec.ts did in 2
// runs of 160), so these tests lay the page out cut after each closing tag, as the parser would
// hold it, and compare what is painted with the whole page.
import type { Page } from '@playwright/test'
import { expect, MAIN_SERVER_PAGES, test } from './support'

test.use({ javaScriptEnabled: false }) // the layout as first painted, before any script runs

/**
 * What a visitor sees, in document order: each run of text and each box that paints (an icon, an
 * image, a background or a border), with its top-left corner, as the layout-shift score counts them.
 */
function painted(page: Page) {
  return page.evaluate(() => {
    const found: { what: string; x: number; y: number }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let rect: DOMRect | undefined
      let what: string
      if (node instanceof Text) {
        if (!node.data.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        rect = range.getClientRects()[0]
        what = `"${node.data.trim().slice(0, 30)}"`
      } else {
        const element = node as Element
        const style = getComputedStyle(element)
        const paints =
          ['svg', 'img'].includes(element.localName) ||
          style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
          style.backgroundImage !== 'none' ||
          ['top', 'right', 'bottom', 'left'].some((side) => style.getPropertyValue(`border-${side}-width`) !== '0px')
        if (!paints) continue
        rect = element.getBoundingClientRect()
        what = `<${element.localName}${typeof element.className === 'string' && element.className ? `.${element.className}` : ''}>`
      }
      if (rect && (rect.width > 0 || rect.height > 0)) found.push({ what, x: Math.round(rect.x), y: Math.round(rect.y) })
    }
    return found
  })
}

/** Where the HTML can be cut: after each closing tag from `from` (inclusive) to `to`. */
function cutsBetween(html: string, from: string, to: string) {
  const start = html.indexOf(from)
  const end = html.indexOf(to, start)
  expect(start, `${from} in the page`).toBeGreaterThan(0)
  expect(end, `${to} in the page`).toBeGreaterThan(start)
  return [...html.slice(start, end + to.length).matchAll(/<\/[a-z0-9-]+>/g)].map((match) => start + match.index + match[0].length)
}

/**
 * Each thing painted from the page cut at each of `cuts` that is elsewhere in the whole page. Each
 * cut is written into the page's document (page.setContent: the same parser, at the page's
 * address, so its styles load from the browser's cache), as the browser holds the page when the
 * rest has not arrived.
 */
async function movedAsThePageArrives(page: Page, path: string, html: string, cuts: number[]) {
  await page.goto(path)
  const whole = await painted(page)
  const moved: string[] = []
  for (const cut of cuts) {
    await page.setContent(html.slice(0, cut))
    for (const [index, before] of (await painted(page)).entries()) {
      const after = whole[index]
      if (before.what !== after?.what || before.x !== after.x || before.y !== after.y) {
        moved.push(`${before.what} at (${before.x}, ${before.y}) goes to (${after?.x}, ${after?.y}) after …${html.slice(cut - 50, cut)}`)
      }
    }
  }
  return moved
}

for (const { name, path } of MAIN_SERVER_PAGES) {
  test(`${name} asks Chromium to paint first once its banner and main content are all in`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('head link[rel="expect"][blocking="render"]')).toHaveAttribute('href', '#main-content')
    await expect(page.locator('main#main-content')).toHaveCount(1)
  })

  for (const width of [320, 375, 1280]) {
    test(`${name} at ${width} px: nothing painted moves as the rest of the page arrives`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 })
      const html = await (await request.get(path)).text()
      // The banner, for browsers that paint before <main> is in: after its two links (which stay
      // right-aligned, so the first moves over when the second comes) every part keeps its place.
      const inTheBanner = cutsBetween(html, '</nav>', '</header>')
      // The footer, for every browser: Chromium may paint again before it has all arrived.
      const afterTheMain = cutsBetween(html, '</main>', '</footer>')
      expect(inTheBanner.length).toBeGreaterThan(3)
      expect(afterTheMain.length).toBeGreaterThan(20)
      expect(await movedAsThePageArrives(page, path, html, [...inTheBanner, ...afterTheMain])).toEqual([])
    })
  }
}
