// @ts-check
// The only module that reads process.env. It is plain JavaScript so that next.config.mjs can
// import it: a bad value then stops `next build` and `next start` before anything is served.
// Application code imports the typed, server-only view in lib/config.ts instead.
import { z } from 'zod'

/**
 * An unset variable and an empty one (`CMS_BASE_URL=`) mean the same: use the default.
 * @param {unknown} value
 */
const blankToUndefined = (value) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/**
 * An absolute URL with one of these protocols.
 * @param {string[]} protocols
 * @param {string} expectation
 */
const urlWithProtocol = (protocols, expectation) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, expectation)

const httpUrl = urlWithProtocol(['http:', 'https:'], 'expects an absolute http(s) URL such as https://cms.example.gov')
  // One form for every consumer: no trailing slash, so `${base}/v1/...` is always right.
  .transform((value) => value.replace(/\/+$/, ''))

const redisUrl = urlWithProtocol(
  ['redis:', 'rediss:'],
  'expects a redis:// or rediss:// URL such as rediss://:password@redis.example.gov:6380',
)

/** Sentinel's addresses: at least one host:port, comma-separated. */
const sentinelAddresses = z
  .string()
  .transform((value) => value.split(',').map((address) => address.trim()).filter(Boolean))
  .refine(
    (addresses) => addresses.length > 0 && addresses.every((address) => /^[^\s:/]+:\d{1,5}$/.test(address)),
    'expects comma-separated host:port pairs, e.g. sentinel-1:26379,sentinel-2:26379,sentinel-3:26379',
  )
  .transform((addresses) =>
    addresses.map((address) => {
      const [host = '', port] = address.split(':')
      return { host, port: Number(port) }
    }),
  )

/** The variables that only go with REDIS_SENTINELS. */
const SENTINEL_ONLY = /** @type {const} */ (['REDIS_SENTINEL_NAME', 'REDIS_USERNAME', 'REDIS_PASSWORD', 'REDIS_SENTINEL_USERNAME', 'REDIS_SENTINEL_PASSWORD'])

const otlpUrl = urlWithProtocol(['http:', 'https:'], 'expects an absolute http(s) URL such as http://collector.example.gov:4318')

/**
 * A comma-separated list of exporter names, as OpenTelemetry's variables take them.
 * @param {string[]} names
 */
const exporterList = (names) =>
  z
    .string()
    .transform((value) => value.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean))
    .refine((list) => list.every((name) => names.includes(name)), `expects a comma-separated list of ${names.join(', ')}`)

/** With OTEL_TRACES_SAMPLER unset, the most requests a second an instance traces (telemetry-sampler.mjs). */
const TRACED_REQUESTS_PER_SECOND = 10

/** OpenTelemetry's standard OTEL_TRACES_SAMPLER values (its SDK's own list). */
export const SAMPLER_NAMES = /** @type {const} */ (['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'])

/** @param {string} expectation */
const wholeNumber = (expectation) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `expects ${expectation}`)
    .transform(Number)
    .refine((value) => value > 0 && Number.isSafeInteger(value), `expects ${expectation}`)

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0'].includes(value), 'expects true or false')
  .transform((value) => value === 'true' || value === '1')

/**
 * @template {z.ZodType} S
 * @param {S} schema
 * @param {NonNullable<z.output<S>>} fallback
 */
const withDefault = (schema, fallback) =>
  z.preprocess(blankToUndefined, schema.optional()).transform((value) => value ?? fallback)

/**
 * @template {z.ZodType} S
 * @param {S} schema
 */
const optional = (schema) => z.preprocess(blankToUndefined, schema.optional())

const envSchema = z.object({
  CMS_BASE_URL: optional(httpUrl),
  CMS_API_KEY: withDefault(z.string(), ''),
  CMS_AUTHORIZATION: withDefault(z.string(), ''),
  CMS_REVALIDATE_SECONDS: withDefault(wholeNumber('a whole number of seconds greater than 0, e.g. 300'), 300),
  CMS_TIMEOUT_MS: withDefault(wholeNumber('a whole number of milliseconds greater than 0, e.g. 5000'), 5000),
  // Which article each page shows, a JSON file read by `next build` (next-server/cms-articles.mjs).
  // Unset: the specification's home article (49) with a CMS, the bundled samples without.
  CMS_ARTICLES_FILE: optional(z.string().trim()),
  // The https origins article images may come from besides this site, comma-separated: the
  // sanitizer keeps images from these alone and the policy's img-src names them
  // (next-server/security-headers.mjs imageOrigins). Unset: the CMS's origin, when it is https.
  CMS_IMAGE_ORIGINS: optional(
    z
      .string()
      .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
      .refine(
        (origins) =>
          origins.length > 0 &&
          // An origin alone: no path, query, user or wildcard (the sanitizer compares exactly).
          origins.every((origin) => URL.canParse(origin) && !origin.includes('*') && new URL(origin).protocol === 'https:' && new URL(origin).href === `${new URL(origin).origin}/`),
        'expects comma-separated https origins (scheme, host and port, no path), e.g. https://cms.example.gov,https://images.example.gov',
      )
      .transform((origins) => origins.map((origin) => new URL(origin).origin)),
  ),
  // Unset: the site names no address of its own (lib/site-metadata), rather than localhost.
  SITE_URL: optional(httpUrl),
  // The program's contact directory, a JSON file read by `next build` (next-server/contact-directory.mjs).
  // Unset: the bundled sample, with a warning at build and start.
  CONTACT_DIRECTORY_FILE: optional(z.string().trim()),
  REVALIDATE_SECRET: optional(
    z.string().min(16, 'expects at least 16 characters (generate one with `openssl rand -hex 32`)'),
  ),
  GA_MEASUREMENT_ID: optional(
    z
      .string()
      .trim()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'expects a Google Analytics 4 measurement id such as G-ABC123XYZ'),
  ),
  ANALYTICS_ENABLED: withDefault(flag, true),
  // The shared cache for several instances (next-server/shared-cache). It may carry a password: secret.
  REDIS_URL: optional(redisUrl),
  // REDIS_URL names a Redis Cluster node (or its configuration endpoint): node-redis's cluster client.
  REDIS_CLUSTER: withDefault(flag, false),
  // Or Redis behind Sentinel (docs/redis.md): the sentinels, the name they monitor, and the users
  // of the data nodes and of the sentinels where they need one. The passwords are secret.
  REDIS_SENTINELS: optional(sentinelAddresses),
  REDIS_SENTINEL_NAME: optional(z.string().trim()),
  REDIS_USERNAME: optional(z.string()),
  REDIS_PASSWORD: optional(z.string()),
  REDIS_SENTINEL_USERNAME: optional(z.string()),
  REDIS_SENTINEL_PASSWORD: optional(z.string()),
  // What the site's keys start with, inside a hash tag (`{texas-tuition-site}:`) so that on a Redis
  // Cluster they share one slot: a staging and a production fleet on one Redis each need their own.
  REDIS_KEY_PREFIX: withDefault(
    z.string().trim().regex(/^[\w.-]{1,64}$/, 'expects letters, digits, ".", "_" or "-", e.g. texas-tuition-site-staging'),
    'texas-tuition-site',
  ),
  // Build tooling only: where `next build` writes, so test builds can sit side by side.
  NEXT_DIST_DIR: withDefault(z.string().regex(/^\.next[\w-]*$/, 'expects a folder name starting with .next'), '.next'),
  // Set to 1 by Vercel's build and runtime: its own cache serves pages there (docs/security.md).
  VERCEL: withDefault(flag, false),
  APP_ENV: withDefault(
    z.enum(['prod', 'staging', 'test', 'dev'], { error: 'expects one of prod, staging, test, dev' }),
    'prod',
  ),
  // Set by `next build` itself for its workers: the cache handler leaves Redis alone while building.
  NEXT_PHASE: optional(z.string()),
  // OpenTelemetry's standard variables (next-server/telemetry): off unless an exporter has a
  // destination. The SDK reads the rest of its own (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES,
  // OTEL_BSP_*, OTEL_EXPORTER_OTLP_TIMEOUT...); these are the ones that decide what runs.
  OTEL_SDK_DISABLED: withDefault(flag, false),
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(otlpUrl),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optional(otlpUrl),
  OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: optional(otlpUrl),
  // May carry a collector's credentials (`authorization=Bearer ...`): secret, passed to the exporter only.
  OTEL_EXPORTER_OTLP_HEADERS: optional(z.string()),
  OTEL_EXPORTER_OTLP_PROTOCOL: withDefault(
    z.enum(['http/protobuf', 'http/json'], { error: 'expects http/protobuf or http/json (OTLP over HTTP; gRPC is not supported)' }),
    'http/protobuf',
  ),
  OTEL_TRACES_EXPORTER: withDefault(z.enum(['otlp', 'none'], { error: 'expects otlp or none' }), 'otlp'),
  OTEL_METRICS_EXPORTER: withDefault(exporterList(['otlp', 'prometheus', 'none']), ['otlp']),
  OTEL_METRIC_EXPORT_INTERVAL: withDefault(wholeNumber('a whole number of milliseconds greater than 0, e.g. 60000'), 60000),
  OTEL_EXPORTER_PROMETHEUS_HOST: withDefault(z.string().trim(), '0.0.0.0'),
  OTEL_EXPORTER_PROMETHEUS_PORT: withDefault(wholeNumber('a port number, e.g. 9464'), 9464),
  OTEL_SERVICE_NAME: withDefault(z.string().trim(), 'texas-tuition-site'),
  // Unset, at most 10 requests a second are traced (next-server/telemetry-sampler.mjs).
  OTEL_TRACES_SAMPLER: optional(z.enum(SAMPLER_NAMES, { error: `expects one of ${SAMPLER_NAMES.join(', ')}` })),
  OTEL_TRACES_SAMPLER_ARG: withDefault(
    z.string().trim().transform(Number).refine((ratio) => ratio >= 0 && ratio <= 1, 'expects a ratio from 0 to 1, e.g. 0.1'),
    1,
  ),
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

/** Settings an earlier version read: refused, not ignored, so an operator learns where they went. */
const RETIRED_VARIABLES = ['CMS_HOME_ARTICLE_ID', 'CMS_HELP_CONTACT_ARTICLE_ID', 'CMS_HOME_ARTICLE_ID_ES', 'CMS_HELP_CONTACT_ARTICLE_ID_ES']

/** Variables whose values must never be printed. */
export const SECRET_VARIABLES = ['CMS_API_KEY', 'CMS_AUTHORIZATION', 'REVALIDATE_SECRET', 'REDIS_URL', 'REDIS_PASSWORD', 'REDIS_SENTINEL_PASSWORD', 'OTEL_EXPORTER_OTLP_HEADERS']

/** Thrown when configuration is wrong; its message lists every bad variable and what it expects. */
export class ConfigError extends Error {
  name = 'ConfigError'
}

/**
 * Parses an environment (process.env by default) into typed settings, or throws a ConfigError
 * naming each bad variable and how to fix it.
 * @param {Record<string, string | undefined>} source
 */
export function parseEnv(source) {
  const result = envSchema.safeParse(source)
  const retired = RETIRED_VARIABLES.filter((variable) => blankToUndefined(source[variable]) !== undefined).map(
    (variable) => `  ${variable} is no longer read: say which article each page shows in CMS_ARTICLES_FILE (docs/site.md, "Articles"); got ${JSON.stringify(source[variable])}`,
  )
  if (result.success && retired.length === 0) return result.data
  const problems = (result.error?.issues ?? []).map((issue) => {
    const variable = String(issue.path[0] ?? 'environment')
    // Never echo a secret back into a log, even a wrong one.
    const shown = SECRET_VARIABLES.includes(variable) ? '(hidden)' : JSON.stringify(source[variable])
    return `  ${variable} ${issue.message}; got ${shown}`
  })
  throw new ConfigError(
    `Invalid configuration. Fix these environment variables (see .env.local.example):\n${[...problems, ...retired].join('\n')}`,
  )
}

/** @typedef {ReturnType<typeof parseEnv>} Env */

/** Parsed once, when first imported. */
export const env = parseEnv(process.env)

/**
 * Whether this instance shares its cache through Redis: REDIS_URL or REDIS_SENTINELS, read at
 * start by the cache handler, which every build registers except on Vercel (its cache is its own).
 * @param {Env} settings
 */
export const sharesCache = (settings) => !settings.VERCEL && (settings.REDIS_URL !== undefined || settings.REDIS_SENTINELS !== undefined)

/**
 * What telemetry runs, from OpenTelemetry's standard variables: traces and OTLP metrics need a
 * collector's address, the Prometheus endpoint only being asked for. Nothing of the SDK is loaded
 * when all three are off.
 * @param {ReturnType<typeof parseEnv>} settings
 */
export function telemetrySettings(settings) {
  const off = settings.OTEL_SDK_DISABLED
  const metricsExporters = settings.OTEL_METRICS_EXPORTER
  const traces = !off && settings.OTEL_TRACES_EXPORTER === 'otlp' && (settings.OTEL_EXPORTER_OTLP_ENDPOINT ?? settings.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) !== undefined
  const otlpMetrics = !off && metricsExporters.includes('otlp') && (settings.OTEL_EXPORTER_OTLP_ENDPOINT ?? settings.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT) !== undefined
  const prometheus = !off && metricsExporters.includes('prometheus')
  return {
    enabled: traces || otlpMetrics || prometheus,
    traces,
    otlpMetrics,
    prometheus: prometheus ? { host: settings.OTEL_EXPORTER_PROMETHEUS_HOST, port: settings.OTEL_EXPORTER_PROMETHEUS_PORT } : undefined,
    protocol: settings.OTEL_EXPORTER_OTLP_PROTOCOL,
    metricExportIntervalMs: settings.OTEL_METRIC_EXPORT_INTERVAL,
    serviceName: settings.OTEL_SERVICE_NAME,
    sampler: settings.OTEL_TRACES_SAMPLER && { name: settings.OTEL_TRACES_SAMPLER, ratio: settings.OTEL_TRACES_SAMPLER_ARG },
    tracedRequestsPerSecond: TRACED_REQUESTS_PER_SECOND,
  }
}
