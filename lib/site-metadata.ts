import type { Metadata, MetadataRoute } from 'next'
import { LOCALES, PAGE_PATHS, type Copy, type PageName } from './copy'

/**
 * What search engines, link previews and the Texas State Library's TRAIL crawler read about each
 * page, in the page's language. Relative URLs here are resolved against SITE_URL by each root
 * layout's metadataBase. With SITE_URL unset the site does not know its public address, so it
 * names none: no canonical link, no alternates, no Open Graph URL or picture, no sitemap entry
 * (Next would resolve them against localhost).
 */
/** SITE_URL, the site's public origin without a trailing slash; undefined when it is unset. */
type SiteUrl = string | undefined

/**
 * The link-preview picture's size: each language's card (copy.shareImage, in public/, drawn by
 * scripts/draw-share-images.mjs) is lettered in that language, at the size link previews show whole.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 }

/**
 * A page's address in each language, for hreflang: English is also the default for visitors whose
 * language is neither (x-default). Visitors choose; no page redirects by Accept-Language.
 */
export function languageAlternates(page: PageName): Record<string, string> {
  return { en: PAGE_PATHS[page].en, es: PAGE_PATHS[page].es, 'x-default': PAGE_PATHS[page].en }
}

/**
 * Open Graph fields: every page's, its own title and description, and its address and the
 * picture where SITE_URL says where the site is (a link preview needs both absolute).
 */
export function openGraph({ copy, title, description, path, siteUrl }: { copy: Copy; title: string; description: string; path?: string; siteUrl: SiteUrl }) {
  return {
    siteName: copy.siteName,
    type: 'website' as const,
    locale: copy.ogLocale,
    title,
    description,
    ...(siteUrl !== undefined && {
      images: [{ ...copy.shareImage, ...SHARE_IMAGE_SIZE }],
      ...(path !== undefined && { url: path }),
    }),
  }
}

/**
 * What a root layout gives each page of its language: the title template, the description and
 * social card, and, outside production (APP_ENV other than prod), noindex (robots.txt says the same).
 */
export function layoutMetadata({ copy, siteUrl, production }: { copy: Copy; siteUrl: SiteUrl; production: boolean }): Metadata {
  return {
    // Unset SITE_URL: no base, and nothing here gives a URL that would need one.
    ...(siteUrl !== undefined && { metadataBase: new URL(siteUrl) }),
    title: { default: copy.siteName, template: `%s | ${copy.titleSuffix}` },
    description: copy.description,
    openGraph: openGraph({ copy, title: copy.siteName, description: copy.description, siteUrl }),
    robots: production ? undefined : { index: false, follow: false },
  }
}

/**
 * A page's title, description, canonical URL, language alternates and Open Graph tags in one go.
 * Next merges metadata shallowly, so a page that sets openGraph must set all of it: this keeps
 * them from drifting. `title` is the page's own name; the layout's template adds " | <site name>".
 */
export function pageMetadata({
  copy,
  page,
  title,
  description,
  siteUrl,
}: {
  copy: Copy
  page: PageName
  title?: string
  description: string
  siteUrl: SiteUrl
}): Metadata {
  const path = PAGE_PATHS[page][copy.locale]
  const fullTitle = title === undefined ? copy.siteName : `${title} | ${copy.titleSuffix}`
  return {
    title: title ?? { absolute: copy.siteName },
    description,
    ...(siteUrl !== undefined && { alternates: { canonical: path, languages: languageAlternates(page) } }),
    openGraph: openGraph({ copy, title: fullTitle, description, path, siteUrl }),
  }
}

/**
 * Dublin Core meta tags for TRAIL, the Texas State Library's statewide search of state agency
 * sites, which reads them from a site's home pages.
 */
export function trailMetadata(siteUrl: SiteUrl, copy: Copy): Record<string, string> {
  return {
    'DC.title': copy.siteName,
    'DC.creator': copy.agencyName,
    'DC.publisher': copy.agencyName,
    'DC.subject': copy.trailSubject,
    'DC.description': copy.description,
    'DC.type': 'Text',
    'DC.format': 'text/html',
    'DC.language': copy.locale,
    'DC.coverage': 'Texas',
    ...(siteUrl !== undefined && { 'DC.identifier': `${siteUrl}${PAGE_PATHS.home[copy.locale]}` }),
  }
}

/**
 * The sitemap: every page in both languages, on SITE_URL, each naming its alternates. A sitemap
 * entry must be an absolute URL, so with SITE_URL unset the sitemap is empty rather than wrong.
 */
export function sitemapEntries(siteUrl: SiteUrl): MetadataRoute.Sitemap {
  if (siteUrl === undefined) return []
  const pages = Object.keys(PAGE_PATHS) as PageName[]
  return pages.flatMap((page) => {
    const languages = Object.fromEntries(Object.entries(languageAlternates(page)).map(([language, path]) => [language, `${siteUrl}${path}`]))
    return LOCALES.map((locale) => ({ url: `${siteUrl}${PAGE_PATHS[page][locale]}`, alternates: { languages } }))
  })
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
