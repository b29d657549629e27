import { ArticleHtml } from '@/components/article-html'
import { ArticleRemoved } from '@/components/article-removed'
import { CallUs } from '@/components/call-us'
import { ContentFailure } from '@/components/content-failure'
import type { Copy } from '@/lib/copy'
import { ENGLISH_ONLY } from '@/lib/copy/es'
import type { ShownArticle } from '@/lib/page-articles'

/**
 * A place's CMS article, as lib/page-articles.ts found it, marked when it is a bundled sample (as the
 * sample directory's names are) and when it is in English on a Spanish page.
 * Without one: nothing when none is configured; for the page's own content (`required`) the
 * failure state, or the editors' removal; for a section (a plan's figures), nothing: no empty section.
 */
export function CmsArticle({ shown, copy, required = false }: { shown: ShownArticle | 'unset' | undefined; copy: Copy; required?: boolean }) {
  if (shown === 'unset') return null
  if (shown === undefined) return required ? <ContentFailure copy={copy} /> : null
  if (shown.article.removed) return required ? <ArticleRemoved copy={copy} /> : null
  // Only a Spanish page shows an article in the other language: the English one (lib/page-articles.ts).
  const english = shown.lang !== copy.locale
  return (
    <>
      {shown.sample && (
        <p>
          <strong>{copy.sample.article}</strong>
        </p>
      )}
      {english && required && (
        <CallUs className="language-note" copy={copy} lead={ENGLISH_ONLY.articleLead} />
      )}
      {english && !required && <p className="language-note">{ENGLISH_ONLY.sectionNote}</p>}
      <ArticleHtml html={shown.article.html} lang={english ? shown.lang : undefined} />
    </>
  )
}
