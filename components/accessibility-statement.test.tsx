import { render, screen } from '@testing-library/react'
import { contactDirectory } from '@/lib/contact-directory'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { AccessibilityStatement } from './accessibility-statement'

describe('AccessibilityStatement', () => {
  it('says how far the site complies, the law each standard comes from, how it is checked, its limits and its dates', () => {
    render(<AccessibilityStatement copy={en} directory={contactDirectory} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accessibility statement')
    expect(screen.getByText(/^This website is partially compliant with the Web Content Accessibility Guidelines \(WCAG\) 2\.1 at level AA/)).toBeInTheDocument()
    // The ADA's rule asks WCAG 2.1 AA; Texas's 1 TAC §206.50, WCAG 2.0 AA (factcheck #88).
    expect(screen.getByText('The Americans with Disabilities Act’s rule of April 2024 asks state and local governments’ websites to meet WCAG 2.1 at level AA.')).toBeInTheDocument()
    expect(screen.getByText('Texas asks its agencies’ websites to meet WCAG 2.0 at level AA (1 TAC §206.50, through the federal Section 508 standards).')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'How we check it' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'What is not yet accessible' })).toBeInTheDocument()
    expect(screen.getByText('Prepared Nov. 26, 2026; last reviewed Nov. 27, 2026.')).toBeInTheDocument()
    // Each law's text is linked.
    expect(screen.getByRole('link', { name: '1 Texas Administrative Code §206.50' })).toHaveAttribute('href', expect.stringContaining('texreg.sos.state.tx.us'))
    expect(screen.getByRole('link', { name: /^ADA\.gov: Fact Sheet/ })).toHaveAttribute('href', 'https://www.ada.gov/resources/2024-03-08-web-rule/')
  })

  it('says how soon the coordinator answers, and where to complain beyond them', () => {
    render(<AccessibilityStatement copy={en} directory={contactDirectory} />)
    expect(screen.getByRole('link', { name: 'accessibility@example.gov' }).closest('p')).toHaveTextContent(/We answer e-mail within 2 working days\.$/)
    expect(screen.getByRole('heading', { name: 'If you are not happy with our answer' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'File an ADA complaint (ADA.gov)' })).toHaveAttribute('href', 'https://www.ada.gov/file-a-complaint/')
    expect(screen.getByRole('link', { name: 'Accessibility Policy' })).toHaveAttribute('href', 'https://comptroller.texas.gov/about/policies/accessibility.php')
  })

  it('promises no reply time the directory does not give', () => {
    render(<AccessibilityStatement copy={en} directory={{ ...contactDirectory, generalHelp: { email: 'help@example.gov' } }} />)
    expect(document.body).not.toHaveTextContent('working day')
  })

  it('names the accessibility coordinator from the contact directory, with a link that writes to them', () => {
    render(<AccessibilityStatement copy={en} directory={{ ...contactDirectory, sample: undefined }} />)
    const help = screen.getByRole('link', { name: 'accessibility@example.gov' }).closest('p')!
    expect(help).toHaveTextContent('write to our accessibility coordinator, Dana Ortiz, at accessibility@example.gov, or call us toll-free at 1-800-445-GRAD (4723). We answer e-mail within 2 working days.')
    expect(screen.getByRole('link', { name: 'accessibility@example.gov' })).toHaveAttribute('href', 'mailto:accessibility@example.gov')
  })

  it('in Spanish, with the coordinator’s title in its form, and the Comptroller’s policy marked as English', () => {
    render(<AccessibilityStatement copy={es} directory={{ ...contactDirectory, sample: undefined }} />)
    expect(screen.getByText(/escríbale a nuestra coordinadora de accesibilidad, Dana Ortiz, al correo electrónico/)).toBeInTheDocument()
    expect(screen.getByText('Preparada el 26 de noviembre de 2026; revisada por última vez el 27 de noviembre de 2026.')).toBeInTheDocument()
    expect(screen.getByText(/WCAG\) 2\.1, nivel AA/)).toHaveTextContent(/^Este sitio web cumple parcialmente/)
    expect(screen.getByText(/cumplan las WCAG 2\.0, nivel AA \(1 TAC §206\.50/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Presente una queja de la ADA en ADA.gov (en inglés)' })).toHaveAttribute('hreflang', 'en')
    expect(screen.getByRole('link', { name: 'Política de accesibilidad (en inglés)' })).toHaveAttribute('href', 'https://comptroller.texas.gov/about/policies/accessibility.php')
  })

  it('marks the sample directory’s coordinator as a placeholder', () => {
    render(<AccessibilityStatement copy={en} directory={contactDirectory} />)
    expect(screen.getByText(/Dana Ortiz \(sample\)/)).toBeInTheDocument()
  })
})
