import { render, screen } from '@testing-library/react'
import { contactDirectory } from '@/lib/contact-directory'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { AccessibilityStatement } from './accessibility-statement'

describe('AccessibilityStatement', () => {
  it('names the standard, how it is checked, its limits, whom to ask and its date', () => {
    render(<AccessibilityStatement copy={en} directory={contactDirectory} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accessibility statement')
    expect(screen.getByText(/Web Content Accessibility Guidelines \(WCAG\) 2\.1 at level AA/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'How we check it' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'What is not yet accessible' })).toBeInTheDocument()
    expect(screen.getByText('Prepared Nov. 26, 2026, and reviewed the same day.')).toBeInTheDocument()
  })

  it('names the accessibility coordinator from the contact directory, with a link that writes to them', () => {
    render(<AccessibilityStatement copy={en} directory={{ ...contactDirectory, sample: undefined }} />)
    const help = screen.getByRole('link', { name: 'accessibility@example.gov' }).closest('p')!
    expect(help).toHaveTextContent('write to our accessibility coordinator, Dana Ortiz, at accessibility@example.gov, or call us toll-free at 1-800-445-GRAD (4723).')
    expect(screen.getByRole('link', { name: 'accessibility@example.gov' })).toHaveAttribute('href', 'mailto:accessibility@example.gov')
  })

  it('in Spanish, with the coordinator’s title in its form, and the Comptroller’s policy marked as English', () => {
    render(<AccessibilityStatement copy={es} directory={{ ...contactDirectory, sample: undefined }} />)
    expect(screen.getByText(/escríbale a nuestra coordinadora de accesibilidad, Dana Ortiz, al correo/)).toBeInTheDocument()
    expect(screen.getByText('Preparada el 26 de noviembre de 2026 y revisada el mismo día.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Política de accesibilidad (en inglés)' })).toHaveAttribute('href', 'https://comptroller.texas.gov/about/policies/accessibility.php')
  })

  it('marks the sample directory’s coordinator as a placeholder', () => {
    render(<AccessibilityStatement copy={en} directory={contactDirectory} />)
    expect(screen.getByText(/Dana Ortiz \(sample\)/)).toBeInTheDocument()
  })
})
