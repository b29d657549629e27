import { CmsArticle } from '@/components/cms-article'
import type { Copy } from '@/lib/copy'
import { pageArticle } from '@/lib/page-articles'

/** The home page body from the CMS and, below it, the help-contact block. */
export async function HomeContent({ copy }: { copy: Copy }) {
  // Only `next build` gets here without the article (next-server/failure-state.mjs): the page lives
  // RETRY_SECONDS, its cache entry says no-store, and the page's metadata asks for noindex.
  const [home, helpContact] = await Promise.all([pageArticle('home', copy.locale, { required: true }), pageArticle('helpContact', copy.locale)])
  return (
    <>
      <CmsArticle shown={home} copy={copy} required />
      <CmsArticle shown={helpContact} copy={copy} label={copy.helpContactLabel} />
    </>
  )
}
