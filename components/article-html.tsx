import type { Locale } from '@/lib/copy'
import { PAGE_PATHS } from '@/lib/page-paths'
import type { SanitizedHtml } from '@/lib/sanitize'

/** This site's English addresses, each to its Spanish page. */
const SPANISH_PAGE = new Map(Object.values(PAGE_PATHS).map((paths: Record<Locale, string>) => [paths.en, paths.es]))

/**
 * On a Spanish page, an English article's links to this site's own pages (the help block's
 * "all the ways to contact us") lead to their Spanish pages. The sanitizer writes every attribute
 * in double quotes, so an exact `href="/contact"` is the whole match.
 */
const withSpanishSiteLinks = (html: SanitizedHtml) =>
  html.replace(/href="(\/[^"#?]*)([#?][^"]*)?"/g, (link, path: string, rest = '') => {
    const spanish = SPANISH_PAGE.get(path)
    return spanish === undefined ? link : `href="${spanish}${rest}"`
  }) as SanitizedHtml

/**
 * The one place CMS HTML reaches the page. It only takes HTML that lib/sanitize.ts produced.
 * `lang` marks an article in another language than the page's, so screen readers switch voice
 * (only the Spanish page shows one: the English article, until the Spanish one exists).
 */
export function ArticleHtml({ html, lang }: { html: SanitizedHtml; lang?: Locale }) {
  return <div className="article" lang={lang} dangerouslySetInnerHTML={{ __html: lang === 'en' ? withSpanishSiteLinks(html) : html }} />
}
