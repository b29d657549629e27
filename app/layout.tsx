import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Analytics } from '@/components/analytics'
import { OrganizationJsonLd } from '@/components/organization-json-ld'
import { SiteBanner } from '@/components/site-banner'
import { SiteFooter } from '@/components/site-footer'
import { config } from '@/lib/config'
import { SITE_NAME } from '@/lib/site-copy'
import { openGraph, SITE_DESCRIPTION } from '@/lib/site-metadata'
import './globals.css'

export const metadata: Metadata = {
  // Unset SITE_URL: no base, and lib/site-metadata gives no URL that would need one.
  ...(config.siteUrl !== undefined && { metadataBase: new URL(config.siteUrl) }),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  openGraph: openGraph({ title: SITE_NAME, description: SITE_DESCRIPTION, siteUrl: config.siteUrl }),
  // Outside production (APP_ENV other than prod) no page asks to be indexed; robots.txt says the same.
  robots: config.production ? undefined : { index: false, follow: false },
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b2a4a' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {/* First in the tab order, so keyboard users can jump past the banner. */}
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <SiteBanner />
        {/* tabIndex -1 lets the skip link move focus here, not only scroll. */}
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <OrganizationJsonLd siteUrl={config.siteUrl} />
        <Analytics />
      </body>
    </html>
  )
}
