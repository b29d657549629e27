import type { Metadata, MetadataRoute } from 'next'
import { AGENCY_NAME, SITE_NAME } from './site-copy'

/**
 * What search engines, link previews and the Texas State Library's TRAIL crawler read about each
 * page. Relative URLs here are resolved against SITE_URL by the root layout's metadataBase.
 */
export const SITE_DESCRIPTION =
  "The Texas Comptroller's prepaid tuition and college savings plans: the Texas Guaranteed Tuition Plan, the Texas College Savings Plan, the LoneStar 529 Plan and the Texas Tuition Promise Fund."

/** The pages a crawler should find; the sitemap lists exactly these. */
export const INDEXED_PATHS = ['/', '/contact'] as const

/** The banner image, served from public/ at a stable address, as the link-preview picture. */
export const SHARE_IMAGE = { url: '/banner.png', width: 1600, height: 320, alt: `${SITE_NAME}, ${AGENCY_NAME}` }

/** Open Graph fields every page shares; the page adds its own title, description and URL. */
export const BASE_OPEN_GRAPH = {
  siteName: SITE_NAME,
  type: 'website' as const,
  locale: 'en_US',
  images: [SHARE_IMAGE],
}

/**
 * A page's title, description, canonical URL and Open Graph tags in one go. Next merges metadata
 * shallowly, so a page that sets openGraph must set all of it: this keeps them from drifting.
 * `title` is the page's own name; the root layout's template adds " | <site name>".
 */
export function pageMetadata({ title, description, path }: { title?: string; description: string; path: string }): Metadata {
  const fullTitle = title === undefined ? SITE_NAME : `${title} | ${SITE_NAME}`
  return {
    title: title ?? { absolute: SITE_NAME },
    description,
    alternates: { canonical: path },
    openGraph: { ...BASE_OPEN_GRAPH, title: fullTitle, description, url: path },
  }
}

/**
 * Dublin Core meta tags for TRAIL, the Texas State Library's statewide search of state agency
 * sites, which reads them from a site's home page.
 */
export function trailMetadata(siteUrl: string): Record<string, string> {
  return {
    'DC.title': SITE_NAME,
    'DC.creator': AGENCY_NAME,
    'DC.publisher': AGENCY_NAME,
    'DC.subject': 'Prepaid tuition; College savings plans; 529 plans; Higher education finance',
    'DC.description': SITE_DESCRIPTION,
    'DC.type': 'Text',
    'DC.format': 'text/html',
    'DC.language': 'en',
    'DC.coverage': 'Texas',
    'DC.identifier': `${siteUrl}/`,
  }
}

/** The sitemap: every indexed page, on SITE_URL. */
export function sitemapEntries(siteUrl: string): MetadataRoute.Sitemap {
  return INDEXED_PATHS.map((path) => ({ url: `${siteUrl}${path}` }))
}

/**
 * robots.txt. Production invites crawlers and names the sitemap; every other environment
 * (APP_ENV other than prod: staging, test, dev) turns them all away, so a test copy of the
 * site never competes with the real one in search results.
 */
export function robotsRules({ production, siteUrl }: { production: boolean; siteUrl: string }): MetadataRoute.Robots {
  if (!production) return { rules: { userAgent: '*', disallow: '/' } }
  return { rules: { userAgent: '*', allow: '/' }, sitemap: `${siteUrl}/sitemap.xml` }
}
