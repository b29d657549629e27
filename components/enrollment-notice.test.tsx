import { render, screen } from '@testing-library/react'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { EnrollmentNotice } from './enrollment-notice'

describe('EnrollmentNotice', () => {
  it('is a region named by its title, so screen-reader users can find it', () => {
    render(<EnrollmentNotice now={new Date('2026-10-15T12:00:00-05:00')} copy={en} />)
    const region = screen.getByRole('region', { name: 'Texas Tuition Promise Fund enrollment' })
    expect(region).toHaveTextContent('Enrollment is open through Feb. 28, 2027')
  })

  it('says when enrollment opens while the window is closed', () => {
    render(<EnrollmentNotice now={new Date('2027-05-01T12:00:00-05:00')} copy={en} />)
    expect(screen.getByRole('region', { name: 'Texas Tuition Promise Fund enrollment' })).toHaveTextContent(
      'Enrollment opens Sept. 1, 2027',
    )
  })

  it('titles the notice with a heading below the page h1', () => {
    render(<EnrollmentNotice now={new Date('2027-05-01T12:00:00-05:00')} copy={en} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Texas Tuition Promise Fund enrollment' })).toBeVisible()
  })

  it('speaks Spanish on Spanish pages, with the date in Spanish', () => {
    render(<EnrollmentNotice now={new Date('2026-10-15T12:00:00-05:00')} copy={es} />)
    expect(screen.getByRole('region', { name: 'Inscripción en el Texas Tuition Promise Fund' })).toHaveTextContent(
      'La inscripción está abierta hasta el 28 de febrero de 2027',
    )
  })
})
