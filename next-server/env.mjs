// @ts-check
// The only module that reads process.env, in plain JavaScript so that next.config.mjs imports it: a
// bad value stops `next build` and `next start` before anything is served (the app: lib/config.ts).
import { z } from 'zod'

/** @param {string[]} protocols @param {string} expectation */
const urlWithProtocol = (protocols, expectation) =>
  z.string().trim().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), expectation)

const httpUrl = urlWithProtocol(['http:', 'https:'], 'expects an absolute http(s) URL such as https://cms.example.gov')
  // No trailing slash, so `${base}/v1/...` is always right.
  .transform((value) => value.replace(/\/+$/, ''))

const redisUrl = urlWithProtocol(['redis:', 'rediss:'], 'expects a redis:// or rediss:// URL such as rediss://:password@redis.example.gov:6380')

const listed = (/** @type {string} */ value) => value.split(',').map((item) => item.trim()).filter(Boolean)
const commaList = z.string().transform(listed)

const sentinelAddresses = commaList
  .refine(
    (addresses) => addresses.length > 0 && addresses.every((address) => /^[^\s:/]+:\d{1,5}$/.test(address)),
    'expects comma-separated host:port pairs, e.g. sentinel-1:26379,sentinel-2:26379,sentinel-3:26379',
  )
  .transform((addresses) => addresses.map((address) => address.split(':')).map(([host = '', port]) => ({ host, port: Number(port) })))

const SENTINEL_ONLY = /** @type {const} */ (['REDIS_SENTINEL_NAME', 'REDIS_USERNAME', 'REDIS_PASSWORD', 'REDIS_SENTINEL_USERNAME', 'REDIS_SENTINEL_PASSWORD'])

/** @param {string} expectation */
const wholeNumber = (expectation) =>
  z.string().trim().regex(/^\d+$/, `expects ${expectation}`).transform(Number).refine((value) => value > 0 && Number.isSafeInteger(value), `expects ${expectation}`)

const flag = z.string().trim().toLowerCase().refine((value) => ['true', 'false', '1', '0'].includes(value), 'expects true or false').transform((value) => value === 'true' || value === '1')

const envSchema = z.object({
  CMS_BASE_URL: httpUrl.optional(),
  CMS_API_KEY: z.string().default(''),
  CMS_AUTHORIZATION: z.string().default(''),
  CMS_REVALIDATE_SECONDS: wholeNumber('a whole number of seconds greater than 0, e.g. 300').default(300),
  CMS_TIMEOUT_MS: wholeNumber('a whole number of milliseconds greater than 0, e.g. 5000').default(5000),
  // Which article each page shows, a JSON file read by `next build` (next-server/cms-articles.mjs).
  // Unset: the specification's two articles (home 49, help contact 19) with a CMS, the bundled samples without.
  CMS_ARTICLES_FILE: z.string().trim().optional(),
  // The https origins article images may come from, comma-separated: the sanitizer and the
  // policy's img-src read this one list (security-headers.mjs). Unset: the CMS's https origin.
  CMS_IMAGE_ORIGINS: commaList
    .refine(
      // An origin alone: no path, query, user or wildcard (the sanitizer compares exactly).
      (origins) => origins.length > 0 && origins.every((origin) => URL.canParse(origin) && !origin.includes('*') && new URL(origin).protocol === 'https:' && new URL(origin).href === `${new URL(origin).origin}/`),
      'expects comma-separated https origins (scheme, host and port, no path), e.g. https://cms.example.gov,https://images.example.gov',
    )
    .transform((origins) => origins.map((origin) => new URL(origin).origin))
    .optional(),
  // Unset: the site names no address of its own, rather than localhost.
  SITE_URL: httpUrl.optional(),
  // Read by `next build`. Unset: the bundled sample, with a warning at build and start.
  CONTACT_DIRECTORY_FILE: z.string().trim().optional(),
  REVALIDATE_SECRET: z.string().min(16, 'expects at least 16 characters (generate one with `openssl rand -hex 32`)').optional(),
  GA_MEASUREMENT_ID: z.string().trim().regex(/^G-[A-Z0-9]{4,20}$/, 'expects a Google Analytics 4 measurement id such as G-ABC123XYZ').optional(),
  ANALYTICS_ENABLED: flag.default(true),
  // The shared cache for several instances (next-server/shared-cache). It may carry a password: secret.
  REDIS_URL: redisUrl.optional(),
  // REDIS_URL names a Redis Cluster node (or its configuration endpoint): node-redis's cluster client.
  REDIS_CLUSTER: flag.default(false),
  // Or Redis behind Sentinel (docs/redis.md). The passwords are secret.
  REDIS_SENTINELS: sentinelAddresses.optional(),
  REDIS_SENTINEL_NAME: z.string().trim().optional(),
  REDIS_USERNAME: z.string().optional(),
  REDIS_PASSWORD: z.string().optional(),
  REDIS_SENTINEL_USERNAME: z.string().optional(),
  REDIS_SENTINEL_PASSWORD: z.string().optional(),
  // Inside a hash tag (`{texas-tuition-site}:`), so on a Redis Cluster the keys share one slot.
  REDIS_KEY_PREFIX: z.string().trim().regex(/^[\w.-]{1,64}$/, 'expects letters, digits, ".", "_" or "-", e.g. texas-tuition-site-staging').default('texas-tuition-site'),
  // Build tooling only: where `next build` writes, so test builds can sit side by side.
  NEXT_DIST_DIR: z.string().regex(/^\.next[\w-]*$/, 'expects a folder name starting with .next').default('.next'),
  // Set to 1 by Vercel's build and runtime: its own cache serves pages there (docs/security.md).
  VERCEL: flag.default(false),
  // Set by Vercel with VERCEL: previews' policy lets Vercel's toolbar run (next.config.mjs).
  VERCEL_ENV: z.enum(['production', 'preview', 'development'], { error: 'expects one of production, preview, development (set by Vercel)' }).optional(),
  APP_ENV: z.enum(['prod', 'staging', 'test', 'dev'], { error: 'expects one of prod, staging, test, dev' }).default('prod'),
  // Set by `next build` for its workers: the cache handler leaves Redis alone while building.
  NEXT_PHASE: z.string().optional(),
}).superRefine((settings, context) => {
  /** @param {string} variable @param {string} message */
  const problem = (variable, message) => context.addIssue({ code: 'custom', path: [variable], message })
  if (settings.REDIS_CLUSTER && settings.REDIS_URL === undefined) problem('REDIS_CLUSTER', 'goes with REDIS_URL, a node of the Cluster')
  if (settings.REDIS_SENTINELS === undefined) {
    for (const variable of SENTINEL_ONLY) {
      if (settings[variable] !== undefined) problem(variable, 'goes with REDIS_SENTINELS only (REDIS_URL carries its own user and password)')
    }
  } else if (settings.REDIS_URL !== undefined) {
    problem('REDIS_SENTINELS', 'is an alternative to REDIS_URL: set one of them')
  } else if (settings.REDIS_SENTINEL_NAME === undefined) {
    problem('REDIS_SENTINEL_NAME', 'expects the name the sentinels monitor (`sentinel monitor <name> ...`), with REDIS_SENTINELS')
  }
})

/** Settings an earlier version read, each with its entry in the articles table: refused, not ignored, so an operator learns where they went. */
const RETIRED_VARIABLES = {
  CMS_HOME_ARTICLE_ID: 'home.en',
  CMS_HOME_ARTICLE_ID_ES: 'home.es',
  CMS_HELP_CONTACT_ARTICLE_ID: 'helpContact.en',
  CMS_HELP_CONTACT_ARTICLE_ID_ES: 'helpContact.es',
}

/** Variables whose values must never be printed. */
export const SECRET_VARIABLES = ['CMS_API_KEY', 'CMS_AUTHORIZATION', 'REVALIDATE_SECRET', 'REDIS_URL', 'REDIS_PASSWORD', 'REDIS_SENTINEL_PASSWORD']

export class ConfigError extends Error {
  name = 'ConfigError'
}

/**
 * Parses an environment into typed settings, or throws a ConfigError naming each bad variable.
 * An empty or blank variable (as in a copied .env.local.example) is unset. @param {Record<string, string | undefined>} source
 */
export function parseEnv(source) {
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value?.trim()))
  const result = envSchema.safeParse(set)
  const retired = Object.entries(RETIRED_VARIABLES)
    .filter(([variable]) => variable in set)
    .map(([variable, entry]) => `  ${variable} is no longer read: set ${entry} in CMS_ARTICLES_FILE, the articles table (docs/site.md, "Articles"); got ${JSON.stringify(source[variable])}`)
  if (result.success && retired.length === 0) return result.data
  const problems = (result.error?.issues ?? []).map((issue) => {
    const variable = String(issue.path[0] ?? 'environment')
    const shown = SECRET_VARIABLES.includes(variable) ? '(hidden)' : JSON.stringify(source[variable])
    return `  ${variable} ${issue.message}; got ${shown}`
  })
  throw new ConfigError(`Invalid configuration. Fix these environment variables (see .env.local.example):\n${[...problems, ...retired].join('\n')}`)
}

/** @typedef {ReturnType<typeof parseEnv>} Env */
export const env = parseEnv(process.env)

/** Whether this instance shares its cache through Redis (never on Vercel, whose cache is its own). @param {Env} settings */
export const sharesCache = (settings) => !settings.VERCEL && (settings.REDIS_URL !== undefined || settings.REDIS_SENTINELS !== undefined)

/**
 * Whether OpenTelemetry loads, and what it sends. Its SDK reads and checks the OTEL_* variables
 * itself (docs/telemetry.md); a signal runs only where its exporter is named or a collector's
 * address is given, where the SDK would otherwise send it to localhost. @param {Record<string, string | undefined>} source
 */
export function telemetrySettings(source = process.env) {
  const value = (/** @type {string} */ name) => source[name]?.trim() || undefined
  const off = value('OTEL_SDK_DISABLED')?.toLowerCase() === 'true'
  const exporters = (/** @type {'TRACES' | 'METRICS'} */ signal) => {
    const named = value(`OTEL_${signal}_EXPORTER`)
    if (off || !(named ?? value('OTEL_EXPORTER_OTLP_ENDPOINT') ?? value(`OTEL_EXPORTER_OTLP_${signal}_ENDPOINT`))) return []
    const list = listed(named ?? 'otlp')
    return list.includes('none') ? [] : list
  }
  const [traces, metrics] = [exporters('TRACES'), exporters('METRICS')]
  const sampler = [value('OTEL_TRACES_SAMPLER') ?? 'parentbased_always_on', value('OTEL_TRACES_SAMPLER_ARG')].filter(Boolean).join(' ')
  const shownMetrics = metrics.map((name) => (name === 'prometheus' ? `prometheus on :${value('OTEL_EXPORTER_PROMETHEUS_PORT') ?? 9464}` : name))
  const enabled = traces.length + metrics.length > 0
  return {
    enabled,
    traces,
    metrics,
    serviceNamed: value('OTEL_SERVICE_NAME') !== undefined || /(^|,)\s*service\.name\s*=/.test(value('OTEL_RESOURCE_ATTRIBUTES') ?? ''),
    sdkLogLevel: value('OTEL_LOG_LEVEL'),
    // For the start-up line: no address, no header.
    summary: enabled ? `traces: ${traces.length > 0 ? `${traces.join(', ')} (sampler ${sampler})` : 'off'}; metrics: ${shownMetrics.join(', ') || 'off'}` : 'off',
  }
}
