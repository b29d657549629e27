import { render, screen, within } from '@testing-library/react'
import { contactDirectory } from '@/lib/contact-directory'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { ContactDetails } from './contact-details'

describe('ContactDetails', () => {
  beforeEach(() => {
    render(<ContactDetails directory={contactDirectory} copy={en} />)
  })

  it('shows the toll-free number as a link that dials it', () => {
    expect(screen.getByRole('link', { name: '1-800-445-GRAD (4723)' })).toHaveAttribute('href', 'tel:+18004454723')
  })

  it('lists the phone menu: options #2 to #5, one per plan, in order', () => {
    const phone = screen.getByRole('region', { name: 'By phone' })
    const options = within(within(phone).getByRole('list')).getAllByRole('listitem')
    expect(options.map((option) => option.textContent)).toEqual([
      'Option #2: Texas Guaranteed Tuition Plan',
      'Option #3: Texas College Savings Plan',
      'Option #4: LoneStar 529 Plan',
      'Option #5: Texas Tuition Promise Fund',
    ])
  })

  it('links the general help mailbox with mailto:', () => {
    const email = screen.getByRole('region', { name: 'By e-mail' })
    const { email: address } = contactDirectory.generalHelp
    expect(within(email).getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`)
  })

  it('lists four staff, each with a title, a phone extension and a mailto: link', () => {
    const staff = screen.getByRole('region', { name: 'Staff' })
    const people = within(within(staff).getByRole('list')).getAllByRole('listitem')
    expect(people).toHaveLength(4)
    people.forEach((person, index) => {
      const entry = contactDirectory.staff[index]!
      expect(within(person).getByText(entry.name)).toBeInTheDocument()
      expect(within(person).getByText(en.contact.staffTitles[entry.role][entry.titleForm])).toBeInTheDocument()
      expect(within(person).getByText(`Extension ${entry.extension}`)).toBeInTheDocument()
      expect(within(person).getByRole('link', { name: entry.email })).toHaveAttribute('href', `mailto:${entry.email}`)
    })
  })

  it('gives each group a heading under the page’s h1', () => {
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'By phone',
      'By e-mail',
      'Staff',
      'Accessibility',
    ])
  })

  it('names the accessibility coordinator, with a mailto: link', () => {
    const { name, email } = contactDirectory.accessibilityCoordinator
    const section = screen.getByRole('region', { name: 'Accessibility' })
    expect(section).toHaveTextContent(`Accessibility coordinator: ${name}, ${email}`)
    expect(within(section).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  })

  it('says nothing about the phone line’s languages in English', () => {
    expect(screen.getByRole('region', { name: 'By phone' })).not.toHaveTextContent(/Spanish|español/i)
  })
})

describe('ContactDetails in Spanish', () => {
  beforeEach(() => {
    render(<ContactDetails directory={contactDirectory} copy={es} />)
  })

  it('lists the phone options in Spanish, the plans under their registered names', () => {
    const phone = screen.getByRole('region', { name: 'Por teléfono' })
    expect(within(within(phone).getByRole('list')).getAllByRole('listitem').map((option) => option.textContent)).toEqual([
      'Opción 2: Texas Guaranteed Tuition Plan',
      'Opción 3: Texas College Savings Plan',
      'Opción 4: LoneStar 529 Plan',
      'Opción 5: Texas Tuition Promise Fund',
    ])
  })

  it('names the mailbox, the staff titles and the extensions in Spanish', () => {
    expect(screen.getByRole('region', { name: 'Por correo electrónico' })).toHaveTextContent('Correo electrónico de ayuda: help@example.gov')
    const staff = screen.getByRole('region', { name: 'Personal' })
    const people = within(within(staff).getByRole('list')).getAllByRole('listitem')
    expect(people[0]).toHaveTextContent('Director del programa')
    expect(people[0]).toHaveTextContent(`Extensión ${contactDirectory.staff[0]!.extension}`)
  })

  it('prints the toll-free number in digits and, until the program says which languages the line serves, says nothing of them', () => {
    const phone = screen.getByRole('region', { name: 'Por teléfono' })
    expect(within(phone).getByRole('link', { name: '1-800-445-4723' })).toHaveAttribute('href', 'tel:+18004454723')
    expect(phone).not.toHaveTextContent(/español|inglés/)
  })
})

describe('ContactDetails from the program’s directory', () => {
  const staffed = {
    ...contactDirectory,
    tollFree: { ...contactDirectory.tollFree, languages: ['en', 'es'] as ('en' | 'es')[] },
    staff: contactDirectory.staff.map((person, index) => ({ ...person, titleForm: index === 0 ? ('feminine' as const) : person.titleForm })),
    accessibilityCoordinator: { ...contactDirectory.accessibilityCoordinator, titleForm: 'feminine' as const },
  }

  it('gives a woman her title in the feminine in Spanish, and the same title in English', () => {
    const { unmount } = render(<ContactDetails directory={staffed} copy={es} />)
    const people = within(screen.getByRole('region', { name: 'Personal' })).getAllByRole('listitem')
    expect(people[0]).toHaveTextContent('Directora del programa')
    expect(people[1]).toHaveTextContent('Administrador de planes')
    expect(within(screen.getByRole('region', { name: 'Accesibilidad' })).getByRole('paragraph')).toHaveTextContent(/^Coordinadora de accesibilidad:/)
    unmount()
    render(<ContactDetails directory={staffed} copy={en} />)
    expect(within(screen.getByRole('region', { name: 'Staff' })).getAllByRole('listitem')[0]).toHaveTextContent('Program Director')
  })

  it('tells Spanish readers the line serves them in Spanish, once the directory says so', () => {
    render(<ContactDetails directory={staffed} copy={es} />)
    expect(screen.getByRole('region', { name: 'Por teléfono' })).toHaveTextContent('Llame sin costo: 1-800-445-4723 Le atendemos en español.')
  })
})
