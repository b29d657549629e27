import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteDocument } from '@/components/site-document'
import { config } from '@/lib/config'
import { en } from '@/lib/copy/en'
import { layoutMetadata } from '@/lib/site-metadata'
import '../globals.css'

export const metadata: Metadata = layoutMetadata({ copy: en, siteUrl: config.siteUrl, production: config.production })

// The content-failure state and a page's last minutes before a date boundary render per
// request, in full (no placeholder that an inline script would have to reveal).
export const instant = false

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b2a4a' }

/** The English pages' root layout; app/(es)/layout.tsx is the Spanish pages'. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument copy={en}>{children}</SiteDocument>
}
