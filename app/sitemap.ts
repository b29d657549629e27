import type { MetadataRoute } from 'next'
import { config } from '@/lib/config'
import { sitemapEntries } from '@/lib/site-metadata'

/** sitemap.xml: every page in PAGE_PATHS (home, Contact Us, each step of "Which plan fits?") in both languages, on SITE_URL (empty while SITE_URL is unset). */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(config.siteUrl)
}
