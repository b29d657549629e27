import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Analytics } from '@/components/analytics'
import { SiteBanner } from '@/components/site-banner'
import { SiteFooter } from '@/components/site-footer'
import { config } from '@/lib/config'
import { SITE_NAME } from '@/lib/site-copy'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(config.siteUrl),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description:
    "The Texas Comptroller's prepaid tuition and college savings plans: the Texas Guaranteed Tuition Plan, the Texas College Savings Plan, the LoneStar 529 Plan and the Texas Tuition Promise Fund.",
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b2a4a' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <SiteBanner />
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <Analytics />
      </body>
    </html>
  )
}
