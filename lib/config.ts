import 'server-only'
import { SAMPLE_ARTICLE_IDS } from '../content/sample-articles'
import { parseCmsArticles, SPECIFICATION_ARTICLES, type CmsArticles } from '../next-server/cms-articles.mjs'
import { env, sharesCache, telemetrySettings } from '../next-server/env.mjs'
import { imageOrigins } from '../next-server/security-headers.mjs'

/** The articles table `next build` read from CMS_ARTICLES_FILE (next.config.mjs), or null; unit tests have no build. */
declare const CMS_ARTICLES_FROM_BUILD: string | undefined
const articlesFromBuild = typeof CMS_ARTICLES_FROM_BUILD === 'string' ? (JSON.parse(CMS_ARTICLES_FROM_BUILD) as unknown) : null

/**
 * Which article each page shows: the operator's file; without one, the specification's two (the
 * home article and the home page's help contact) from a CMS, or every bundled sample without a
 * CMS, so the quick start shows the whole site.
 */
const articles: CmsArticles =
  articlesFromBuild !== null ? parseCmsArticles(articlesFromBuild) : env.CMS_BASE_URL === undefined ? SAMPLE_ARTICLE_IDS : SPECIFICATION_ARTICLES

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
    /** Unset: the bundled sample articles in content/ are served instead (`samples`), each page saying so. */
    baseUrl: env.CMS_BASE_URL,
    samples: env.CMS_BASE_URL === undefined,
    apiKey: env.CMS_API_KEY,
    authorization: env.CMS_AUTHORIZATION,
    revalidateSeconds: env.CMS_REVALIDATE_SECONDS,
    timeoutMs: env.CMS_TIMEOUT_MS,
    /** Each place's article in each language (lib/page-articles.ts); a missing language shows the other's, marked. */
    articles,
    /** Where article images may come from besides this site: the policy's img-src names the same (CMS_IMAGE_ORIGINS). */
    imageOrigins: imageOrigins(env),
  },
  /** Built and served by Vercel, whose cache runs no handler of ours (next.config.mjs). */
  vercel: env.VERCEL,
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
