// @ts-check
// The site's own measurements, for what no library can see: CMS requests by article and outcome,
// the Redis connection's state and round trips. Through OpenTelemetry's API only, which Next
// also uses: with no SDK started (telemetry off) every call here is a no-op. Used by the app
// (lib/cms) and by the cache handler, which Next loads outside the app bundle; both reach the
// one SDK that next-server/telemetry-sdk.mjs registers globally.
import { metrics, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'

/** The site's own instrumentation scope, for its tracer and meters (telemetry-sdk.mjs uses it too). */
export const SCOPE = 'texas-tuition-site'
const tracer = trace.getTracer(SCOPE)

/** Seconds, as OpenTelemetry's duration histograms take them. */
const seconds = (/** @type {number} */ ms) => ms / 1000
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** @type {{ provider: unknown, instruments: ReturnType<typeof createInstruments> } | undefined} */
let current
/** The instruments of the meter provider registered now (none: no-ops), made once per provider. */
function instruments() {
  const provider = metrics.getMeterProvider()
  if (current?.provider !== provider) current = { provider, instruments: createInstruments(provider.getMeter(SCOPE)) }
  return current.instruments
}

/** @param {import('@opentelemetry/api').Meter} meter */
function createInstruments(meter) {
  meter
    .createObservableGauge('site.redis.connected', {
      description: '1 while this instance shares its cache through Redis, 0 while it does not',
    })
    .addCallback((result) => {
      if (redisConnected) result.observe(redisConnected() ? 1 : 0)
    })
  return {
    cmsDuration: meter.createHistogram('site.cms.request.duration', {
      description: 'CMS article requests, by article and outcome (lib/cms/answers.ts: article, missing, empty, error, timeout, malformed)',
      unit: 's',
      advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    }),
    cmsFailures: meter.createCounter('site.cms.request.failures', {
      description: 'CMS article requests that failed (empty, error, timeout, malformed; not a 404), by article, outcome and reason',
    }),
    redisDuration: meter.createHistogram('db.client.operation.duration', {
      description: 'Round trips to the shared cache in Redis',
      unit: 's',
      advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    }),
    redisLosses: meter.createCounter('site.redis.losses', { description: 'Times this instance lost Redis' }),
    redisRecoveries: meter.createCounter('site.redis.recoveries', { description: 'Times this instance got Redis back' }),
  }
}

/**
 * Runs one CMS request for an article in its own span, and records its duration and outcome: the
 * kind of answer it was, in lib/cms/answers.ts's words (`article` when `request` resolves), and
 * for a failure its reason as `error.type`. `describe` says what a thrown error was; only the
 * answers it calls failures count in site.cms.request.failures (a 404 does not: it is how an
 * editor's removal, or an article not published yet, looks).
 * @template T
 * @param {number} articleId
 * @param {() => Promise<T>} request resolves only with an article the site can show
 * @param {(error: unknown) => { outcome: string, reason: string, failure: boolean }} describe
 * @returns {Promise<T>}
 */
export function measureCmsRequest(articleId, request, describe) {
  return tracer.startActiveSpan(
    'cms article',
    { kind: SpanKind.CLIENT, attributes: { 'site.cms.article_id': articleId } },
    async (span) => {
      const startedAt = performance.now()
      const finish = (/** @type {{ outcome: string, reason?: string, failure: boolean }} */ { outcome, reason, failure }) => {
        const duration = seconds(performance.now() - startedAt)
        /** @type {import('@opentelemetry/api').Attributes} */
        const attributes = { 'site.cms.article_id': articleId, 'site.cms.outcome': outcome, ...(failure && { 'error.type': reason }) }
        instruments().cmsDuration.record(duration, attributes)
        if (failure) instruments().cmsFailures.add(1, attributes)
        span.setAttributes({ ...attributes, 'site.cms.duration_ms': Math.round(duration * 1000) })
        if (failure) span.setStatus({ code: SpanStatusCode.ERROR })
        span.end()
      }
      try {
        const article = await request()
        finish({ outcome: 'article', failure: false })
        return article
      } catch (error) {
        finish(describe(error))
        throw error
      }
    },
  )
}

/**
 * Starts timing one Redis round trip, in a span of its own; call the result when it is answered
 * or given up on.
 * @returns {(outcome: 'ok' | 'error') => void}
 */
export function startRedisRoundTrip() {
  const span = tracer.startSpan('redis', { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'redis' } })
  const startedAt = performance.now()
  return (outcome) => {
    const attributes = { 'db.system.name': 'redis', ...(outcome !== 'ok' && { 'error.type': outcome }) }
    instruments().redisDuration.record(seconds(performance.now() - startedAt), attributes)
    if (outcome !== 'ok') span.setAttributes({ 'error.type': outcome }).setStatus({ code: SpanStatusCode.ERROR })
    span.end()
  }
}

/** @type {(() => boolean) | undefined} */
let redisConnected

/**
 * Reports the shared cache's connection: a gauge read at each export, and its losses and
 * recoveries as they happen.
 * @param {() => boolean} isConnected
 */
export function watchRedisConnection(isConnected) {
  redisConnected = isConnected
  instruments()
  return {
    lost: () => instruments().redisLosses.add(1),
    recovered: () => instruments().redisRecoveries.add(1),
  }
}
