import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteDocument } from '@/components/site-document'
import { config } from '@/lib/config'
import { es } from '@/lib/copy/es'
import { layoutMetadata } from '@/lib/site-metadata'
import '../globals.css'

export const metadata: Metadata = layoutMetadata({ copy: es, siteUrl: config.siteUrl, production: config.production })

// The content-failure state and a page's last minutes before a date boundary render per
// request, in full (no placeholder that an inline script would have to reveal).
export const instant = false

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b2a4a' }

/** The Spanish pages' root layout (Texas Government Code §2054.116; docs/site.md). */
export default function SpanishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument copy={es}>{children}</SiteDocument>
}
