import { render, screen } from '@testing-library/react'
import { en } from '@/lib/copy/en'
import { ENGLISH_ONLY, es } from '@/lib/copy/es'
import type { SanitizedHtml } from '@/lib/sanitize'
import { CmsArticle } from './cms-article'

const article = { id: 301, html: '<h2>Before each term</h2><p>Ask the plan to pay.</p>' as SanitizedHtml }

describe('CmsArticle', () => {
  it('shows the article', () => {
    render(<CmsArticle shown={{ article, lang: 'en' }} copy={en} required />)
    expect(screen.getByRole('heading', { name: 'Before each term' })).toBeInTheDocument()
  })

  it('shows nothing where no article is configured, required or not: no empty section', () => {
    const { container } = render(
      <>
        <CmsArticle shown="unset" copy={en} required />
        <CmsArticle shown="unset" copy={en} />
      </>,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('shows the failure state for a page’s own content that cannot be had, and nothing for a section', () => {
    const { container, rerender } = render(<CmsArticle shown={undefined} copy={en} required />)
    expect(screen.getByRole('alert')).toHaveTextContent(en.failure.message)
    rerender(<CmsArticle shown={undefined} copy={en} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('after the editors’ removal, says so for a page’s own content, and leaves a section out', () => {
    const removed = { article: { id: 301, removed: true as const }, lang: 'en' as const }
    const { container, rerender } = render(<CmsArticle shown={removed} copy={en} required />)
    expect(screen.getByText(en.removed.message, { exact: false })).toBeInTheDocument()
    rerender(<CmsArticle shown={removed} copy={en} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('marks a bundled sample as one, in the page’s language, above the article, as the sample directory’s names are', () => {
    const { rerender } = render(<CmsArticle shown={{ article, lang: 'en', sample: true }} copy={en} required />)
    const mark = screen.getByText(en.sample.article)
    expect(mark.compareDocumentPosition(screen.getByRole('heading', { name: 'Before each term' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    rerender(<CmsArticle shown={{ article, lang: 'es', sample: true }} copy={es} />)
    expect(screen.getByText('Texto de ejemplo, para probar el sitio: ni el texto ni las cifras son del programa.')).toBeVisible()
    rerender(<CmsArticle shown={{ article, lang: 'en' }} copy={en} required />)
    expect(screen.queryByText(en.sample.article)).toBeNull()
  })

  it('marks an English article on a Spanish page, with the toll-free number for the page’s own content', () => {
    const { rerender } = render(<CmsArticle shown={{ article, lang: 'en' }} copy={es} required />)
    expect(screen.getByText(ENGLISH_ONLY.articleLead, { exact: false })).toHaveTextContent('1-800-445-4723')
    expect(screen.getByRole('heading', { name: 'Before each term' }).closest('[lang]')).toHaveAttribute('lang', 'en')
    rerender(<CmsArticle shown={{ article, lang: 'en' }} copy={es} />)
    expect(screen.getByText(ENGLISH_ONLY.sectionNote)).toBeInTheDocument()
  })
})
