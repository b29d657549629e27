import { render, screen, within } from '@testing-library/react'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { ComparePlans } from './compare-plans'

describe('ComparePlans', () => {
  it('is one table, with a caption, a column a plan and a row a question, each a header cell with its scope', () => {
    render(<ComparePlans copy={en} />)
    const table = screen.getByRole('table', { name: 'The four plans side by side' })
    const columns = within(table).getAllByRole('columnheader')
    expect(columns.map((cell) => cell.textContent)).toEqual(['Texas College Savings Plan', 'LoneStar 529 Plan', 'Texas Tuition Promise Fund', 'Texas Guaranteed Tuition Plan'])
    for (const cell of columns) expect(cell).toHaveAttribute('scope', 'col')
    const rows = within(table).getAllByRole('rowheader')
    expect(rows.map((cell) => cell.textContent)).toEqual([
      'Kind of plan',
      'What it pays for',
      'What it is worth',
      'What it costs',
      'Who can join',
      'When to join',
      'How to join',
      'Account owners call',
    ])
    for (const cell of rows) expect(cell).toHaveAttribute('scope', 'row')
  })

  it('words each cell as the plan’s own page does: its rule (lib/plan-rules.ts), or a label from its data and the phone option', () => {
    render(<ComparePlans copy={en} />)
    const row = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent)
    const { rules } = en
    expect(row('What it pays for')).toEqual([rules.savingsExpenses, rules.savingsExpenses, rules.fundUnits, rules.tgtpPays])
    expect(row('What it is worth')).toEqual([rules.savingsAccount, rules.savingsAccount, rules.fundUnitTypes, rules.tgtpWorth])
    // Who may join, in each plan's own legal term: never "Anyone" (factcheck #13, #17).
    expect(row('Who can join')).toEqual([rules.savingsBuyers, rules.savingsBuyers, rules.fundBuyers, rules.tgtpClosed])
    expect(row('Who can join')[2]).toContain('any U.S. citizen or resident alien 18 or older')
    expect(row('When to join')).toEqual(['Any day of the year', 'Any day of the year', rules.fundWindow, 'Closed'])
    expect(row('How to join')).toEqual([rules.tcspHow, rules.lonestarHow, rules.fundHow, 'Closed'])
    expect(row('Account owners call')).toEqual(['Option 3', 'Option 4', 'Option 5', 'Option 2'])
  })

  it('says who runs the plans, and tells families outside Texas to check their own state’s tax benefits', () => {
    render(<ComparePlans copy={en} />)
    expect(screen.getByText(en.rules.administrator, { exact: false })).toBeInTheDocument()
    expect(screen.getByText(en.rules.outOfStateTax)).toBeInTheDocument()
  })

  it('leads from each plan’s name to its page, in the page’s language, its name marked as English on Spanish pages', () => {
    render(<ComparePlans copy={es} />)
    const link = screen.getByRole('link', { name: 'Texas Tuition Promise Fund' })
    expect(link).toHaveAttribute('href', '/es/planes/texas-tuition-promise-fund')
    expect(link.querySelector('[lang="en"]')).toHaveTextContent('Texas Tuition Promise Fund')
    expect(screen.getByRole('table', { name: 'Comparación de los cuatro planes' })).toBeInTheDocument()
  })

  it('says what each open plan costs by a link to this year’s figures on its page, with no price of its own', () => {
    render(<ComparePlans copy={es} />)
    const row = screen.getByRole('rowheader', { name: 'Cuánto cuesta' }).closest('tr')!
    const links = within(row).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/es/planes/texas-college-savings-plan#figures',
      '/es/planes/lonestar-529-plan#figures',
      '/es/planes/texas-tuition-promise-fund#figures',
    ])
    // Each link says whose figures it leads to, for lists of links.
    expect(links[2]).toHaveTextContent('Precios y cuotas de este año, Texas Tuition Promise Fund')
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('Ya no acepta nuevas inscripciones')
    expect(row.textContent).not.toContain('$')
  })

  it('scrolls in a box a keyboard can reach, named apart from the table so its name is not heard twice', () => {
    render(<ComparePlans copy={en} />)
    expect(screen.getByRole('region', { name: 'Plans compared: scroll to see every plan' })).toHaveAttribute('tabindex', '0')
  })
})
