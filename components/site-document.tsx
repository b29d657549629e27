import type { ReactNode } from 'react'
import { Analytics } from '@/components/analytics'
import { OrganizationJsonLd } from '@/components/organization-json-ld'
import { config } from '@/lib/config'
import type { Copy } from '@/lib/copy'

/**
 * The whole document around a page, in one language: each language's root layout renders it, so
 * `<html lang>` is right in the prerendered HTML with no per-request work, and so does the global
 * page-not-found page, which has no layout. The page inside renders the banner, main and footer
 * (components/site-page.tsx).
 */
export function SiteDocument({ copy, children }: { copy: Copy; children: ReactNode }) {
  return (
    <html lang={copy.locale}>
      <body>
        {/* First in the tab order, so keyboard users can jump past the banner. */}
        <a className="skip-link" href="#main-content">
          {copy.skipLink}
        </a>
        {children}
        <OrganizationJsonLd siteUrl={config.siteUrl} copy={copy} />
        <Analytics />
      </body>
    </html>
  )
}
