// What the first screen of a phone must hold, and a colour check, shared by the browser tests of
// the page's geometry (first-screen.spec.ts) and of the enrollment notice on other dates.
import { expect, type Locator, type Page } from '@playwright/test'
import { PAGE_PATHS, type Copy } from '../lib/copy'

/** Asserts that the element lies wholly within the first screen (the viewport, unscrolled). */
async function expectOnFirstScreen(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox()
  expect(box, `${what} is rendered`).not.toBeNull()
  const { height } = page.viewportSize()!
  expect(box!.y, `${what} starts on the first screen`).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height, `${what} ends on the first screen (${height} px)`).toBeLessThanOrEqual(height)
}

/** The home page's first list: the plans, right under its heading. */
export const planList = (page: Page) => page.getByRole('main').getByRole('list').first()

/**
 * How many of the open plans a 375 × 812 phone shows whole on its first screen, in every season and
 * both languages (issue 51), the Spanish newborn months' notice, the longest, included. Each plan
 * says what it buys and carries two 44 px links, to join and to log in, side by side where they fit
 * (in Spanish each with "(en inglés)" on a second line), so the closed plan's phone option comes
 * below the fold (docs/site.md, "What a visitor sees first").
 */
export const OPEN_PLANS_ON_FIRST_SCREEN = 2

/**
 * The notice's action, the heading, the first open plans whole with their links to join and to log
 * in (where account owners go), and Contact Us; then every plan, in order, with its action.
 */
export async function expectFirstScreenHoldsThePlans(page: Page, copy: Copy, wholePlans = OPEN_PLANS_ON_FIRST_SCREEN) {
  const plans = planList(page).getByRole('listitem')
  await expect(plans).toHaveCount(4)
  const all = await plans.all()
  const notice = page.getByRole('region', { name: copy.enrollment.title })
  await expectOnFirstScreen(page, notice.locator('.plan-action'), "the notice's action")
  await expectOnFirstScreen(page, page.getByRole('main').getByRole('heading', { level: 1 }), 'the heading')
  for (const plan of all.slice(0, wholePlans)) {
    await expectOnFirstScreen(page, plan, `the plan "${await plan.textContent()}"`)
    await expect(plan.getByRole('link').last()).toContainText(copy.plans.actions.logIn)
  }
  // The closed plan last, with its account owners' option on the phone line.
  const closed = all.at(-1)!
  await expect(closed).toContainText(copy.plans.enrollment.closed)
  await expect(closed.locator('.plan-action')).toHaveAttribute('href', 'tel:+18004454723')
  await expect(closed.locator('.plan-action')).toContainText(copy.plans.accountOwnersOption(2))
  const contact = page.getByRole('banner').getByRole('link', { name: copy.contactUs, exact: true })
  await expect(contact).toHaveAttribute('href', PAGE_PATHS.contact[copy.locale])
  await expectOnFirstScreen(page, contact, 'the way to Contact Us')
}

/** WCAG's contrast ratio of two computed `rgb(r, g, b)` colours. */
export function contrastRatio(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map((channel) => {
      const value = Number(channel) / 255
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [one, other] = [luminance(first), luminance(second)]
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05)
}
