import { ArticleHtml } from '@/components/article-html'
import { ArticleRemoved } from '@/components/article-removed'
import { TollFreeLink } from '@/components/contact-links'
import { ContentFailure } from '@/components/content-failure'
import type { Copy } from '@/lib/copy'
import { ENGLISH_ONLY } from '@/lib/copy/es'
import { homeArticles, type ShownArticle } from '@/lib/home-articles'

/** The home page body from the CMS and, below it, the help-contact block. */
export async function HomeContent({ copy }: { copy: Copy }) {
  const { home, helpContact } = await homeArticles(copy.locale)
  // Only `next build` gets here without the article (next-server/failure-state.mjs): the page lives
  // RETRY_SECONDS, its cache entry says no-store, and the page's metadata asks for noindex.
  if (home === undefined) return <ContentFailure copy={copy} />
  // The page's own language needs no mark; an article in the other one does. Only the Spanish
  // page can show an article in the other language (the English one), and says so above it.
  const inOtherLanguage = (shown: ShownArticle) => shown.lang !== copy.locale
  const langOf = (shown: ShownArticle) => (inOtherLanguage(shown) ? shown.lang : undefined)
  return (
    <>
      {home.article.removed ? (
        <ArticleRemoved copy={copy} />
      ) : (
        <>
          {inOtherLanguage(home) && (
            <p className="language-note">
              {ENGLISH_ONLY.articleLead} <TollFreeLink copy={copy} />.
            </p>
          )}
          <ArticleHtml html={home.article.html} lang={langOf(home)} />
        </>
      )}
      {helpContact?.article.html !== undefined && (
        <aside className="help-contact" aria-label={copy.helpContactLabel}>
          {inOtherLanguage(helpContact) && <p className="language-note">{ENGLISH_ONLY.sectionNote}</p>}
          <ArticleHtml html={helpContact.article.html} lang={langOf(helpContact)} />
        </aside>
      )}
    </>
  )
}
