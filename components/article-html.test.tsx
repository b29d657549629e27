import { render, screen } from '@testing-library/react'
import { defaultArticles, hostileArticle } from '@/test-support/stub-cms-articles.mjs'
import { sanitizeArticleHtml } from '@/lib/sanitize'
import { ArticleHtml } from './article-html'

describe('ArticleHtml', () => {
  it('renders sanitized CMS HTML as real headings, links and tables', () => {
    render(<ArticleHtml html={sanitizeArticleHtml(defaultArticles[49])} />)
    expect(screen.getByRole('heading', { name: 'Texas Tuition Promise Fund' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Visit the fund' })).toHaveAttribute(
      'href',
      'https://www.texastuitionpromisefund.com',
    )
    expect(screen.getByRole('table', { name: 'Plans at a glance' })).toBeInTheDocument()
  })

  it('renders hostile CMS HTML without anything that could run', () => {
    const { container } = render(<ArticleHtml html={sanitizeArticleHtml(hostileArticle)} />)
    expect(screen.getByText('Safe paragraph survives.')).toBeInTheDocument()
    expect(container.querySelector('script, iframe, form, svg, [onerror], [style], [id]')).toBeNull()
    expect(screen.getByText('Styled text survives without its style.')).toBeInTheDocument()
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href')
  })
})
