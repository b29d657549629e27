import type { MetadataRoute } from 'next'
import { config } from '@/lib/config'
import { sitemapEntries } from '@/lib/site-metadata'

/** sitemap.xml: the home page and Contact Us, on SITE_URL (empty while SITE_URL is unset). */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(config.siteUrl)
}
