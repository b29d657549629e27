import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteDocument } from '@/components/site-document'
import { config } from '@/lib/config'
import { en } from '@/lib/copy/en'
import { layoutMetadata } from '@/lib/site-metadata'
import '../globals.css'

export const metadata: Metadata = layoutMetadata({ copy: en, siteUrl: config.siteUrl, production: config.production })

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b2a4a' }

/** The English pages' root layout; app/(es)/layout.tsx is the Spanish pages'. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument copy={en}>{children}</SiteDocument>
}
