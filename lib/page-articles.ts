import 'server-only'
import type { ArticleSlot } from '../next-server/cms-articles.mjs'
import { getArticle, type Article } from './cms'
import { config } from './config'
import type { Locale } from './copy'

/** An article and the language it is written in, which may not be the page's; `sample`: a bundled sample, not the program's. */
export type ShownArticle = { article: Article; lang: Locale; sample?: true }

/**
 * What a place shows from the CMS: 'unset' when the articles table names none for it, its article
 * (which may be the editors' removal), or undefined when none can be had. English is the program's
 * own language: a Spanish page shows the Spanish article where the program has one, and the
 * English one, marked as English, where it has none (unset, not arrived yet, or removed); an
 * English page never shows a Spanish one. Each page reads only the articles it shows, so a publish
 * refreshes only those pages. `required`: the page's own content, whose failure fails the page's
 * refresh (lib/cms) and, at build, shows the failure state.
 */
export async function pageArticle(slot: ArticleSlot, locale: Locale, { required = false } = {}): Promise<ShownArticle | 'unset' | undefined> {
  const { en, es } = config.cms.articles[slot] ?? {}
  if (locale === 'es' && es !== undefined) {
    if (en === undefined) return inLanguage(es, 'es', !required)
    // Optional: until it first arrives, the English article stands in, with no failure.
    const spanish = await inLanguage(es, 'es', true)
    if (spanish !== undefined && !spanish.article.removed) return spanish
  }
  return en === undefined ? 'unset' : inLanguage(en, 'en', !required)
}

async function inLanguage(id: number, lang: Locale, optional: boolean): Promise<ShownArticle | undefined> {
  const article = await getArticle(id, { optional })
  return article && { article, lang, ...(config.cms.samples && { sample: true as const }) }
}
