import { render, screen, within } from '@testing-library/react'
import { SITE_NAME } from '@/lib/site-copy'
import { BANNER_NAME, SiteBanner } from './site-banner'

// jsdom applies no stylesheet, so both layouts (phone and wide) are visible here; the browser
// tests check that a screen shows exactly one.
function renderBanner() {
  render(<SiteBanner />)
  return screen.getByRole('banner')
}

describe('SiteBanner', () => {
  it('is one link home, drawn as images named after the site and the agency', () => {
    const banner = renderBanner()
    const link = within(banner).getByRole('link')
    expect(link).toHaveAttribute('href', '/')
    expect(within(link).getAllByRole('img', { name: BANNER_NAME })).toHaveLength(2)
    expect(BANNER_NAME).toContain(SITE_NAME)
  })

  it('spells out the site name in its lettering, in each layout', () => {
    const banner = renderBanner()
    for (const image of within(banner).getAllByRole('img')) {
      const lines = [...image.querySelectorAll('text')].flatMap((text) => {
        const spans = [...text.querySelectorAll('tspan')]
        return spans.length > 0 ? spans.map((span) => span.textContent) : [text.textContent]
      })
      expect(lines.join(' ')).toBe(SITE_NAME)
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
