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

  it('on a Spanish page, leads an English article’s links to this site’s pages to their Spanish pages', () => {
    const html = sanitizeArticleHtml('<p><a href="/contact">contact us</a> <a href="/contact#phone">phone</a> <a href="/">home</a> <a href="/faq">FAQ</a> <a href="https://www.lonestar529.com/contact">plan</a></p>')
    render(<ArticleHtml html={html} lang="en" />)
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/es/contacto')
    expect(screen.getByRole('link', { name: 'phone' })).toHaveAttribute('href', '/es/contacto#phone')
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/es')
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq')
    expect(screen.getByRole('link', { name: 'plan' })).toHaveAttribute('href', 'https://www.lonestar529.com/contact')
  })

  it('leaves an article in the page’s own language as it is', () => {
    render(<ArticleHtml html={sanitizeArticleHtml('<a href="/contact">contact us</a>')} />)
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact')
  })
})
