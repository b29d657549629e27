import { ArticleHtml } from '@/components/article-html'
import { ContentFailure } from '@/components/content-failure'
import { getArticle } from '@/lib/cms'
import { config } from '@/lib/config'
import { recordHomeShowsFailure } from '@/lib/failure-state'

/** The home page body from the CMS and, below it, the help-contact block. */
export async function HomeContent() {
  const [home, helpContact] = await Promise.all([
    getArticle(config.cms.homeArticleId),
    getArticle(config.cms.helpContactArticleId),
  ])
  // No good copy anywhere: getArticle has made this render short-lived (lib/cms RETRY_SECONDS),
  // proxy.ts sends it with no-store, and app/page.tsx's metadata tells crawlers not to index it.
  recordHomeShowsFailure(home === undefined)
  if (home === undefined) return <ContentFailure />
  return (
    <>
      <ArticleHtml html={home.html} />
      {helpContact && (
        <aside className="help-contact" aria-label="Help and contact">
          <ArticleHtml html={helpContact.html} />
        </aside>
      )}
    </>
  )
}
