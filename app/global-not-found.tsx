import type { Metadata, Viewport } from 'next'
import { PageNotFound } from '@/components/page-not-found'
import { SiteDocument } from '@/components/site-document'
import { config } from '@/lib/config'
import { en } from '@/lib/copy/en'
import { layoutMetadata } from '@/lib/site-metadata'
import './globals.css'

// Each language has its own root layout, so the 404 for an address no route matches is a whole
// document of its own (Next's global-not-found); unknown addresses under /es get the Spanish one
// (app/(es)/es/no-encontrada).
// No robots tag here: Next.js already sends <meta name="robots" content="noindex"> with every 404.
export const metadata: Metadata = {
  ...layoutMetadata({ copy: en, siteUrl: config.siteUrl, production: config.production }),
  title: `${en.notFound.title} | ${en.titleSuffix}`,
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b2a4a' }

export default function GlobalNotFound() {
  return (
    <SiteDocument copy={en}>
      <PageNotFound copy={en} />
    </SiteDocument>
  )
}
