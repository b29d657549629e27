import { render, screen, within } from '@testing-library/react'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { enrollmentStatus } from '@/lib/enrollment-window'
import { EnrollmentNotice } from './enrollment-notice'

const FUND_SITE = 'https://www.texastuitionpromisefund.com'
const at = (iso: string) => enrollmentStatus(new Date(iso))

describe('EnrollmentNotice', () => {
  it('is a region named by its title, so screen-reader users can find it', () => {
    render(<EnrollmentNotice status={at('2026-10-15T12:00:00-05:00')} copy={en} />)
    const region = screen.getByRole('region', { name: 'Texas Tuition Promise Fund' })
    expect(region).toHaveTextContent("You can enroll until the end of the day on Feb. 28, 2027 (Central time). Add the dates to your calendar.Enroll on the fund's website")
  })

  it.each([
    ['open', '2026-10-15T12:00:00-05:00', "Enroll on the fund's website"],
    ['closed but for newborns', '2027-05-01T12:00:00-05:00', "Enroll a newborn on the fund's website"],
    ['closed', '2027-08-10T12:00:00-05:00', "Learn more on the fund's website"],
  ])('links to the fund’s site to act on it while enrollment is %s, as one large link', (_, iso, linkText) => {
    render(<EnrollmentNotice status={at(iso)} copy={en} />)
    const link = within(screen.getByRole('region')).getByRole('link', { name: linkText })
    expect(link).toHaveAttribute('href', FUND_SITE)
    expect(link).toHaveClass('plan-action')
  })

  it('links the fund’s dates as a calendar file, in the page’s language', () => {
    render(<EnrollmentNotice status={at('2027-05-01T12:00:00-05:00')} copy={en} />)
    expect(screen.getByRole('link', { name: 'Add the dates to your calendar' })).toHaveAttribute('href', '/tuition-promise-fund-dates.ics')
  })

  it('from March through July, leads with what a family can still do and by when: enroll a newborn, until the end of July 31, Central time', () => {
    render(<EnrollmentNotice status={at('2027-05-01T12:00:00-05:00')} copy={en} />)
    const text = screen.getByRole('region').querySelector('p')!.textContent!
    expect(text.split('. ')[0]).toBe("You can still enroll a newborn until the end of the day on July 31, 2027 (Central time), at this year's prices")
    expect(text).toContain('The child must be under 1 year old on the day you enroll. General enrollment opens again Sept. 1.')
  })

  it('titles the notice with a heading, placed before the page h1', () => {
    render(<EnrollmentNotice status={at('2027-05-01T12:00:00-05:00')} copy={en} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Texas Tuition Promise Fund' })).toBeVisible()
  })

  it('speaks Spanish on Spanish pages, with the date in Spanish and the English-only site marked', () => {
    render(<EnrollmentNotice status={at('2026-10-15T12:00:00-05:00')} copy={es} />)
    const region = screen.getByRole('region', { name: 'Texas Tuition Promise Fund' })
    expect(region).toHaveTextContent('Puede inscribirse hasta el final del día 28 de febrero de 2027 (hora del Centro).')
    // The fund's registered name, read as English.
    expect(within(region).getByRole('heading').querySelector('[lang="en"]')).toHaveTextContent('Texas Tuition Promise Fund')
    expect(within(region).getByRole('link', { name: 'Inscríbase en el sitio web del fondo (en inglés)' })).toHaveAttribute('hreflang', 'en')
    expect(within(region).getByRole('link', { name: 'Agregue las fechas a su calendario' })).toHaveAttribute('href', '/fechas-tuition-promise-fund.ics')
  })

  it('names the newborn in the Spanish link, so it reads alone in a list of links', () => {
    render(<EnrollmentNotice status={at('2027-05-01T12:00:00-05:00')} copy={es} />)
    const text = screen.getByRole('region').querySelector('p')!.textContent!
    expect(text.split('. ')[0]).toBe('Todavía puede inscribir a un recién nacido hasta el final del día 31 de julio de 2027 (hora del Centro), a los precios de este año')
    expect(text).toContain('El bebé debe tener menos de un año el día de la inscripción. La inscripción general vuelve a abrirse el 1 de septiembre.')
    expect(screen.getByRole('link', { name: 'Inscriba a un bebé en el sitio web del fondo (en inglés)' })).toBeVisible()
  })
})
