import type { ReactNode } from 'react'
import { ArticleHtml } from '@/components/article-html'
import { HelpLine } from '@/components/plan-list'
import type { Copy } from '@/lib/copy'
import { pageArticle, type ShownArticle } from '@/lib/page-articles'

/**
 * The home page's help line, with the program's help-contact article where there is one. Its own
 * component, so its article is fetched alongside the home article, not before it. Optional: its
 * failure leaves the site's own line, never fails the page.
 */
export async function HomeHelp({ copy }: { copy: Copy }) {
  return <HelpLine copy={copy} article={helpContact(await pageArticle('helpContact', copy.locale), copy)} />
}

/**
 * The program's help-contact article (the articles table's `helpContact`), for the help line's
 * place under the plans; undefined where there is none to show (not
 * configured, never loaded, removed), and the site's own help line stands. Only in the page's
 * language: on a Spanish page the site's Spanish line, which says when calls are answered in
 * Spanish, serves better than an English article.
 */
export function helpContact(shown: ShownArticle | 'unset' | undefined, copy: Copy): ReactNode {
  if (typeof shown !== 'object' || shown.article.removed || shown.lang !== copy.locale) return undefined
  return <ArticleHtml html={shown.article.html} />
}
