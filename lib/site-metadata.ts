import type { Metadata, MetadataRoute } from 'next'
import { AGENCY_NAME, SITE_NAME } from './site-copy'

/**
 * What search engines, link previews and the Texas State Library's TRAIL crawler read about each
 * page. Relative URLs here are resolved against SITE_URL by the root layout's metadataBase. With
 * SITE_URL unset the site does not know its public address, so it names none: no canonical link,
 * no Open Graph URL or picture, no sitemap entry (Next would resolve them against localhost).
 */
/** SITE_URL, the site's public origin without a trailing slash; undefined when it is unset. */
type SiteUrl = string | undefined

export const SITE_DESCRIPTION =
  "The Texas Comptroller's prepaid tuition and college savings plans: the Texas Guaranteed Tuition Plan, the Texas College Savings Plan, the LoneStar 529 Plan and the Texas Tuition Promise Fund."

/** The pages a crawler should find; the sitemap lists exactly these. */
export const INDEXED_PATHS = ['/', '/contact'] as const

/** The banner image, served from public/ at a stable address, as the link-preview picture. */
export const SHARE_IMAGE = { url: '/banner.png', width: 1600, height: 320, alt: `${SITE_NAME}, ${AGENCY_NAME}` }

/**
 * Open Graph fields: every page's, its own title and description, and its address and the
 * picture where SITE_URL says where the site is (a link preview needs both absolute).
 */
export function openGraph({ title, description, path, siteUrl }: { title: string; description: string; path?: string; siteUrl: SiteUrl }) {
  return {
    siteName: SITE_NAME,
    type: 'website' as const,
    locale: 'en_US',
    title,
    description,
    ...(siteUrl !== undefined && { images: [SHARE_IMAGE], ...(path !== undefined && { url: path }) }),
  }
}

/**
 * A page's title, description, canonical URL and Open Graph tags in one go. Next merges metadata
 * shallowly, so a page that sets openGraph must set all of it: this keeps them from drifting.
 * `title` is the page's own name; the root layout's template adds " | <site name>".
 */
export function pageMetadata({
  title,
  description,
  path,
  siteUrl,
}: {
  title?: string
  description: string
  path: string
  siteUrl: SiteUrl
}): Metadata {
  const fullTitle = title === undefined ? SITE_NAME : `${title} | ${SITE_NAME}`
  return {
    title: title ?? { absolute: SITE_NAME },
    description,
    ...(siteUrl !== undefined && { alternates: { canonical: path } }),
    openGraph: openGraph({ title: fullTitle, description, path, siteUrl }),
  }
}

/**
 * Dublin Core meta tags for TRAIL, the Texas State Library's statewide search of state agency
 * sites, which reads them from a site's home page.
 */
export function trailMetadata(siteUrl: SiteUrl): Record<string, string> {
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
    ...(siteUrl !== undefined && { 'DC.identifier': `${siteUrl}/` }),
  }
}

/**
 * The sitemap: every indexed page, on SITE_URL. A sitemap entry must be an absolute URL, so with
 * SITE_URL unset the sitemap is empty rather than wrong.
 */
export function sitemapEntries(siteUrl: SiteUrl): MetadataRoute.Sitemap {
  if (siteUrl === undefined) return []
  return INDEXED_PATHS.map((path) => ({ url: `${siteUrl}${path}` }))
}

/**
 * robots.txt. Production invites crawlers and names the sitemap (when SITE_URL gives its
 * address); every other environment (APP_ENV other than prod: staging, test, dev) turns them
 * all away, so a test copy of the site never competes with the real one in search results.
 */
export function robotsRules({ production, siteUrl }: { production: boolean; siteUrl: SiteUrl }): MetadataRoute.Robots {
  if (!production) return { rules: { userAgent: '*', disallow: '/' } }
  const rules = { userAgent: '*', allow: '/' }
  return siteUrl === undefined ? { rules } : { rules, sitemap: `${siteUrl}/sitemap.xml` }
}
