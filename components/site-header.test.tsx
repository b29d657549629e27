import { render, screen, within } from '@testing-library/react'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { usePathname } from 'next/navigation'
import { PAGE_PATHS, type Copy } from '@/lib/copy'
import { SiteHeader } from './site-header'

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }))

/** The banner as the root layout renders it, at the page's address (a 404: an unknown one). */
function renderHeader(copy: Copy = en, page: 'home' | 'contact' | 'notFound' = 'home') {
  jest.mocked(usePathname).mockReturnValue(page === 'notFound' ? `${PAGE_PATHS.home[copy.locale]}/no-such-page` : PAGE_PATHS[page][copy.locale])
  render(<SiteHeader copy={copy} />)
  return screen.getByRole('banner')
}

describe('SiteHeader', () => {
  it.each([
    ['English', en, '/', 'Texas Prepaid Tuition and College Savings Plans'],
    ['Spanish', es, '/es', 'Planes de Matrícula Prepagada y Ahorro Universitario de Texas'],
  ])('names the site once, in %s text that links to its home page', (_, copy, home, name) => {
    const banner = renderHeader(copy)
    expect(within(banner).getByRole('link', { name })).toHaveAttribute('href', home)
    expect(banner.textContent).toContain(`${copy.banner.title} ${copy.banner.subtitle}`)
  })

  it('leads with Contact Us and the other language, before the name, in a named navigation', () => {
    const banner = renderHeader()
    const nav = within(banner).getByRole('navigation', { name: 'Contact and language' })
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Contact Us', '/contact'],
      ['Español', '/es'],
    ])
    expect(within(banner).getAllByRole('link')[0]).toHaveTextContent('Contact Us')
  })

  it.each([
    ['home', en, '/es'],
    ['contact', en, '/es/contacto'],
    ['notFound', en, '/es'],
    ['home', es, '/'],
    ['notFound', es, '/'],
    ['contact', es, '/contact'],
  ] as const)('links the %s page to the same page in the other language', (page, copy, target) => {
    const banner = renderHeader(copy, page)
    const language = within(banner).getByRole('link', { name: copy === en ? 'Español' : 'English' })
    expect(language).toHaveAttribute('href', target)
    expect(language).toHaveAttribute('lang', copy === en ? 'es' : 'en')
    expect(language).toHaveAttribute('hreflang', copy === en ? 'es' : 'en')
  })

  it('marks Contact Us as the current page on the contact page only', () => {
    renderHeader(es, 'contact')
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('aria-current', 'page')
  })

  it.each(['home', 'notFound'] as const)('marks no link as current on the %s page', (page) => {
    renderHeader(en, page)
    expect(screen.getByRole('link', { name: 'Contact Us' })).not.toHaveAttribute('aria-current')
  })

  it('draws its star as decoration, hidden from screen readers, with no image to download', () => {
    const banner = renderHeader()
    expect(within(banner).queryByRole('img')).toBeNull()
    expect(banner.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(banner.querySelector('img')).toBeNull()
  })
})
