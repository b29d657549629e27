import type { MetadataRoute } from 'next'
import { config } from '@/lib/config'
import { robotsRules } from '@/lib/site-metadata'

/**
 * robots.txt. In production (APP_ENV=prod) crawlers are welcome and pointed at the sitemap on
 * SITE_URL (when set); in any other environment (staging, test, dev) every crawler is disallowed everywhere.
 */
export default function robots(): MetadataRoute.Robots {
  return robotsRules({ production: config.production, siteUrl: config.siteUrl })
}
