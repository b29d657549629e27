import { render, screen } from '@testing-library/react'
import { EnrollmentNotice } from './enrollment-notice'

describe('EnrollmentNotice', () => {
  it('is a region named by its title, so screen-reader users can find it', () => {
    render(<EnrollmentNotice now={new Date('2026-10-15T12:00:00-05:00')} />)
    const region = screen.getByRole('region', { name: 'Texas Tuition Promise Fund enrollment' })
    expect(region).toHaveTextContent('Enrollment is open through Feb. 28, 2027')
  })

  it('says when enrollment opens while the window is closed', () => {
    render(<EnrollmentNotice now={new Date('2027-05-01T12:00:00-05:00')} />)
    expect(screen.getByRole('region', { name: 'Texas Tuition Promise Fund enrollment' })).toHaveTextContent(
      'Enrollment opens Sept. 1, 2027',
    )
  })

  it('titles the notice with a heading below the page h1', () => {
    render(<EnrollmentNotice now={new Date('2027-05-01T12:00:00-05:00')} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Texas Tuition Promise Fund enrollment' })).toBeVisible()
  })
})
