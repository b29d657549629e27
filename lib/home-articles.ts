import 'server-only'
import { getArticle, type Article } from './cms'
import { config } from './config'
import type { Locale } from './copy'

/** An article and the language it is written in, which may not be the page's. */
export type ShownArticle = { article: Article; lang: Locale }

/**
 * What a home page shows from the CMS: its body (undefined: the failure state) and the
 * help-contact block. The Spanish page shows the Spanish articles where the program has them;
 * where it has none (unset, not arrived yet, or removed) it shows the English one, marked as
 * English. Each page reads only the articles it shows, so a publish refreshes only those pages.
 */
export async function homeArticles(locale: Locale): Promise<{ home?: ShownArticle; helpContact?: ShownArticle }> {
  const { homeArticleId, helpContactArticleId, homeArticleIdEs, helpContactArticleIdEs } = config.cms
  const [spanishHome, spanishHelp] =
    locale === 'es'
      ? await Promise.all([spanishArticle(homeArticleIdEs), spanishArticle(helpContactArticleIdEs)])
      : [undefined, undefined]
  const [home, helpContact] = await Promise.all([
    spanishHome ?? english(getArticle(homeArticleId)),
    // The block is extra: a page without it is better than keeping a copy that lacks the content.
    spanishHelp ?? english(getArticle(helpContactArticleId, { optional: true })),
  ])
  return { home, helpContact }
}

/** A Spanish article the page can show, if the program has one and it is there. */
async function spanishArticle(id: number | undefined): Promise<ShownArticle | undefined> {
  if (id === undefined) return undefined
  // Optional: until it first arrives, the English article stands in, with no failure.
  const article = await getArticle(id, { optional: true })
  return article !== undefined && !article.removed ? { article, lang: 'es' } : undefined
}

async function english(lookup: Promise<Article | undefined>): Promise<ShownArticle | undefined> {
  const article = await lookup
  return article && { article, lang: 'en' }
}
