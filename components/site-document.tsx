import type { ReactNode } from 'react'
import { Analytics } from '@/components/analytics'
import { OrganizationJsonLd } from '@/components/organization-json-ld'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import { config } from '@/lib/config'
import type { Copy } from '@/lib/copy'

/**
 * The whole document around a page, in one language: each language's root layout renders it, so
 * `<html lang>` is right in the prerendered HTML with no per-request work, and so does the global
 * page-not-found page, which has no layout. It holds the banner, main and footer, so no page can
 * leave out the footer's required links, and a navigation's payload carries only the page.
 */
export function SiteDocument({ copy, children }: { copy: Copy; children: ReactNode }) {
  return (
    // data-site-url: the site's address, which the print stylesheet puts before a link's path.
    <html lang={copy.locale} data-site-url={config.siteUrl}>
      <body>
        {/* A slow link hands the HTML over in pieces, and a browser may paint after any of them.
            This asks it (Chromium; others ignore it) to paint first once the banner and the main
            content are all in, so nothing on the first screen moves as the rest arrives. <main>
            ends about 2 KB (gzip) into a page, inside a connection's first round trip: no extra
            wait. React places the link in <head>, where it has to be. */}
        <link rel="expect" href="#main-content" blocking="render" />
        {/* First in the tab order, so keyboard users can jump past the banner. */}
        <a className="skip-link" href="#main-content">
          {copy.skipLink}
        </a>
        <SiteHeader copy={copy} />
        {/* tabIndex -1 lets the skip link move focus here, not only scroll. */}
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter copy={copy} />
        <OrganizationJsonLd siteUrl={config.siteUrl} copy={copy} />
        <Analytics />
      </body>
    </html>
  )
}
