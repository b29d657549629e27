import type { Locale } from '@/lib/copy'
import type { SanitizedHtml } from '@/lib/sanitize'

/**
 * The one place CMS HTML reaches the page. It only takes HTML that lib/sanitize.ts produced.
 * `lang` marks an article in another language than the page's, so screen readers switch voice.
 */
export function ArticleHtml({ html, lang }: { html: SanitizedHtml; lang?: Locale }) {
  return <div className="article" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
}
