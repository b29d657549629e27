import { render, screen, within } from '@testing-library/react'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { enrollmentStatus } from '@/lib/enrollment-window'
import { HelpLine, PlanList } from './plan-list'

// jsdom has no layout, so the accessible name gets a space where the visually hidden span starts.
const named = (text: string) => (name: string) => name.replace(/\s+/g, ' ').replace(/ ,/g, ',') === text
const plans = () => within(screen.getAllByRole('list')[0]!).getAllByRole('listitem')
const OPEN = enrollmentStatus(new Date('2026-10-15T12:00:00-05:00'))
const NEWBORNS = enrollmentStatus(new Date('2027-05-01T12:00:00-05:00'))
const AUGUST = enrollmentStatus(new Date('2027-08-10T12:00:00-05:00'))

describe('PlanList', () => {
  it('lists the open plans first, each with what it buys and when a family can join, and the closed plan last', () => {
    render(<PlanList copy={en} status={OPEN} />)
    expect(plans().map((plan) => plan.textContent)).toEqual([
      'Texas College Savings PlanInvested savings for any eligible school, sold directly. Open all year.Open an account, Texas College Savings PlanLog in, Texas College Savings Plan',
      'LoneStar 529 PlanInvested savings for any eligible school, through a financial advisor. Open all year.Open with an advisor, LoneStar 529 PlanLog in, LoneStar 529 Plan',
      "Texas Tuition Promise FundTuition at Texas public colleges, locked in at today's prices. Open through Feb. 28, 2027.Enroll, Texas Tuition Promise FundLog in, Texas Tuition Promise Fund",
      "Texas Guaranteed Tuition PlanClosed to new enrollment.If you have a contract, call 1-800-445-GRAD (4723), option 2",
    ])
  })

  it("gives each open plan a link to join and one to log in, and the closed plan's contract holders its phone option", () => {
    render(<PlanList copy={en} status={OPEN} />)
    const [direct, advisor, fund, closed] = plans()
    expect(within(direct!).getByRole('link', { name: named('Open an account, Texas College Savings Plan') })).toHaveAttribute('href', 'https://www.texascollegesavings.com')
    // An advisor opens a LoneStar 529 Plan account: its link says so (factcheck #47).
    expect(within(advisor!).getByRole('link', { name: named('Open with an advisor, LoneStar 529 Plan') })).toHaveAttribute('href', 'https://www.lonestar529.com')
    // Until the program gives the log-in addresses, each plan's home page (lib/plans.ts).
    expect(within(advisor!).getByRole('link', { name: named('Log in, LoneStar 529 Plan') })).toHaveAttribute('href', 'https://www.lonestar529.com')
    expect(within(fund!).getByRole('link', { name: named('Enroll, Texas Tuition Promise Fund') })).toHaveAttribute('href', 'https://www.texastuitionpromisefund.com')
    const call = within(closed!).getByRole('link', { name: /option 2/ })
    expect(call).toHaveAttribute('href', 'tel:+18004454723')
    expect(call).toHaveClass('plan-action')
  })

  it.each([
    ['newborns', NEWBORNS, 'Newborns only until July 31, 2027; general enrollment from Sept. 1, 2027.', 'Enroll a newborn, Texas Tuition Promise Fund'],
    ['August', AUGUST, 'Enrollment opens Sept. 1, 2027.', 'Learn more, Texas Tuition Promise Fund'],
  ])("words the fund's card by the notice's phase (%s)", (_, status, when, action) => {
    render(<PlanList copy={en} status={status} />)
    expect(plans()[2]).toHaveTextContent(when)
    expect(within(plans()[2]!).getByRole('link', { name: named(action) })).toHaveAttribute('href', 'https://www.texastuitionpromisefund.com')
  })

  it('ends with the guide, the toll-free number and the way to the contact page', () => {
    render(<PlanList copy={en} status={OPEN} />)
    const help = screen.getByText(/^Not sure which plan fits\?/)
    expect(help).toHaveTextContent(
      'Not sure which plan fits? Answer a few questions or call us toll-free at 1-800-445-GRAD (4723) or see all the ways to contact us.',
    )
    expect(within(help).getByRole('link', { name: 'Answer a few questions' })).toHaveAttribute('href', '/which-plan')
    expect(within(help).getByRole('link', { name: 'all the ways to contact us' })).toHaveAttribute('href', '/contact')
  })

  it('gives the help line’s way to reach the program to the program’s article where there is one: said once, the guide kept', () => {
    render(<PlanList copy={en} status={OPEN} help={<HelpLine copy={en} article={<p>Stub help article: call us.</p>} />} />)
    expect(screen.getByText('Stub help article: call us.')).toBeInTheDocument()
    expect(screen.getByText(/^Not sure which plan fits\?/)).toHaveTextContent(/^Not sure which plan fits\? Answer a few questions\.$/)
    expect(screen.getByRole('link', { name: 'Answer a few questions' })).toHaveAttribute('href', '/which-plan')
    expect(screen.queryByText(/call us toll-free/)).toBeNull()
    expect(screen.queryByRole('link', { name: 'all the ways to contact us' })).toBeNull()
    // Still followed by the pages for each audience.
    expect(screen.getByRole('region', { name: en.audiences.heading })).toBeInTheDocument()
  })

  it('speaks Spanish, marks each link to an English-only site, and prints the number in digits', () => {
    render(<PlanList copy={es} status={OPEN} />)
    expect(plans()[0]).toHaveTextContent(
      'Texas College Savings PlanAhorros invertidos para cualquier institución elegible; la cuenta la abre usted. Abierto todo el año.',
    )
    expect(plans()[1]).toHaveTextContent('con un asesor financiero. Abierto todo el año.')
    expect(within(plans()[0]!).getByRole('link', { name: named('Abra una cuenta, Texas College Savings Plan (en inglés)') })).toHaveAttribute('hreflang', 'en')
    expect(within(plans()[0]!).getByRole('link', { name: named('Inicie sesión, Texas College Savings Plan (en inglés)') })).toBeVisible()
    expect(plans()[3]).toHaveTextContent('Si ya tiene un contrato, llame al 1-800-445-4723, opción 2')
    expect(screen.getByRole('link', { name: 'Responda unas preguntas' })).toHaveAttribute('href', '/es/que-plan')
    expect(screen.getByRole('link', { name: 'todas las formas de comunicarse con nosotros' })).toHaveAttribute('href', '/es/contacto')
  })
})
