import type { ReactNode } from 'react'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import type { Copy, PageName } from '@/lib/copy'

/**
 * What every page shows around its own content: the banner with Contact Us and the language
 * link, the main content, and the footer. Each page renders it with its own name, since a root
 * layout cannot know which page it holds without rendering per request.
 */
export function SitePage({ copy, page, children }: { copy: Copy; page: PageName | 'notFound'; children: ReactNode }) {
  return (
    <>
      <SiteHeader copy={copy} page={page} />
      {/* tabIndex -1 lets the skip link move focus here, not only scroll. */}
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter copy={copy} />
    </>
  )
}
