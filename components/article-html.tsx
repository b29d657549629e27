import type { SanitizedHtml } from '@/lib/sanitize'

/**
 * The one place CMS HTML reaches the page. It only takes HTML that lib/sanitize.ts produced.
 */
export function ArticleHtml({ html }: { html: SanitizedHtml }) {
  return <div className="article" dangerouslySetInnerHTML={{ __html: html }} />
}
