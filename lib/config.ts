import 'server-only'
import { SPANISH_SAMPLE_IDS } from '../content/sample-articles'
import { env, sharesCache, telemetrySettings } from '../next-server/env.mjs'

// With the bundled samples (no CMS), the Spanish samples stand in for unset Spanish ids, so the
// quick start shows a Spanish home page; with a CMS, unset means the program has none.
const withSpanishSample = (id: number | undefined, sampleId: number) => id ?? (env.CMS_BASE_URL === undefined ? sampleId : undefined)

/**
 * The site's settings, typed. Values come from next-server/env.mjs (the only reader of process.env);
 * everything else is the product specification's fixed configuration.
 */
export const config = {
  /** The spec's production flag and environment name: non-production sites ask not to be indexed. */
  production: env.APP_ENV === 'prod',
  environment: env.APP_ENV,
  siteUrl: env.SITE_URL,
  cms: {
    /** Unset: the bundled sample articles in content/ are served instead. */
    baseUrl: env.CMS_BASE_URL,
    apiKey: env.CMS_API_KEY,
    authorization: env.CMS_AUTHORIZATION,
    revalidateSeconds: env.CMS_REVALIDATE_SECONDS,
    timeoutMs: env.CMS_TIMEOUT_MS,
    homeArticleId: env.CMS_HOME_ARTICLE_ID,
    helpContactArticleId: env.CMS_HELP_CONTACT_ARTICLE_ID,
    /** The Spanish articles (app/es). Unset: the Spanish home page shows the English ones under a note. */
    homeArticleIdEs: withSpanishSample(env.CMS_HOME_ARTICLE_ID_ES, SPANISH_SAMPLE_IDS.home),
    helpContactArticleIdEs: withSpanishSample(env.CMS_HELP_CONTACT_ARTICLE_ID_ES, SPANISH_SAMPLE_IDS.helpContact),
  },
  /** Unset: POST /api/revalidate answers 404. */
  revalidateSecret: env.REVALIDATE_SECRET,
  /** REDIS_URL or REDIS_SENTINELS set: instances share their cache (next-server/shared-cache), which alone reads them. */
  sharedCacheConfigured: sharesCache(env),
  /** How the startup line names the shared cache, without its address or credentials. */
  sharedCacheSource: env.REDIS_SENTINEL_NAME === undefined ? 'REDIS_URL' : `REDIS_SENTINELS (${env.REDIS_SENTINEL_NAME})`,
  /** OpenTelemetry (next-server/telemetry-sdk.mjs): off unless the OTEL_* variables give it somewhere to send. */
  telemetry: telemetrySettings(),
  analytics: {
    measurementId: env.GA_MEASUREMENT_ID,
    enabled: env.ANALYTICS_ENABLED && env.GA_MEASUREMENT_ID !== undefined,
  },
  /**
   * Tax-authority endpoints carried from the original configuration (searchable documents and
   * rules by tax type). No screen calls them yet; they are relative to cms.baseUrl.
   */
  reservedTaxEndpoints: {
    search: '/v1/search',
    view: '/v1/view/{id}',
    rulesByTax: '/v1/rules-by-tax/{id}',
    subjectsByTax: '/v1/subjects-by-tax/{id}',
  },
  currency: 'USD',
  developerMode: false,
} as const

export type Config = typeof config
