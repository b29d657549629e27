import 'server-only'
import { config } from './config'
import { log } from './log'

const mask = (secret: string | undefined) => (secret ? 'set' : 'unset')

/** One start-up line that says how this instance is configured, without printing any secret. */
export function logStartupConfig(): void {
  log('info', 'startup', {
    environment: config.environment,
    siteUrl: config.siteUrl,
    cmsBaseUrl: config.cms.baseUrl ?? 'unset (bundled sample content)',
    cmsApiKey: mask(config.cms.apiKey),
    cmsAuthorization: mask(config.cms.authorization),
    revalidateSeconds: config.cms.revalidateSeconds,
    timeoutMs: config.cms.timeoutMs,
    homeArticleId: config.cms.homeArticleId,
    helpContactArticleId: config.cms.helpContactArticleId,
    revalidateWebhook: config.revalidateSecret ? 'on' : 'off',
    analytics: config.analytics.enabled ? `on (${config.analytics.measurementId})` : 'off',
  })
}
