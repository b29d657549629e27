import { render, screen, within } from '@testing-library/react'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { PlanList } from './plan-list'

const plans = () => within(screen.getByRole('list')).getAllByRole('listitem')

describe('PlanList', () => {
  it('names the four plans, each with what it is, whether a family can join it, and where to go', () => {
    render(<PlanList copy={en} />)
    expect(plans().map((plan) => plan.textContent)).toEqual([
      'Texas Guaranteed Tuition PlanPrepaid tuition plan. Closed to new enrollment. Account owners: call 1-800-445-GRAD (4723), option 2.',
      'Texas College Savings PlanCollege savings plan (529), sold directly. Open all year.',
      'LoneStar 529 PlanCollege savings plan (529), through a financial advisor. Open all year.',
      'Texas Tuition Promise FundPrepaid tuition plan. Enrollment Sept. 1 to the end of February.',
    ])
  })

  it('links each open plan to its own site, and the closed one to the phone line', () => {
    render(<PlanList copy={en} />)
    const [closed, ...open] = plans()
    expect(within(closed!).getByRole('link')).toHaveAttribute('href', 'tel:+18004454723')
    expect(open.map((plan) => within(plan).getByRole('link').getAttribute('href'))).toEqual([
      'https://www.texascollegesavings.com',
      'https://www.lonestar529.com',
      'https://www.texastuitionpromisefund.com',
    ])
  })

  it('ends with the toll-free number and the way to the contact page', () => {
    render(<PlanList copy={en} />)
    const help = screen.getByText(/^Not sure which plan fits\?/)
    expect(help).toHaveTextContent('Not sure which plan fits? Call us toll-free at 1-800-445-GRAD (4723) or see all the ways to contact us.')
    expect(within(help).getByRole('link', { name: 'all the ways to contact us' })).toHaveAttribute('href', '/contact')
  })

  it('speaks Spanish, says first that the plans’ sites are in English, and prints the number in digits', () => {
    render(<PlanList copy={es} />)
    expect(screen.getAllByRole('paragraph')[0]).toHaveTextContent('Los sitios de los planes están en inglés.')
    expect(plans()[0]).toHaveTextContent(
      'Texas Guaranteed Tuition PlanPlan de matrícula prepagada. Ya no acepta nuevas inscripciones. Si ya tiene cuenta, llame al 1-800-445-4723, opción 2.',
    )
    expect(plans()[1]).toHaveTextContent('Texas College Savings PlanPlan 529 de ahorro universitario, de venta directa. Abierto todo el año.')
    expect(within(plans()[1]!).getByRole('link')).toHaveAttribute('hreflang', 'en')
    expect(screen.getByRole('link', { name: 'todas las formas de comunicarse con nosotros' })).toHaveAttribute('href', '/es/contacto')
  })
})
