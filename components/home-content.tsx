import { CmsArticle } from '@/components/cms-article'
import type { Copy } from '@/lib/copy'
import { pageArticle } from '@/lib/page-articles'

/** The home page body from the CMS. */
export async function HomeContent({ copy }: { copy: Copy }) {
  // Only `next build` gets here without the article (next-server/failure-state.mjs): the page lives
  // RETRY_SECONDS, its cache entry says no-store, and the page's metadata asks for noindex.
  return <CmsArticle shown={await pageArticle('home', copy.locale, { required: true })} copy={copy} required />
}
