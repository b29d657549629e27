import type { ReactNode } from 'react'
import { ArticleHtml } from '@/components/article-html'
import type { Copy } from '@/lib/copy'
import type { ShownArticle } from '@/lib/page-articles'

/**
 * The program's help-contact article (the articles table's `helpContact`), for the help line's
 * place under the plans (components/plan-list.tsx); undefined where there is none to show (not
 * configured, never loaded, removed), and the site's own help line stands. Only in the page's
 * language: on a Spanish page the site's Spanish line, which says when calls are answered in
 * Spanish, serves better than an English article.
 */
export function helpContact(shown: ShownArticle | 'unset' | undefined, copy: Copy): ReactNode {
  if (typeof shown !== 'object' || shown.article.removed || shown.lang !== copy.locale) return undefined
  return <ArticleHtml html={shown.article.html} />
}
