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

/** The home page's first list: the four plans, right under its heading. */
export const planList = (page: Page) => page.getByRole('main').getByRole('list').first()

/** The four plans, each whole with its status and where to go, the number to tap and Contact Us. */
export async function expectFirstScreenHoldsThePlans(page: Page, copy: Copy) {
  const plans = planList(page).getByRole('listitem')
  await expect(plans).toHaveCount(4)
  const [closed, ...open] = await plans.all()
  // Each plan, whole: its name, what it is, its status and where to go.
  for (const plan of [closed!, ...open]) await expectOnFirstScreen(page, plan, `the plan "${await plan.textContent()}"`)
  await expect(closed!).toContainText(copy.plans.enrollment.closed)
  await expect(closed!).toContainText(copy.plans.accountOwnersOption(2))
  const tel = closed!.getByRole('link')
  await expect(tel).toHaveAttribute('href', 'tel:+18004454723')
  await expectOnFirstScreen(page, tel, 'the toll-free number to tap')
  for (const plan of open) {
    await expect(plan).toContainText(new RegExp(`${copy.plans.enrollment.yearRound}|${copy.plans.enrollment.window}`))
    await expect(plan.getByRole('link')).toHaveAttribute('href', /^https:\/\/www\.\w+\.com$/)
  }
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
