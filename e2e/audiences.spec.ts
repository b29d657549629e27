// Every audience the site is for finds its page (issue 50), in both languages: a page for each plan
// with this year's figures from its own CMS article, the plans compared in one table, common
// questions (also as FAQPage data), students using a plan, colleges and universities, and the
// accessibility statement; each reached from the home page and the footer, each an ordinary
// prerendered page of the site.
import type { Page } from '@playwright/test'
import { planList } from './first-screen'
import { htmlProblems } from './html-validation'
import { axeViolations, expect, FUND_FIGURES_ARTICLE_ID, MAIN_DIRECTORY, QUESTIONS_ARTICLE_ID, scriptBytes, test } from './support'
import { PAGE_PATHS, type Copy, type PageName } from '../lib/copy'
import { en } from '../lib/copy/en'
import { ENGLISH_ONLY, es } from '../lib/copy/es'
import { checkedOn, PAYMENT_RULES, PLAN_PAGE_RULES, rulesOfPlanPage, sourcesOf } from '../lib/plan-rules'
import { logInAddress, PLANS } from '../lib/plans'
import { AUDIENCE_PAGES, PAGE_GROUPS } from '../lib/routes'

const NEW_PAGES: readonly PageName[] = [...PAGE_GROUPS.plans.pages, ...PAGE_GROUPS.subjects.pages]

/** Text as a reader gets it: one space wherever there is any (the Spanish times' no-break spaces too). */
const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The phone menu's option for a plan, in the main build's directory. */
const optionOf = (name: string) => MAIN_DIRECTORY.phoneOptions.find((entry) => entry.plan === name)!.option

/** A page's own title: a plan's registered name, or the subject's title. */
function titleOf(page: PageName, copy: Copy): string {
  const plan = PLANS.find((candidate) => candidate.page === page)
  if (plan) return plan.name
  if (page === 'comparePlans') return copy.compare.title
  if (page === 'accessibility') return copy.accessibility.title
  return copy.subjects[page as 'questions' | 'students' | 'colleges'].title
}

for (const copy of [en, es]) {
  const here = (page: PageName) => PAGE_PATHS[page][copy.locale]
  const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })

  test.describe(copy.languageName, () => {
    test('each audience reaches its page from the home page: each plan by its name, the others by the list under the plans', async ({ page, baseURL }) => {
      for (const plan of PLANS) {
        await page.goto(here('home'))
        await planList(page).getByRole('heading', { name: plan.name }).getByRole('link').click()
        await expect(page).toHaveURL(`${baseURL}${here(plan.page)}`)
        await expect(heading(page)).toHaveText(plan.name)
      }
      for (const audience of AUDIENCE_PAGES) {
        await page.goto(here('home'))
        await page.getByRole('region', { name: copy.audiences.heading }).getByRole('link', { name: copy.audiences.links[audience] }).click()
        await expect(page).toHaveURL(`${baseURL}${here(audience)}`)
        await expect(heading(page)).toHaveText(titleOf(audience, copy))
      }
    })

    test('every footer leads to the same pages and to the site’s accessibility statement', async ({ page }) => {
      // The footer's own names for them (components/site-footer.tsx): students, colleges, the statement.
      const footerLinks = { ...copy.audiences.footer, accessibility: copy.audiences.statement }
      for (const [target, label] of Object.entries(footerLinks) as [keyof typeof footerLinks, string][]) {
        await page.goto(here('contact'))
        await page.getByRole('contentinfo').getByRole('navigation', { name: copy.audiences.heading }).getByRole('link', { name: label }).click()
        await expect(heading(page)).toHaveText(titleOf(target, copy))
      }
    })

    test('each plan’s page gives the site’s facts, its action first, this year’s figures from its own article, and its account owners’ phone option', async ({ page }) => {
      for (const plan of PLANS) {
        await page.goto(here(plan.page))
        const main = page.getByRole('main')
        const rules = PLAN_PAGE_RULES[plan.page]
        await expect(main.getByText(copy.planPages.plans[plan.page].lead)).toBeVisible()
        // Each rule in the one wording lib/copy gives it (lib/plan-rules.ts).
        for (const rule of rulesOfPlanPage(plan.page)) await expect(main.getByText(copy.rules[rule], { exact: true })).toBeVisible()
        const expectedHeadings: string[] = [copy.planPages.headings.buys, copy.planPages.headings.who]
        if (rules.how.length > 0) expectedHeadings.push(copy.planPages.headings.how)
        if (rules.need.length > 0) expectedHeadings.push(copy.planPages.headings.need)
        for (const name of expectedHeadings) await expect(main.getByRole('heading', { level: 2, name })).toBeVisible()
        // The figures: the plan's own article in the page's language, with its date.
        await expect(main.getByRole('heading', { level: 2, name: copy === en ? "This year's figures, as of Sept. 1, 2026" : 'Las cifras de este año, al 1 de septiembre de 2026' })).toBeVisible()
        await expect(main.getByText(plan.name, { exact: false }).filter({ hasText: copy === en ? 'Stub CMS figures' : 'Cifras del CMS de prueba' })).toBeVisible()
        const option = MAIN_DIRECTORY.phoneOptions.find((entry) => entry.plan === plan.name)!.option
        await expect(main).toContainText(`${copy.call.option(option)}.`)
        // The first action is the one a family came for: to join, or the closed plan's owners' call.
        const first = main.locator('.plan-action').first()
        if (plan.enrollment === 'closed') await expect(first).toHaveAttribute('href', /^tel:/)
        else await expect(first).toHaveAttribute('href', plan.site)
      }
    })

    test('each plan’s page links the documents its rules come from, with the day they were checked there', async ({ page }) => {
      for (const plan of PLANS) {
        await page.goto(here(plan.page))
        const main = page.getByRole('main')
        const heading = main.getByRole('heading', { level: 2, name: copy.sources.heading })
        await expect(heading).toBeVisible()
        const { sources, checked } = sourcesOf(rulesOfPlanPage(plan.page))
        await expect(main.getByText(copy.sources.checked(checkedOn(checked)))).toBeVisible()
        // The page's last list: the sources, after the heading and the checked date.
        const links = main.getByRole('list').last().getByRole('link')
        await expect(links).toHaveCount(sources.length)
        for (const [index, { title, url }] of sources.entries()) {
          await expect(links.nth(index)).toHaveAttribute('href', url)
          await expect(links.nth(index)).toHaveText(`${title}${copy.plans.englishSiteMark}`)
        }
      }
    })

    test('a rule reads the same on every page that states it: the fund’s page, the comparison and the guide', async ({ page }) => {
      const buyers = copy.rules.fundBuyers
      for (const name of ['texasTuitionPromiseFund', 'comparePlans', 'guideWho'] as const) {
        await page.goto(here(name))
        await expect(page.getByRole('main').getByText(buyers, { exact: true }), name).toBeVisible()
      }
      // The savings plans' pages and the comparison carry the disclosure for families outside Texas.
      for (const name of ['texasCollegeSavingsPlan', 'lonestar529Plan', 'comparePlans'] as const) {
        await page.goto(here(name))
        await expect(page.getByRole('main').getByText(copy.rules.outOfStateTax, { exact: true }), name).toBeVisible()
      }
    })

    test('the comparison is one table, with a caption and a header cell for each plan and each question, readable on a 320 px phone', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 })
      await page.goto(here('comparePlans'))
      const tables = page.getByRole('table')
      await expect(tables).toHaveCount(1)
      const table = page.getByRole('table', { name: copy.compare.caption })
      const columns = table.getByRole('columnheader')
      await expect(columns).toHaveText(PLANS.map((plan) => plan.name))
      for (const cell of await columns.all()) await expect(cell).toHaveAttribute('scope', 'col')
      const { kind, pays, worth, who, when, how, call } = copy.compare.headings
      await expect(table.getByRole('rowheader')).toHaveText([kind, pays, worth, copy.compare.cost.heading, who, when, how, call])
      for (const cell of await table.getByRole('rowheader').all()) await expect(cell).toHaveAttribute('scope', 'row')
      // The page itself never scrolls sideways: the table scrolls in its own box, its questions in view.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
      const box = page.getByRole('region', { name: copy.compare.scrollLabel })
      await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
      const question = (await table.getByRole('rowheader').first().boundingBox())!
      expect(question.x).toBeGreaterThanOrEqual(0)
      await expect(table.getByRole('columnheader').last()).toBeInViewport()
    })

    test('the common questions go to search engines as FAQPage data naming the same questions the page shows', async ({ page }) => {
      await page.goto(here('questions'))
      const shown = await page.getByRole('main').locator('.article h2').allTextContents()
      expect(shown.length).toBeGreaterThan(1)
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
      const faq = data.find((item) => item['@type'] === 'FAQPage')
      expect(faq).toMatchObject({ '@context': 'https://schema.org', inLanguage: copy.locale })
      expect(faq.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(shown)
      for (const entry of faq.mainEntity) expect(entry.acceptedAnswer.text).not.toBe('')
    })

    test('the students’ page gives each plan’s way to ask it to pay the school: who asks and when, where, and its phone option with the line’s hours', async ({ page }) => {
      await page.goto(here('students'))
      const main = page.getByRole('main')
      const hours = normalized(copy.phoneHours(MAIN_DIRECTORY.tollFree.hours!))
      for (const plan of PLANS) {
        // The plan's part, found by its heading's link to the plan's page (the savings plans share one).
        const part = main.locator('.school-payment').filter({ has: page.getByRole('heading', { level: 2 }).getByRole('link', { name: plan.name, exact: true }) })
        await expect(part.getByText(copy.rules[PAYMENT_RULES[plan.page].rule])).toBeVisible()
        await expect(part.getByRole('link', { name: copy.usingPlan.ask[plan.page] })).toHaveAttribute('href', PAYMENT_RULES[plan.page].howTo?.url ?? logInAddress(plan))
        const call = normalized(await part.locator('p:has(a[href^="tel:"])').textContent())
        expect(call).toContain(copy.call.option(optionOf(plan.name)))
        expect(call).toContain(hours)
      }
      // The fund's student tells the school, which bills the fund; at a private or out-of-state school, its transfer value.
      const fund = main.locator('.school-payment').first()
      await expect(fund).toContainText(copy.rules.fundAtSchool)
      await expect(fund).toContainText(copy.rules.fundTransferValue)
    })

    test('on a 375 × 812 phone, the fund’s action to ask it to pay, and the school offices’ line, are whole in the first screen', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto(here('students'))
      await expect(page.getByRole('main').getByRole('link', { name: copy.usingPlan.ask.texasTuitionPromiseFund })).toBeInViewport({ ratio: 1 })
      await page.goto(here('colleges'))
      await expect(page.getByRole('main').locator('p').filter({ hasText: copy.schools.call })).toBeInViewport({ ratio: 1 })
    })

    test('the colleges’ page gives school offices their own contact, with its hours, before how each plan pays', async ({ page }) => {
      await page.goto(here('colleges'))
      const main = page.getByRole('main')
      const { option, email, hours } = MAIN_DIRECTORY.schoolServices
      const contact = main.getByRole('heading', { level: 2, name: copy.schools.contactHeading })
      const line = main.locator('p').filter({ hasText: copy.schools.call })
      expect(normalized(await line.textContent())).toContain(`${copy.call.option(option!)}. ${normalized(copy.phoneHours(hours!))}`)
      await expect(line.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
      const payments = main.getByRole('heading', { level: 2, name: copy.schools.heading })
      expect((await contact.boundingBox())!.y).toBeLessThan((await payments.boundingBox())!.y)
      // Who starts each payment: the school's bill for the prepaid plans, the account owner's request for the savings plans.
      await expect(main.getByText(copy.schools.bills.school, { exact: true })).toHaveCount(2)
      await expect(main.getByText(copy.schools.bills.accountOwner, { exact: true })).toHaveCount(1)
      await expect(main.getByText(`${copy.schools.fromStudent} ${copy.rules.fundAtSchool}`)).toBeVisible()
    })

    test('every common question’s answer holds a link that acts on it, and search engines get each answer as the page shows it', async ({ page }) => {
      await page.goto(here('questions'))
      // Each h2 of the article and what follows it, to the next: its text and its links.
      const answers = await page
        .getByRole('main')
        .locator('.article')
        .evaluate((article) => {
          const found: { question: string; text: string[]; links: string[] }[] = []
          for (const node of article.childNodes) {
            if (node instanceof HTMLHeadingElement && node.tagName === 'H2') found.push({ question: node.textContent!, text: [], links: [] })
            else if (found.length > 0) {
              const answer = found.at(-1)!
              answer.text.push(node.textContent ?? '')
              if (node instanceof Element) answer.links.push(...[...node.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!))
            }
          }
          return found
        })
      expect(answers.length).toBeGreaterThan(1)
      for (const { question, links } of answers) expect(links, question).not.toEqual([])
      // The editors' link where they gave one (the stub's last English answer: the comparison), the site's Contact Us otherwise.
      const contact = PAGE_PATHS.contact[copy.locale]
      expect(answers.map(({ links }) => links)).toEqual(copy === en ? [[contact], [contact], ['/compare-plans']] : [[contact], [contact]])
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
      const faq = data.find((item) => item['@type'] === 'FAQPage')
      expect(faq.mainEntity.map((entry: { name: string; acceptedAnswer: { text: string } }) => [entry.name, normalized(entry.acceptedAnswer.text)])).toEqual(
        answers.map(({ question, text }) => [question, normalized(text.join(' '))]),
      )
    })

    test('every line on the students’, colleges’, questions’ and plans’ pages that says to call says when; in Spanish, that calls are answered in Spanish', async ({ page }) => {
      const { tollFree, schoolServices } = MAIN_DIRECTORY
      const whens = [copy.phoneHours(tollFree.hours!), copy.phoneHours(schoolServices.hours!)].map(normalized)
      for (const name of ['students', 'colleges', 'questions', ...PLANS.map((plan) => plan.page)] as const) {
        await page.goto(here(name))
        const lines = page.getByRole('main').locator('p:has(a[href^="tel:"])')
        await expect(lines.first()).toBeVisible()
        for (const line of await lines.all()) {
          const text = normalized(await line.textContent())
          expect.soft(whens.some((when) => text.includes(when)), `${name}: ${text}`).toBe(true)
          if (copy === es) expect.soft(text, name).toContain(copy.contact.phoneLanguages(tollFree.languages!))
        }
      }
    })

    test('the accessibility statement is dated and names the accessibility coordinator, who can be written to', async ({ page }) => {
      await page.goto(here('accessibility'))
      const main = page.getByRole('main')
      await expect(main.getByText(copy.accessibility.prepared({ prepared: { year: 2026, month: 11, day: 26 }, reviewed: { year: 2026, month: 11, day: 27 } }))).toBeVisible()
      // The law each standard comes from: the ADA's rule (WCAG 2.1 AA) and Texas's (WCAG 2.0 AA), and where to complain.
      await expect(main.getByText(copy.rules.adaAccessibility)).toBeVisible()
      await expect(main.getByText(copy.rules.texasAccessibility)).toBeVisible()
      await expect(main.getByRole('link', { name: copy.accessibility.complaintLink })).toHaveAttribute('href', 'https://www.ada.gov/file-a-complaint/')
      const { name, email } = MAIN_DIRECTORY.accessibilityCoordinator
      await expect(main.getByText(name, { exact: false })).toBeVisible()
      await expect(main.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
      await expect(main.getByRole('link', { name: copy.accessibility.policyLink, exact: true })).toHaveAttribute('href', /comptroller\.texas\.gov/)
    })

    test('an address no page has, under each route of the site, answers 404 in this language', async ({ page }) => {
      const under = copy === en ? ['/plans/no-such-plan', '/no-such-page', '/which-plan/no-such-step'] : ['/es/planes/no-existe', '/es/no-existe', '/es/que-plan/no-existe']
      for (const path of under) {
        const response = (await page.goto(path))!
        expect(response.status(), path).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', copy.locale)
        await expect(heading(page)).toHaveText(copy.notFound.title)
      }
    })

    test('every new page has no axe violations, is valid HTML, and never scrolls sideways at 320 px', async ({ page, baseURL }) => {
      // Nine pages, each through html-validate and axe: about 50 s on a loaded 2-core machine.
      test.slow()
      await page.setViewportSize({ width: 320, height: 800 })
      for (const name of NEW_PAGES) {
        const path = here(name)
        // Soft: one run says what every page has against it.
        expect.soft(await htmlProblems(await (await fetch(`${baseURL}${path}`)).text(), path), path).toEqual([])
        await page.goto(path)
        expect.soft(await axeViolations(page), path).toEqual([])
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBe(0)
      }
    })

    test.describe('with scripts off', () => {
      test.use({ javaScriptEnabled: false })

      test('every new page shows whole, is cached like the others, and leads to its twin in the other language', async ({ page }) => {
        const other = copy === en ? es : en
        for (const name of NEW_PAGES) {
          const response = (await page.goto(here(name)))!
          expect(response.status(), here(name)).toBe(200)
          expect(response.headers()['cache-control'], here(name)).toMatch(/^s-maxage=\d+(, stale-while-revalidate=\d+)?$/)
          await expect(heading(page)).toHaveText(titleOf(name, copy))
          await expect(page.getByRole('banner').getByRole('link', { name: other.languageName })).toHaveAttribute('href', PAGE_PATHS[name][other.locale])
        }
      })
    })
  })
}

test('a new page loads no more script than Contact Us', async ({ baseURL }) => {
  const contact = await scriptBytes(baseURL!, PAGE_PATHS.contact.en)
  for (const name of NEW_PAGES) {
    for (const locale of ['en', 'es'] as const) expect(await scriptBytes(baseURL!, PAGE_PATHS[name][locale]), PAGE_PATHS[name][locale]).toBeLessThanOrEqual(contact)
  }
})

test('a Spanish page whose Spanish article is not published yet shows the English one, under its note', async ({ page }) => {
  await page.goto(PAGE_PATHS.colleges.es)
  await expect(page.getByText(ENGLISH_ONLY.articleLead, { exact: false })).toBeVisible()
  await expect(page.getByRole('main').locator('.article[lang="en"]')).toContainText("Stub CMS colleges' article")
})

test('a page whose article the table does not name shows the site’s own part, with no empty section', async ({ page, degradedSite }) => {
  // The degraded build names no articles file: with a CMS, only the home page's two.
  for (const path of [PAGE_PATHS.texasTuitionPromiseFund.en, PAGE_PATHS.students.es]) {
    const response = (await page.goto(`${degradedSite.url}${path}`))!
    expect(response.status(), path).toBe(200)
    const main = page.getByRole('main')
    await expect(main.locator('.article')).toHaveCount(0)
    await expect(main.getByRole('alert')).toHaveCount(0)
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible()
  }
})

test.describe('an article of a new page, as editors and outages change it', () => {
  test('a CMS outage keeps the page’s last good article; an editor’s removal leaves the site’s own part', async ({ page, mainSite, stubCms }) => {
    const path = PAGE_PATHS.texasTuitionPromiseFund.en
    const figures = () => page.getByRole('main').getByText('Stub CMS figures for the Texas Tuition Promise Fund')
    await stubCms.setFault('error', [FUND_FIGURES_ARTICLE_ID])
    expect((await mainSite.webhook([FUND_FIGURES_ARTICLE_ID])).status).toBe(503)
    await page.goto(path)
    await expect(figures()).toBeVisible()
    await stubCms.setFault('not-found', [FUND_FIGURES_ARTICLE_ID])
    await mainSite.revalidateNow([FUND_FIGURES_ARTICLE_ID])
    await expect.poll(async () => (await page.goto(path), await figures().count()), { timeout: 20_000 }).toBe(0)
    await expect(page.getByRole('main').getByText(en.planPages.plans.texasTuitionPromiseFund.lead)).toBeVisible()
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
  })

  test('no article text decides a new page’s status or cacheability', async ({ page, mainSite, stubCms }) => {
    // Imported here, as e2e/sites.ts imports the stub CMS: the module must load as ES only.
    const { markerQuotingArticle } = await import('../test-support/stub-cms-articles.mjs')
    await stubCms.setArticle(QUESTIONS_ARTICLE_ID, markerQuotingArticle)
    await mainSite.revalidateNow([QUESTIONS_ARTICLE_ID])
    const response = (await page.goto(PAGE_PATHS.questions.en))!
    await expect(page.getByText('class="content-failure"', { exact: false })).toBeVisible()
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/)
  })
})
