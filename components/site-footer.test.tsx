import { render, screen, within } from '@testing-library/react'
import { contactDirectory } from '@/lib/contact-directory'
import { COPY, type Copy } from '@/lib/copy'
import { en } from '@/lib/copy/en'
import { SiteFooter } from './site-footer'

const ADMISSION_DISCLAIMER = en.footer.disclaimer

function renderFooter(copy: Copy = en) {
  render(<SiteFooter copy={copy} />)
  return screen.getByRole('contentinfo')
}

describe('SiteFooter', () => {
  it('says the plans guarantee no college acceptance and students must meet admission requirements', () => {
    const footer = renderFooter()
    expect(within(footer).getByText(ADMISSION_DISCLAIMER, { exact: false })).toBeInTheDocument()
    expect(ADMISSION_DISCLAIMER).toMatch(/do not guarantee .* accepted at any college/)
    expect(ADMISSION_DISCLAIMER).toMatch(/must meet .*normal admission requirements/)
  })

  it('links the three plan sites, in a labelled navigation', () => {
    renderFooter()
    const plans = screen.getByRole('navigation', { name: 'Plan websites' })
    const links = within(plans).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Texas College Savings Plan', 'https://www.texascollegesavings.com'],
      ['LoneStar 529 Plan', 'https://www.lonestar529.com'],
      ['Texas Tuition Promise Fund', 'https://www.texastuitionpromisefund.com'],
    ])
  })

  it('links the students’ and the colleges’ pages and the site’s accessibility statement, beside the Comptroller’s policy', () => {
    const footer = renderFooter()
    const help = within(footer).getByRole('navigation', { name: 'Help with the plans' })
    expect(within(help).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['For students', '/using-a-plan'],
      ['For colleges', '/colleges-and-universities'],
      ['Accessibility statement', '/accessibility'],
    ])
    expect(within(footer).getByRole('link', { name: 'Accessibility Policy' })).toHaveAttribute('href', 'https://comptroller.texas.gov/about/policies/accessibility.php')
  })

  it('links Contact Us to this site’s /contact page', () => {
    const footer = renderFooter()
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  })

  it('starts with how to reach the program: the toll-free number, the help mailbox and Contact Us', () => {
    const footer = renderFooter()
    const help = within(footer).getByRole('region', { name: 'Call or e-mail us' })
    expect(within(help).getByRole('link', { name: contactDirectory.tollFree.display })).toHaveAttribute(
      'href',
      `tel:${contactDirectory.tollFree.dial}`,
    )
    expect(within(help).getByRole('link', { name: contactDirectory.generalHelp.email })).toHaveAttribute(
      'href',
      `mailto:${contactDirectory.generalHelp.email}`,
    )
    expect(within(help).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    // First in the footer, so it sits in the same place, right after the main content, on every page.
    expect(within(footer).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Call or e-mail us')
    expect(within(footer).getAllByRole('link')[0]).toHaveAttribute('href', `tel:${contactDirectory.tollFree.dial}`)
  })

  it('links the Comptroller’s privacy and accessibility policies and the Comptroller’s site', () => {
    const footer = renderFooter()
    expect(within(footer).getByRole('link', { name: 'Privacy and Security Policy' }).getAttribute('href')).toMatch(
      /^https:\/\/comptroller\.texas\.gov\/.+/,
    )
    expect(within(footer).getByRole('link', { name: 'Accessibility Policy' }).getAttribute('href')).toMatch(
      /^https:\/\/comptroller\.texas\.gov\/.+/,
    )
    expect(within(footer).getByRole('link', { name: 'Texas Comptroller of Public Accounts' })).toHaveAttribute(
      'href',
      'https://comptroller.texas.gov/',
    )
  })

  it('carries the 2008 copyright line naming the Texas Comptroller of Public Accounts', () => {
    const footer = renderFooter()
    expect(within(footer).getByText(/© 2008 Texas Comptroller of Public Accounts\.$/)).toBeInTheDocument()
  })

  it('labels every navigation in it, so screen-reader users can tell them apart', () => {
    const footer = renderFooter()
    const navigations = within(footer).getAllByRole('navigation')
    expect(navigations.length).toBeGreaterThanOrEqual(2)
    const names = navigations.map((nav) => {
      const labelId = nav.getAttribute('aria-labelledby')
      return (labelId ? document.getElementById(labelId)?.textContent : nav.getAttribute('aria-label')) ?? ''
    })
    for (const name of names) expect(name.trim()).not.toBe('')
    expect(new Set(names).size).toBe(names.length)
  })

  it('opens every external link as https', () => {
    const footer = renderFooter()
    for (const link of within(footer).getAllByRole('link')) {
      const href = link.getAttribute('href') ?? ''
      if (!/^(\/|mailto:|tel:)/.test(href)) expect(href).toMatch(/^https:\/\//)
    }
  })

  it('speaks Spanish on Spanish pages: disclaimer, headings, link labels, copyright, Contact Us', () => {
    const footer = renderFooter(COPY.es)
    expect(within(footer).getByText(COPY.es.footer.disclaimer, { exact: false })).toBeInTheDocument()
    expect(within(footer).getByRole('navigation', { name: 'Sitios web' })).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'Privacidad y seguridad (en inglés)' })).toHaveAttribute(
      'href',
      'https://comptroller.texas.gov/about/policies/privacy.php',
    )
    expect(within(footer).getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/es/contacto')
    expect(within(footer).getByText(/© 2008 Contralor de Cuentas Públicas de Texas\.$/)).toBeInTheDocument()
  })

  it('tells Spanish readers, before the links, that they lead to English pages, and sends Texas.gov to its Spanish pages', () => {
    const footer = renderFooter(COPY.es)
    const note = within(footer).getByText('Enlaces a sitios en inglés, salvo Texas.gov:')
    // The note comes after this site's own Spanish pages, before the groups of links to other sites.
    const [help, ...elsewhere] = within(footer).getAllByRole('navigation')
    expect(help).toHaveAccessibleName('Ayuda con los planes')
    expect(note.compareDocumentPosition(help!) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy()
    expect(note.compareDocumentPosition(elsewhere[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(help!).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/es/usar-un-plan', '/es/instituciones-de-educacion-superior', '/es/accesibilidad'])
    expect(within(footer).getByRole('link', { name: 'Texas.gov' })).toHaveAttribute('href', 'https://www.texas.gov/es/')
    // Each English page's link says so to a screen reader that reaches it by landmark, past the note.
    const links = elsewhere.flatMap((group) => within(group).getAllByRole('link'))
    expect(links.filter((link) => !link.textContent!.endsWith(' (en inglés)')).map((link) => link.textContent)).toEqual(['Texas.gov'])
    const plan = within(elsewhere[0]!).getAllByRole('link')[0]!
    expect(plan).toHaveAttribute('hreflang', 'en')
    expect(plan.querySelector('[lang="en"]')).toHaveTextContent('Texas College Savings Plan')
  })

  it('leaves English readers without the note, and Texas.gov in English', () => {
    const footer = renderFooter()
    expect(within(footer).queryByText(/inglés/)).toBeNull()
    expect(within(footer).getByRole('link', { name: 'Texas.gov' })).toHaveAttribute('href', 'https://www.texas.gov/')
  })

  it('keeps every link 1 TAC §206.54 asks for, in each language', () => {
    for (const copy of [en, COPY.es]) {
      const { unmount } = render(<SiteFooter copy={copy} />)
      const footer = screen.getByRole('contentinfo')
      for (const key of ['privacy', 'accessibility', 'linking', 'openRecords', 'compact', 'comptroller', 'texasGov', 'homelandSecurity', 'trail', 'fraud'] as const) {
        const name = new RegExp(`^${copy.footer.links[key].replace(/[()]/g, '\\$&')}( \\(en inglés\\))?$`)
        expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//))
      }
      unmount()
    }
  })
})
