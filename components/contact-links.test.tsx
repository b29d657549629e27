import { render, screen } from '@testing-library/react'
import { contactDirectory } from '@/lib/contact-directory'
import { MailtoLink, TollFreeLink } from './contact-links'

describe('TollFreeLink', () => {
  it('shows the number as visitors read it and dials the digits', () => {
    render(<TollFreeLink tollFree={contactDirectory.tollFree} />)
    expect(screen.getByRole('link', { name: '1-800-445-GRAD (4723)' })).toHaveAttribute('href', 'tel:+18004454723')
  })
})

describe('MailtoLink', () => {
  it('shows the address and writes to it', () => {
    render(<MailtoLink email="someone@example.gov" />)
    expect(screen.getByRole('link', { name: 'someone@example.gov' })).toHaveAttribute('href', 'mailto:someone@example.gov')
  })
})
