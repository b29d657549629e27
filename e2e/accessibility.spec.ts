// Accessibility in a real browser (WCAG 2.1 AA, plus 2.2's AA rules) on every page and state.
import type { Page } from '@playwright/test'
import { axeViolations, expect, HOME_ARTICLE_ID, MAIN_SERVER_PAGES, test } from './support'
import { en } from '../lib/copy/en'
import { PLANS } from '../lib/plans'

/** How far the page scrolls sideways: 0 means it reflows to the viewport. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}


for (const { name, path, copy } of MAIN_SERVER_PAGES) {
  test.describe(name, () => {
    test('has no axe violations', async ({ page }) => {
      await page.goto(path)
      expect(await axeViolations(page)).toEqual([])
    })

    test('starts with a visible skip link that moves keyboard focus into the main content', async ({ page }) => {
      await page.goto(path)
      await page.keyboard.press('Tab')
      const skipLink = page.getByRole('link', { name: copy.skipLink })
      await expect(skipLink).toBeFocused()
      await expect(skipLink).toBeInViewport({ ratio: 1 })

      await page.keyboard.press('Enter')
      await expect(page.getByRole('main')).toBeFocused()
      // The next Tab continues inside the main content, not back in the banner.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
    })

    test('has one banner, one main, one footer, labelled footer navigation and exactly one h1', async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('main')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      const footer = page.getByRole('contentinfo')
      for (const label of [copy.footer.plansHeading, copy.footer.policiesHeading, copy.footer.stateHeading]) {
        await expect(footer.getByRole('navigation', { name: label })).toBeVisible()
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    })

    test('shows a visible focus indicator on every element a keyboard reaches', async ({ page }) => {
      await page.goto(path)
      const reached: string[] = []
      const withoutIndicator: string[] = []
      for (let press = 0; press < 80; press += 1) {
        await page.keyboard.press('Tab')
        const focused = await page.evaluate(() => {
          const element = document.activeElement
          if (!element || element === document.body) return undefined
          const style = getComputedStyle(element)
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
          const shadow = style.boxShadow !== 'none'
          const label = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('href')}"`
          return { label, visible: outline || shadow }
        })
        // Past the last element focus leaves the page (or wraps to the start): every element is done.
        if (focused === undefined || reached.includes(focused.label)) break
        reached.push(focused.label)
        if (!focused.visible) withoutIndicator.push(focused.label)
      }
      expect(reached.length).toBeGreaterThan(3)
      expect(withoutIndicator).toEqual([])
    })

    test('reflows without sideways scrolling at 320 CSS pixels wide', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    })

    test('works at 200% zoom: a 1280-pixel window zoomed to 640 CSS pixels', async ({ browser }) => {
      // Browser zoom at 200% gives the page half the CSS pixels at twice the device pixel ratio.
      const context = await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 })
      const page = await context.newPage()
      await page.goto(path)
      expect(await horizontalOverflow(page)).toBe(0)
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: copy.skipLink })).toBeInViewport({ ratio: 1 })
      await context.close()
    })

    test('does not animate anything when the visitor asks for reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      const moving = await page.evaluate(() => {
        const seconds = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part) || 0))
        return [...document.querySelectorAll('*')]
          .filter((element) => {
            const style = getComputedStyle(element)
            const animates = style.animationName !== 'none' && seconds(style.animationDuration) > 0.001
            const transitions = seconds(style.transitionDuration) > 0.001
            return animates || transitions
          })
          .map((element) => element.tagName.toLowerCase())
      })
      expect(moving).toEqual([])
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
    })
  })
}

test.describe('the failure-message state', () => {
  test('has no axe violations', async ({ page, openFailureState }) => {
    await openFailureState()
    expect(await axeViolations(page)).toEqual([])
  })

  test('keeps the skip link, the landmarks and exactly one h1', async ({ page, openFailureState }) => {
    await openFailureState()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.homeHeading)
  })

  test('reflows without sideways scrolling at 320 CSS pixels wide', async ({ page, openFailureState }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await openFailureState()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})

test.describe('the home page once editors have removed its article', () => {
  test.beforeEach(async ({ stubCms, mainSite }) => {
    await stubCms.setFault('not-found', [HOME_ARTICLE_ID])
    await mainSite.revalidateNow([HOME_ARTICLE_ID])
  })

  test('has no axe violations, keeps its landmarks and one h1, and reflows at 320 CSS pixels', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText(en.removed.message)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.homeHeading)
    await page.setViewportSize({ width: 320, height: 640 })
    expect(await horizontalOverflow(page)).toBe(0)
  })
})

test.describe('whatever headings the CMS sends', () => {
  test('the page keeps the only h1 and the CMS headings move down a level, in order', async ({ page, stubCms, mainSite }) => {
    await stubCms.setArticle(
      HOME_ARTICLE_ID,
      '<h1>First CMS title</h1><p>Intro.</p><h2>CMS section</h2><h3>CMS detail</h3><h1>Second CMS title</h1><p>More.</p>',
    )
    await mainSite.revalidateNow([HOME_ARTICLE_ID])
    await expect(async () => {
      await page.goto('/')
      await expect(page.getByText('First CMS title')).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const outline = await page
      .getByRole('main')
      .getByRole('heading')
      .evaluateAll((headings) => headings.map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`))
    expect(outline).toEqual([
      // The notice comes before the page's heading (GOV.UK's notification banner).
      'h2 Texas Tuition Promise Fund',
      `h1 ${en.homeHeading}`,
      // The plans and the pages for each audience, then the article.
      ...PLANS.map((plan) => `h2 ${plan.name}`),
      `h2 ${en.audiences.heading}`,
      'h2 First CMS title',
      'h3 CMS section',
      'h4 CMS detail',
      'h2 Second CMS title',
    ])
    expect(await axeViolations(page)).toEqual([])
  })
})
