import { render, screen } from '@testing-library/react'
import { contactDirectory } from '@/lib/contact-directory'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { MailtoLink, TollFreeLink } from './contact-links'

describe('TollFreeLink', () => {
  it('shows the number as English readers know it and dials the digits', () => {
    render(<TollFreeLink copy={en} />)
    expect(screen.getByRole('link', { name: '1-800-445-GRAD (4723)' })).toHaveAttribute('href', 'tel:+18004454723')
  })

  it('prints the digits for Spanish readers, to whom the letters of a vanity number mean nothing', () => {
    render(<TollFreeLink copy={es} />)
    expect(screen.getByRole('link', { name: '1-800-445-4723' })).toHaveAttribute('href', 'tel:+18004454723')
  })

  it('prints any directory number in either form', () => {
    const tollFree = { ...contactDirectory.tollFree, display: '1-888-555-0100', dial: '+18885550100' }
    render(
      <>
        <TollFreeLink copy={en} tollFree={tollFree} />
        <TollFreeLink copy={es} tollFree={tollFree} />
      </>,
    )
    expect(screen.getAllByRole('link', { name: '1-888-555-0100' })).toHaveLength(2)
  })
})

describe('MailtoLink', () => {
  it('shows the address and writes to it', () => {
    render(<MailtoLink email="someone@example.gov" />)
    expect(screen.getByRole('link', { name: 'someone@example.gov' })).toHaveAttribute('href', 'mailto:someone@example.gov')
  })
})
