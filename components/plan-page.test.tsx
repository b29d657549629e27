import { render, screen, within } from '@testing-library/react'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import type { Copy } from '@/lib/copy'
import { enrollmentStatus } from '@/lib/enrollment-window'
import { PLAN_PAGE_RULES, rulesOfPlanPage, sourcesOf } from '@/lib/plan-rules'
import type { PlanPage as PlanPageName } from '@/lib/plans'
import { ComparePlans } from './compare-plans'
import { GuidePage } from './guide-page'
import { PlanAction } from './plan-list'
import { planMetadata, PlanPage } from './plan-page'

// The page's own part, as in December: no CMS article (that is CmsArticle's), the fund open.
jest.mock('@/lib/page-articles', () => ({ pageArticle: jest.fn(async () => 'unset') }))
jest.mock('@/lib/enrollment-now', () => ({ enrollmentStatusNow: jest.fn(async () => enrollmentStatus(new Date('2026-12-15T12:00:00-06:00'))) }))

const showPlan = async (page: PlanPageName, copy: Copy = en) => render(await PlanPage({ copy, page }))
/** Every element whose whole text is this sentence. */
const sentences = (text: string) => screen.queryAllByText(text, { exact: true })

describe('PlanPage', () => {
  it.each(Object.keys(PLAN_PAGE_RULES) as PlanPageName[])('%s states each of its rules once, in the one wording lib/copy gives it', async (page) => {
    await showPlan(page)
    for (const rule of rulesOfPlanPage(page)) {
      // Rules shared by two plans (the savings plans') are still stated once on each page.
      expect([rule, sentences(en.rules[rule]).length]).toEqual([rule, 1])
    }
  })

  it.each(Object.keys(PLAN_PAGE_RULES) as PlanPageName[])('%s links the documents its rules come from, with the day they were checked there', async (page) => {
    await showPlan(page)
    const { sources } = sourcesOf(rulesOfPlanPage(page))
    const heading = screen.getByRole('heading', { level: 2, name: 'Sources' })
    expect(heading.nextElementSibling).toHaveTextContent('Checked against these sources on Nov. 27, 2026.')
    const links = within(heading.nextElementSibling!.nextElementSibling as HTMLElement).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(sources.map(({ title, url }) => [title, url]))
  })

  it('in Spanish, lists the sources by their English names, each marked as English', async () => {
    await showPlan('texasTuitionPromiseFund', es)
    const heading = screen.getByRole('heading', { level: 2, name: 'Fuentes' })
    expect(heading.nextElementSibling).toHaveTextContent('Verificado con estas fuentes el 27 de noviembre de 2026.')
    const link = screen.getByRole('link', { name: 'Texas Education Code §54.756 (en inglés)' })
    expect(link.querySelector('[lang="en"]')).toHaveTextContent('Texas Education Code §54.756')
  })

  it.each([
    ['English', en, ['You buy tuition units. Each pays a fixed share of a year’s undergraduate tuition and required fees (fees every student pays, not those for one course)', 'the fund pays a transfer value instead: the lesser of what the units would pay at a Texas public college and what you paid for them', 'If the child (the beneficiary: the student the plan is for) lives in Texas', 'the purchaser (the account owner: the person who bought the units)']],
    ['Spanish', es, ['Usted compra unidades de matrícula (Tuition Units). Cada una paga una parte fija de un año de matrícula de pregrado (licenciatura) y de cuotas obligatorias (las que paga todo estudiante, no las de un curso en particular)', 'el fondo paga en su lugar un valor de transferencia (Transfer Value): lo que sea menor entre lo que las unidades pagarían en una universidad pública de Texas y lo que usted pagó por ellas', 'Si el menor (el beneficiario: el estudiante para quien es el plan) vive en Texas', 'el comprador (el titular de la cuenta: la persona que compró las unidades)']],
  ] as const)('explains the key terms where a family meets them, with no second click, in %s: unit, required fees, transfer value, beneficiary, account owner', async (_language, copy, explanations) => {
    await showPlan('texasTuitionPromiseFund', copy)
    for (const explanation of explanations) expect(document.body).toHaveTextContent(explanation)
    expect(document.querySelector('details, [title], [role="tooltip"]')).toBeNull()
  })

  it.each(['texasCollegeSavingsPlan', 'lonestar529Plan'] as const)('%s tells a family outside Texas to check its own state’s tax benefits', async (page) => {
    await showPlan(page)
    expect(sentences('If you or the student live outside Texas, check whether your own state gives tax benefits only for its own 529 plan: a tax adviser can tell you.')).toHaveLength(1)
  })

  it('says an advisor opens a LoneStar 529 Plan account, in its first action', async () => {
    await showPlan('lonestar529Plan')
    expect(document.querySelector('.plan-action')).toHaveTextContent(/^Open with an advisor/)
  })

  it.each(Object.keys(PLAN_PAGE_RULES) as PlanPageName[])('%s says when the line is answered wherever it says to call', async (page) => {
    await showPlan(page)
    const calls = [...document.querySelectorAll('a[href^="tel:"]')].map((link) => link.closest('p')!.textContent)
    expect(calls.length).toBeGreaterThan(0)
    for (const call of calls) expect(call).toContain('Lines are open Monday to Friday, 8 a.m. to 5 p.m. Central time.')
  })

  it('gives the closed plan its own description, its own site, and keeps its phone option', async () => {
    expect(planMetadata(en, 'texasGuaranteedTuitionPlan').description).toBe(en.planPages.closedDescription)
    expect(planMetadata(en, 'texasTuitionPromiseFund').description).toMatch(/how account owners log in\.$/)
    await showPlan('texasGuaranteedTuitionPlan')
    expect(screen.getByRole('heading', { level: 2, name: 'If you have a contract' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the plan’s website' })).toHaveAttribute('href', 'https://tgtp.org')
    expect(document.querySelector('.plan-action')).toHaveAttribute('href', 'tel:+18004454723')
  })
})

describe('one rule, one wording', () => {
  it('the fund’s rule of who may buy reads the same on its page, in the comparison and in the guide', async () => {
    const buyers = en.rules.fundBuyers
    const { unmount } = await showPlan('texasTuitionPromiseFund')
    expect(sentences(buyers)).toHaveLength(1)
    unmount()
    const compared = render(<ComparePlans copy={en} />)
    expect(sentences(buyers)).toHaveLength(1)
    compared.unmount()
    render(await GuidePage({ copy: en, step: 'guideWho' }))
    expect(sentences(buyers)).toHaveLength(1)
  })

  it('a link to the fund’s English-only site says so once, in Spanish, as the guide’s end page shows it (E6)', () => {
    const status = enrollmentStatus(new Date('2027-04-15T12:00:00-05:00'))
    render(<PlanAction href="https://www.texastuitionpromisefund.com" label={es.enrollment.link(status)} plan="Texas Tuition Promise Fund" copy={es} />)
    const link = screen.getByRole('link')
    expect(link.textContent!.match(/\(en inglés\)/g)).toHaveLength(1)
    expect(link).toHaveTextContent(/^Inscriba a un bebé en el sitio web del fondo/)
  })

  it('the guide tells a buyer who cannot buy the fund who can open a savings plan, and about their own state’s tax benefits', async () => {
    render(await GuidePage({ copy: en, step: 'guideSavingsOnly' }))
    expect(sentences(en.rules.savingsBuyers)).toHaveLength(1)
    expect(sentences(en.rules.outOfStateTax)).toHaveLength(1)
  })
})
