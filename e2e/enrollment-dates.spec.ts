// The enrollment notice on other days of the year: the main build, deployed afresh, run with its
// clock moved (faketime) to a day in each part of the year and to the edges between them, in Texas
// time. The build's pages were made today, so the first visits find them stale and regenerate
// them at the faked date: each test reloads until the notice shows that date's words.
import type { Page } from '@playwright/test'
import { expect, startPristineSite, test, type PristineSite } from './support'
import { expectFirstScreenHoldsThePlans, OPEN_PLANS_ON_FIRST_SCREEN, planList } from './first-screen'
import { CALENDAR_PATHS, PAGE_PATHS, type Copy } from '../lib/copy'
import { en } from '../lib/copy/en'
import { es } from '../lib/copy/es'
import { enrollmentStatus, upcomingEnrollmentDates, type CalendarDate } from '../lib/enrollment-window'
import { parseCalendar } from '../test-support/ics.mjs'

const FUND_SITE = 'https://www.texastuitionpromisefund.com'

/** Each a UTC time the server's clock starts at, a few minutes inside the part of the year it tests. */
const DAYS = [
  { day: 'Apr. 15, 2027: newborns only', clock: '2027-04-15 17:00:00' },
  { day: '11:50 p.m. Central on July 31, 2027: still newborns', clock: '2027-08-01 04:50:00' },
  { day: '12:10 a.m. Central on Aug. 1, 2027: closed', clock: '2027-08-01 05:10:00' },
  { day: '12:10 a.m. Central on Sept. 1, 2027: open through Feb. 29, 2028', clock: '2027-09-01 05:10:00' },
  { day: '12:10 a.m. Central on Mar. 1, 2028, after a leap day: newborns only', clock: '2028-03-01 06:10:00' },
]

/** The notice as the page shows it, once a regeneration at the server's date has replaced the build's. */
async function noticeAt(page: Page, url: string, copy: Copy, expected: string) {
  const notice = page.getByRole('region', { name: copy.enrollment.title })
  await expect(async () => {
    await page.goto(url)
    await expect(notice).toContainText(expected, { timeout: 500 })
  }).toPass({ timeout: 30_000 })
  return notice
}

for (const { day, clock } of DAYS) {
  test.describe(`on ${day}`, () => {
    test.describe.configure({ mode: 'default' }) // one worker, one faked-clock server for the block
    let site: PristineSite
    test.beforeAll(async () => {
      site = await startPristineSite({ build: 'main', clock, env: { TZ: 'UTC' } })
    })
    test.afterAll(async () => {
      await site.stop()
    })

    // What the notice must say, from the rule the unit tests check at every boundary.
    const status = enrollmentStatus(new Date(`${clock.replace(' ', 'T')}Z`))

    for (const copy of [en, es]) {
      test(`the ${copy.languageName} notice says where the year stands and links to the fund's site`, async ({ page }) => {
        const notice = await noticeAt(page, `${site.url}${PAGE_PATHS.home[copy.locale]}`, copy, copy.enrollment.message(status))
        const link = notice.getByRole('link', { name: copy.enrollment.link(status) })
        await expect(link).toHaveAttribute('href', FUND_SITE)
        // In the newborn months the first sentence is what a family can still do, and by when.
        if (status.phase === 'newborns') {
          const first = (await notice.getByRole('paragraph').first().textContent())!.split('. ')[0]
          expect(first).toContain(copy === en ? 'You can still enroll a newborn until the end of the day on July 31' : 'Todavía puede inscribir a un recién nacido hasta el final del día 31 de julio')
        }
        // The fund's card, from the same status: who can enroll now, and the action to match.
        const fund = planList(page).getByRole('listitem').filter({ hasText: 'Texas Tuition Promise Fund' })
        await expect(fund).toContainText(copy.plans.fundNow(status))
        await expect(fund.locator('.plan-action').first()).toContainText(copy.plans.actions.enroll(status))
      })

      test(`the ${copy.languageName} calendar file lists the fund's next deadline, newborn deadline and opening day`, async () => {
        const now = new Date(`${clock.replace(' ', 'T')}Z`)
        const ymd = ({ year, month, day }: CalendarDate) => `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`
        const expected = upcomingEnrollmentDates(now).map(({ kind, date }) => [ymd(date), copy.calendar.events[kind]])
        // The build's file was made today: the first requests find it stale and regenerate it at the faked date.
        await expect(async () => {
          const response = await fetch(`${site.url}${CALENDAR_PATHS[copy.locale]}`)
          expect(response.status).toBe(200)
          expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
          expect(response.headers.get('cache-control')).toMatch(/^s-maxage=\d+/)
          const { events } = parseCalendar(await response.text())
          // Made on the server's (faked) day, in UTC as DTSTAMP is written.
          for (const { stamp } of events) expect(stamp.slice(0, 8)).toBe(clock.slice(0, 10).replace(/-/g, ''))
          expect(events.map(({ start, summary }) => [start, summary])).toEqual(expected)
        }).toPass({ timeout: 30_000 })
      })
    }
  })
}

test.describe('in the newborns-only months, whose notice is the longest', () => {
  test.describe.configure({ mode: 'default' }) // one worker, one faked-clock server for the block
  test.use({ viewport: { width: 375, height: 812 } })
  let site: PristineSite
  test.beforeAll(async () => {
    site = await startPristineSite({ build: 'main', clock: DAYS[0]!.clock, env: { TZ: 'UTC' } })
  })
  test.afterAll(async () => {
    await site.stop()
  })

  for (const copy of [en, es]) {
    test(`the ${copy.languageName} home page's first phone screen still holds the notice's action, the first two plans and Contact Us`, async ({ page }) => {
      const status = enrollmentStatus(new Date('2027-04-15T17:00:00Z'))
      await noticeAt(page, `${site.url}${PAGE_PATHS.home[copy.locale]}`, copy, copy.enrollment.message(status))
      await expectFirstScreenHoldsThePlans(page, copy, OPEN_PLANS_ON_FIRST_SCREEN)
    })
  }
})

// A server on a faked clock is the one the test stops: nothing of it keeps answering afterwards.
test('a site run on a faked clock stops for good', async () => {
  const site = await startPristineSite({ build: 'main', clock: DAYS[0]!.clock, env: { TZ: 'UTC' } })
  const { url } = site
  expect((await fetch(`${url}/api/health`)).ok).toBe(true)
  await site.stop()
  await expect(fetch(`${url}/api/health`)).rejects.toThrow()
})
