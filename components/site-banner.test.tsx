import { render, screen, within } from '@testing-library/react'
import { COPY, type Copy } from '@/lib/copy'
import { en } from '@/lib/copy/en'
import { SiteBanner } from './site-banner'

// jsdom applies no stylesheet, so both layouts (phone and wide) are visible here; the browser
// tests check that a screen shows exactly one.
function renderBanner(copy: Copy = en) {
  render(<SiteBanner copy={copy} />)
  return screen.getByRole('banner')
}

describe('SiteBanner', () => {
  it.each([
    ['English', en, '/', 'Texas Prepaid Tuition and College Savings Plans, Texas Comptroller of Public Accounts: home'],
    ['Spanish', COPY.es, '/es', 'Planes de Matrícula Prepagada y Ahorro Universitario de Texas, Contralor de Cuentas Públicas de Texas: página principal'],
  ])('is one link to the %s home page, drawn as images named after the site and the agency', (_, copy, home, name) => {
    const banner = renderBanner(copy)
    const link = within(banner).getByRole('link')
    expect(link).toHaveAttribute('href', home)
    expect(within(link).getAllByRole('img', { name })).toHaveLength(2)
  })

  it.each([['English', en], ['Spanish', COPY.es]])('spells out the site name in its %s lettering, in each layout', (_, copy) => {
    const banner = renderBanner(copy)
    for (const image of within(banner).getAllByRole('img')) {
      const lines = [...image.querySelectorAll('text')].flatMap((text) => {
        const spans = [...text.querySelectorAll('tspan')]
        return spans.length > 0 ? spans.map((span) => span.textContent) : [text.textContent]
      })
      expect(lines.join(' ')).toBe(copy.siteName)
    }
  })

  it('needs no request to paint: no image file, only references inside the page', () => {
    const banner = renderBanner()
    expect(banner.querySelector('img, image, use, foreignObject')).toBeNull()
    const references = [...banner.querySelectorAll('svg *')].flatMap((element) =>
      [...element.attributes].map((attribute) => attribute.value).filter((value) => /url\(|href|\//.test(value)),
    )
    expect(references.length).toBeGreaterThan(0)
    for (const reference of references) expect(reference).toMatch(/^url\(#[\w-]+\)$/)
  })

  it('gives each layout its own background, so hiding one never blanks the other', () => {
    const banner = renderBanner()
    const images = within(banner).getAllByRole('img')
    const ownGradients = images.map((image) => {
      const gradientId = image.querySelector('linearGradient')?.id
      const fill = image.querySelector('rect')?.getAttribute('fill')
      expect(fill).toBe(`url(#${gradientId})`)
      return gradientId
    })
    expect(new Set(ownGradients).size).toBe(images.length)
  })
})
