import { render, screen } from '@testing-library/react'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { pageArticle } from '@/lib/page-articles'
import type { SanitizedHtml } from '@/lib/sanitize'
import { helpContact, HomeHelp } from './home-help'

jest.mock('@/lib/page-articles', () => ({ pageArticle: jest.fn() }))

const article = (id: number, text: string) => ({ id, html: `<p>${text} <a href="tel:+18004454723">1-800-445-GRAD (4723)</a></p>` as SanitizedHtml })

describe('helpContact', () => {
  it('puts the program’s article in the help line’s place, in the page’s language', () => {
    render(<>{helpContact({ article: article(19, 'Questions? Call us.'), lang: 'en' }, en)}</>)
    expect(screen.getByText(/^Questions\? Call us\./).closest('.article')).not.toHaveAttribute('lang')
    render(<>{helpContact({ article: article(1019, '¿Preguntas? Llámenos.'), lang: 'es' }, es)}</>)
    expect(screen.getByText(/^¿Preguntas\? Llámenos\./)).toBeInTheDocument()
  })

  it.each([
    ['none is configured', 'unset' as const],
    ['it has never loaded', undefined],
    ['the editors removed it', { article: { id: 19, removed: true as const }, lang: 'en' as const }],
  ])('gives nothing, so the site’s own help line stands, when %s', (_, shown) => {
    expect(helpContact(shown, en)).toBeUndefined()
  })

  it('leaves a Spanish page its own Spanish help line rather than an English article', () => {
    expect(helpContact({ article: article(19, 'Questions? Call us.'), lang: 'en' }, es)).toBeUndefined()
  })
})

describe('HomeHelp', () => {
  it('asks for the help contact as optional, and shows it after the guide, once', async () => {
    jest.mocked(pageArticle).mockResolvedValueOnce({ article: article(19, 'Questions? Call us.'), lang: 'en' })
    render(await HomeHelp({ copy: en }))
    expect(jest.mocked(pageArticle)).toHaveBeenCalledWith('helpContact', 'en')
    expect(screen.getByRole('link', { name: 'Answer a few questions' })).toHaveAttribute('href', '/which-plan')
    expect(screen.getAllByRole('link', { name: '1-800-445-GRAD (4723)' })).toHaveLength(1)
    expect(screen.queryByText(/call us toll-free/)).toBeNull()
  })

  it('without one, gives the site’s own help line', async () => {
    jest.mocked(pageArticle).mockResolvedValueOnce(undefined)
    render(await HomeHelp({ copy: en }))
    expect(screen.getByText(/^Not sure which plan fits\?/)).toHaveTextContent(
      'Not sure which plan fits? Answer a few questions or call us toll-free at 1-800-445-GRAD (4723) or see all the ways to contact us.',
    )
  })
})
