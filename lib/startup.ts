import 'server-only'
import type { Config } from './config'
import { contactDirectory } from './contact-directory'
import { log } from './log'
import { buildSettingsMismatch, type BuildSettings } from '../next-server/build-settings.mjs'
import { warnIfSampleDirectory } from '../next-server/contact-directory.mjs'
import { warnIfSiteUrlUnset } from '../next-server/site-url-notice.mjs'

/**
 * The settings `next build` prerendered with (next.config.mjs puts them here as a constant). Unit
 * tests, which have no build, have none.
 */
declare const BUILD_SETTINGS_FROM_BUILD: string | undefined

const mask = (secret: string | undefined) => (secret ? 'set' : 'unset')

/**
 * Loads the configuration and logs how this instance is configured, or stops the process when
 * the configuration is wrong: next-server/env.mjs throws a ConfigError naming each bad variable as it
 * loads, and Next would only log a failed hook and go on serving errors. A setting the pages were
 * prerendered with that differs now stops it too: the start-up line would name a value that only
 * some pages follow. So does a REDIS_URL naming a Redis Cluster node without REDIS_CLUSTER (one
 * bounded question to Redis; a Redis that does not answer never stops the start).
 */
export async function startUp(): Promise<Config> {
  let config: Config
  try {
    ;({ config } = await import('./config'))
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConfigError')) throw error
    console.error(error.message)
    process.exit(1)
  }
  const { env } = await import('../next-server/env.mjs')
  const mismatch =
    typeof BUILD_SETTINGS_FROM_BUILD === 'string' && buildSettingsMismatch(JSON.parse(BUILD_SETTINGS_FROM_BUILD) as BuildSettings, env)
  if (mismatch) {
    log('error', 'build_settings_differ', { message: mismatch })
    process.exit(1)
  }
  if (config.sharedCacheConfigured && (await import('../next-server/shared-cache/redis-client.mjs').then((redis) => redis.namesClusterNodeUnset(env)))) {
    const message = 'REDIS_URL names a node of a Redis Cluster: set REDIS_CLUSTER=1 (docs/redis.md). Without it this instance would use that node alone, and stop sharing the cache with the fleet when the Cluster moves the site\'s keys.'
    log('error', 'redis_cluster_unset', { message })
    process.exit(1)
  }
  logStartupConfig(config)
  return config
}

/**
 * One start-up line that says how this instance is configured, without printing any secret, one
 * more when SITE_URL is unset, saying what the site then leaves out, and one while the pages show
 * the sample contact directory.
 */
function logStartupConfig(config: Config): void {
  log('info', 'startup', {
    environment: config.environment,
    siteUrl: config.siteUrl ?? 'unset',
    cmsBaseUrl: config.cms.baseUrl ?? 'unset (bundled sample content)',
    cmsApiKey: mask(config.cms.apiKey),
    cmsAuthorization: mask(config.cms.authorization),
    revalidateSeconds: config.cms.revalidateSeconds,
    timeoutMs: config.cms.timeoutMs,
    // Each page's article ids by language (CMS_ARTICLES_FILE at build, or the defaults: lib/config.ts).
    articles: Object.entries(config.cms.articles)
      .map(([slot, ids]) => `${slot} ${Object.entries(ids).map(([lang, id]) => `${lang}:${id}`).join(',')}`)
      .join('; '),
    imageOrigins: config.cms.imageOrigins.join(', ') || 'none (article images from this site only)',
    revalidateWebhook: config.revalidateSecret ? 'on' : 'off',
    redis: config.sharedCacheConfigured ? config.sharedCacheSource : 'unset',
    analytics: config.analytics.enabled ? `on (${config.analytics.measurementId})` : 'off',
    telemetry: config.telemetry.summary,
    contactDirectory: contactDirectory.sample ? 'the bundled sample' : 'the program\'s (CONTACT_DIRECTORY_FILE at build)',
  })
  warnIfSiteUrlUnset(config.siteUrl)
  warnIfSampleDirectory(contactDirectory)
}
