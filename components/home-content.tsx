import { ArticleHtml } from '@/components/article-html'
import { ArticleRemoved } from '@/components/article-removed'
import { ContentFailure } from '@/components/content-failure'
import { getArticle } from '@/lib/cms'
import { config } from '@/lib/config'

/** The home page body from the CMS and, below it, the help-contact block. */
export async function HomeContent() {
  const [home, helpContact] = await Promise.all([
    getArticle(config.cms.homeArticleId),
    // The block is extra: a page without it is better than keeping a copy that lacks the content.
    getArticle(config.cms.helpContactArticleId, { optional: true }),
  ])
  // Only `next build` gets here without the article (next-server/failure-state.mjs): the page lives
  // RETRY_SECONDS, its cache entry says no-store, and app/page.tsx's metadata asks for noindex.
  if (home === undefined) return <ContentFailure />
  return (
    <>
      {home.removed ? <ArticleRemoved /> : <ArticleHtml html={home.html} />}
      {helpContact?.html !== undefined && (
        <aside className="help-contact" aria-label="Help and contact">
          <ArticleHtml html={helpContact.html} />
        </aside>
      )}
    </>
  )
}
