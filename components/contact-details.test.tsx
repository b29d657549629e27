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

  it('lists four staff, each with a title, an extension that dials it and a mailto: link, each name marked as a sample', () => {
    const staff = screen.getByRole('region', { name: 'Staff' })
    const people = within(within(staff).getByRole('list')).getAllByRole('listitem')
    expect(people).toHaveLength(4)
    people.forEach((person, index) => {
      const entry = contactDirectory.staff[index]!
      expect(within(person).getByText(`${entry.name} (sample)`)).toBeInTheDocument()
      expect(within(person).getByText(en.contact.staffTitles[entry.role][entry.titleForm])).toBeInTheDocument()
      expect(within(person).getByRole('link', { name: `Extension ${entry.extension}` })).toHaveAttribute('href', `tel:+18004454723,${entry.extension}`)
      expect(within(person).getByRole('link', { name: entry.email })).toHaveAttribute('href', `mailto:${entry.email}`)
    })
  })

  it('gives each group a heading under the page’s h1', () => {
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'By phone',
      'By e-mail',
      'By mail',
      'Staff',
      'Accessibility',
    ])
  })

  it('gives the line’s hours in Central time and its languages, the e-mail reply time and the postal address, the sample’s box marked as its names are', () => {
    const phone = screen.getByRole('region', { name: 'By phone' })
    expect(phone).toHaveTextContent('Call toll-free: 1-800-445-GRAD (4723). We answer calls in English and Spanish.')
    expect(phone).toHaveTextContent('Lines are open Monday to Friday, 8 a.m. to 5 p.m. Central time.')
    expect(screen.getByRole('region', { name: 'By e-mail' })).toHaveTextContent('help@example.gov. We answer e-mail within 2 working days.')
    expect(screen.getByRole('region', { name: 'By mail' }).querySelector('address')).toHaveTextContent('P.O. Box 00000 (sample)Austin, TX 78700-0000')
  })

  it('names the accessibility coordinator, with a mailto: link', () => {
    const { name, email } = contactDirectory.accessibilityCoordinator
    const section = screen.getByRole('region', { name: 'Accessibility' })
    expect(section).toHaveTextContent(`Accessibility coordinator: ${name} (sample), ${email}`)
    expect(within(section).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  })
})

describe('ContactDetails from a directory without the optional fields', () => {
  const minimal = {
    ...contactDirectory,
    postalAddress: undefined,
    tollFree: { display: contactDirectory.tollFree.display, dial: contactDirectory.tollFree.dial },
    generalHelp: { email: contactDirectory.generalHelp.email },
  }

  it.each([en, es])('leaves out each line the directory does not fill ($locale)', (copy) => {
    render(<ContactDetails directory={minimal} copy={copy} />)
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4)
    expect(document.body).not.toHaveTextContent(/Central time|hora del Centro|working day|días hábiles|Spanish|español\.|inglés/)
    expect(document.querySelector('address')).toBeNull()
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

  it('prints the toll-free number in digits, with its hours and languages in Spanish', () => {
    const phone = screen.getByRole('region', { name: 'Por teléfono' })
    expect(within(phone).getByRole('link', { name: '1-800-445-4723' })).toHaveAttribute('href', 'tel:+18004454723')
    expect(phone).toHaveTextContent('Le atendemos en español.')
    expect(phone).toHaveTextContent('Horario telefónico: de lunes a viernes, de 8 a. m. a 5 p. m., hora del Centro.')
    expect(screen.getByRole('region', { name: 'Por correo postal' })).toBeInTheDocument()
  })

  it('marks every sample value in Spanish', () => {
    expect(screen.getByRole('region', { name: 'Accesibilidad' })).toHaveTextContent(
      `Coordinadora de accesibilidad: ${contactDirectory.accessibilityCoordinator.name} (ejemplo),`,
    )
    expect(document.body).not.toHaveTextContent(/sample/i)
  })
})

describe('ContactDetails from the program’s directory', () => {
  const staffed = {
    ...contactDirectory,
    sample: undefined,
    tollFree: { ...contactDirectory.tollFree, languages: ['en', 'es'] as ('en' | 'es')[] },
    staff: contactDirectory.staff.map((person, index) => ({ ...person, titleForm: index === 0 ? ('feminine' as const) : person.titleForm })),
    accessibilityCoordinator: { ...contactDirectory.accessibilityCoordinator, titleForm: 'feminine' as const },
  }

  it('gives a woman her title in the feminine in Spanish, and the same title in English', () => {
    const { unmount } = render(<ContactDetails directory={staffed} copy={es} />)
    const people = within(screen.getByRole('region', { name: 'Personal' })).getAllByRole('listitem')
    expect(people[0]).toHaveTextContent('Directora del programa')
    expect(people[1]).toHaveTextContent('Administrador de planes')
    const accessibility = within(screen.getByRole('region', { name: 'Accesibilidad' }))
    expect(accessibility.getAllByRole('paragraph')[0]).toHaveTextContent(/^Coordinadora de accesibilidad:/)
    // The site's own statement, beside whom to ask.
    expect(accessibility.getByRole('link', { name: 'Declaración de accesibilidad' })).toHaveAttribute('href', '/es/accesibilidad')
    unmount()
    render(<ContactDetails directory={staffed} copy={en} />)
    expect(within(screen.getByRole('region', { name: 'Staff' })).getAllByRole('listitem')[0]).toHaveTextContent('Program Director')
  })

  it('tells Spanish readers the line serves them in Spanish, once the directory says so', () => {
    render(<ContactDetails directory={staffed} copy={es} />)
    expect(screen.getByRole('region', { name: 'Por teléfono' })).toHaveTextContent('Llame sin costo: 1-800-445-4723. Le atendemos en español.')
    expect(document.body).not.toHaveTextContent('(ejemplo)')
  })
})
