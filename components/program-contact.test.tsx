import { render, screen, within } from '@testing-library/react'
import { contactDirectory, type ContactDirectory } from '@/lib/contact-directory'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { ProgramContact } from './program-contact'

function renderContact(directory: ContactDirectory = contactDirectory) {
  render(<ProgramContact directory={directory} copy={en} />)
  return screen.getByRole('region', { name: 'Call or e-mail us' })
}

describe('ProgramContact', () => {
  it('is a region named by its own h2, so screen-reader users can find it by landmark or heading', () => {
    const region = renderContact()
    expect(within(region).getByRole('heading', { level: 2, name: 'Call or e-mail us' })).toBeInTheDocument()
  })

  it('offers the toll-free number as a link that dials it', () => {
    const region = renderContact()
    expect(within(region).getByRole('link', { name: '1-800-445-GRAD (4723)' })).toHaveAttribute('href', 'tel:+18004454723')
  })

  it('offers the general help mailbox as a mailto: link', () => {
    const region = renderContact()
    const { email } = contactDirectory.generalHelp
    expect(within(region).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  })

  it('says it in one short list: the number, the mailbox and Contact Us, in that order', () => {
    const region = renderContact()
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1-800-445-GRAD (4723)',
      contactDirectory.generalHelp.email,
      'Contact Us',
    ])
  })

  it('links Contact Us, for the phone menu and the staff list', () => {
    const region = renderContact()
    expect(within(region).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  })

  it('speaks Spanish on Spanish pages, linking the Spanish Contact Us', () => {
    render(<ProgramContact directory={contactDirectory} copy={es} />)
    const region = screen.getByRole('region', { name: 'Llámenos o escríbanos' })
    expect(within(region).getByRole('link', { name: '1-800-445-4723' })).toHaveAttribute('href', 'tel:+18004454723')
    expect(within(region).getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/es/contacto')
  })

  it('shows whatever the contact directory holds, and nothing written in the component', () => {
    const region = renderContact({
      ...contactDirectory,
      tollFree: { display: '1-888-555-0100', dial: '+18885550100' },
      generalHelp: { email: 'plans@example.gov' },
    })
    expect(within(region).getByRole('link', { name: '1-888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100')
    expect(within(region).getByRole('link', { name: 'plans@example.gov' })).toHaveAttribute('href', 'mailto:plans@example.gov')
    expect(region).not.toHaveTextContent(contactDirectory.tollFree.display)
    expect(region).not.toHaveTextContent(contactDirectory.generalHelp.email)
  })
})
