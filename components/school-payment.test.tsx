import { render, screen, within } from '@testing-library/react'
import { contactDirectory } from '@/lib/contact-directory'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import type { Copy } from '@/lib/copy'
import { COLLEGE_PAGE_RULES, STUDENT_PAGE_RULES } from '@/lib/plan-rules'
import { PLANS } from '@/lib/plans'
import { CollegesPayment, StudentsPayment } from './school-payment'

/** A plan's part of the page, found by its heading's link to the plan's page. */
const partOf = (name: string) => screen.getByRole('link', { name }).closest('.school-payment') as HTMLElement

describe('StudentsPayment', () => {
  it.each([
    ['Texas Tuition Promise Fund', 'Ask the fund to pay, on its website', 'https://www.texastuitionpromisefund.com', 'option 5'],
    ['Texas Guaranteed Tuition Plan', 'How to use a contract, on the plan’s website', 'https://tgtp.org/using-benefits', 'option 2'],
    ['Texas College Savings Plan', 'Texas College Savings Plan: how to ask for a withdrawal', 'https://www.texascollegesavings.com/faqs/', 'option 3'],
    ['LoneStar 529 Plan', 'LoneStar 529 Plan: how to ask for a withdrawal', 'https://www.lonestar529.com/frequently-asked-questions/', 'option 4'],
  ])('gives the %s its way to ask for payment: a link to where it is done, and its phone option with the hours', (name, label, href, option) => {
    render(<StudentsPayment copy={en} />)
    const part = partOf(name)
    expect(within(part).getByRole('link', { name: label })).toHaveAttribute('href', href)
    expect(within(part).getByText(new RegExp(`${option}.*Lines are open Monday to Friday, 8 a\\.m\\. to 5 p\\.m\\. Central time\\.`))).toBeInTheDocument()
  })

  it('states who asks and when, what happens at the school and elsewhere, each rule once, in the rules’ words', () => {
    render(<StudentsPayment copy={en} />)
    const text = document.body.textContent!
    for (const plan of PLANS) {
      for (const rule of Object.values(STUDENT_PAGE_RULES[plan.page]).flat()) expect(text.split(en.rules[rule]).length - 1).toBe(1)
    }
    const fund = partOf('Texas Tuition Promise Fund')
    expect(within(fund).getByText('At the school:').closest('p')!.nextElementSibling).toEqual(within(fund).getByRole('list'))
    expect(within(fund).getAllByRole('listitem').map((item) => item.textContent)).toEqual([en.rules.fundAtSchool, en.rules.fundSchoolBilling, en.rules.fundNotCovered])
    expect(within(fund).getByText(en.rules.fundTransferValue).tagName).toBe('P')
    expect(partOf('Texas Guaranteed Tuition Plan')).toHaveTextContent(`At the school: ${en.rules.tgtpCheckBill}`)
    expect(partOf('LoneStar 529 Plan')).toHaveTextContent(en.usingPlan.whenNeeded)
  })

  it('takes the prepaid plans first and the savings plans together, each under its name as the page’s heading, leading to its page', () => {
    render(<StudentsPayment copy={en} />)
    const headings = screen.getAllByRole('heading')
    expect(headings.map((heading) => heading.tagName)).toEqual(['H2', 'H2', 'H2'])
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Texas Tuition Promise Fund',
      'Texas Guaranteed Tuition Plan',
      'Texas College Savings Plan and LoneStar 529 Plan',
    ])
    expect(within(headings[0]!).getByRole('link')).toHaveAttribute('href', '/plans/texas-tuition-promise-fund')
  })

  it('in Spanish: the rules’ Spanish words, the plan sites marked as English, and that calls are answered in Spanish', () => {
    render(<StudentsPayment copy={es} />)
    const part = partOf('Texas Tuition Promise Fund')
    expect(part).toHaveTextContent(es.rules.fundPayment)
    expect(within(part).getByRole('link', { name: 'Pídale al fondo que pague (en inglés)' })).toHaveAttribute('hreflang', 'en')
    expect(part).toHaveTextContent('opción 5. Horario telefónico: de lunes a viernes')
    expect(part).toHaveTextContent('Le atendemos en español.')
    expect(within(part).getByRole('link', { name: 'Texas Tuition Promise Fund' })).toHaveAttribute('href', '/es/planes/texas-tuition-promise-fund')
  })
})

describe('CollegesPayment', () => {
  const fixture = { ...contactDirectory, schoolServices: { option: 6, email: 'schools@tuition.example.gov', hours: { opens: '08:00', closes: '16:30' } } }

  it('gives school offices their own line first: option, hours and mailbox from the directory', () => {
    render(<CollegesPayment copy={en} directory={fixture} />)
    const [first] = screen.getAllByRole('heading', { level: 2 })
    expect(first).toHaveTextContent('Contact for school offices')
    expect(first!.nextElementSibling).toHaveTextContent(
      'Call our line for school offices at 1-800-445-GRAD (4723), option 6. Lines are open Monday to Friday, 8 a.m. to 4:30 p.m. Central time. Or e-mail schools@tuition.example.gov. Ask us where to send a bill and what it must show.',
    )
    expect(screen.getByRole('link', { name: 'schools@tuition.example.gov' })).toHaveAttribute('href', 'mailto:schools@tuition.example.gov')
  })

  it('without an option or hours of its own, names no option and gives the line’s hours', () => {
    render(<CollegesPayment copy={es} directory={{ ...fixture, schoolServices: { email: 'schools@example.gov' } }} />)
    expect(screen.getAllByRole('heading', { level: 2 })[0]!.nextElementSibling).toHaveTextContent(
      /^Llame a nuestra línea para las oficinas de las instituciones al 1-800-445-4723\. Horario telefónico: de lunes a viernes, de 8\s?a\.\s?m\. a 5\s?p\.\s?m\., hora del Centro\. Le atendemos en español\. O escriba a schools@example\.gov\./,
    )
  })

  it.each([
    ['Texas Tuition Promise Fund', 'Your office bills the plan.'],
    ['Texas Guaranteed Tuition Plan', 'Your office bills the plan.'],
    ['LoneStar 529 Plan', 'Nothing to bill: the plan pays when the account owner asks.'],
  ])('says who starts the %s’s payment, how it reaches the school, and what the office needs from the student', (name, bills) => {
    render(<CollegesPayment copy={en} />)
    const part = partOf(name)
    expect(part).toHaveTextContent(bills)
    const page = PLANS.find((plan) => plan.name === name)!.page
    for (const rule of COLLEGE_PAGE_RULES[page].pays) expect(part).toHaveTextContent(en.rules[rule])
    if (page === 'texasTuitionPromiseFund') expect(part).toHaveTextContent(`What you need from the student: ${en.rules.fundAtSchool}`)
  })

  it.each([en, es] as Copy[])('states each rule once on the page (%#)', (copy) => {
    render(<CollegesPayment copy={copy} />)
    const text = document.body.textContent!
    for (const plan of PLANS) for (const rule of Object.values(COLLEGE_PAGE_RULES[plan.page]).flat()) expect(text.split(copy.rules[rule]).length - 1).toBe(1)
  })
})
