import { connection } from 'next/server'
import { ArticleHtml } from '@/components/article-html'
import { ContentFailure } from '@/components/content-failure'
import { getArticle } from '@/lib/cms'
import { config } from '@/lib/config'

/** The home page body from the CMS and, below it, the help-contact block. */
export async function HomeContent() {
  const [home, helpContact] = await Promise.all([
    getArticle(config.cms.homeArticleId),
    getArticle(config.cms.helpContactArticleId),
  ])
  if (home === undefined) {
    // No good copy anywhere. The failure message must never be cached as the page: during a
    // background refresh this throws, and Next keeps serving the last good page; during a build
    // with the CMS down it makes the page render per request (Cache-Control: no-store) until
    // the next build, so the message disappears as soon as the CMS answers.
    // (app/page.tsx's metadata tells crawlers not to index it.)
    await connection()
    return <ContentFailure />
  }
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
