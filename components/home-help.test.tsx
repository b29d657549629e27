import { render, screen } from '@testing-library/react'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import type { SanitizedHtml } from '@/lib/sanitize'
import { helpContact } from './home-help'

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
