// @ts-check
// What no library measures: CMS requests by article and outcome, the shared cache's Redis. Through
// OpenTelemetry's API only: with no SDK started (telemetry off), every call is a no-op.
import { metrics, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'

export const SCOPE = 'texas-tuition-site'
const tracer = trace.getTracer(SCOPE)

const seconds = (/** @type {number} */ ms) => ms / 1000
const advice = { explicitBucketBoundaries: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] }

/** @type {{ provider: unknown, instruments: ReturnType<typeof createInstruments> } | undefined} */
let current
/** Made once per meter provider: the SDK may register after this module loads. */
function instruments() {
  const provider = metrics.getMeterProvider()
  if (current?.provider !== provider) current = { provider, instruments: createInstruments(provider.getMeter(SCOPE)) }
  return current.instruments
}

/** @param {import('@opentelemetry/api').Meter} meter */
function createInstruments(meter) {
  meter
    .createObservableGauge('site.redis.connected', { description: '1 while this instance shares its cache through Redis, 0 while it does not' })
    .addCallback((result) => redisConnected && result.observe(redisConnected() ? 1 : 0))
  return {
    cmsDuration: meter.createHistogram('site.cms.request.duration', { description: 'CMS article requests, by article and outcome', unit: 's', advice }),
    cmsFailures: meter.createCounter('site.cms.request.failures', { description: 'CMS article requests that failed (not a 404), by article, outcome and reason' }),
    redisDuration: meter.createHistogram('db.client.operation.duration', { description: 'Round trips to the shared cache in Redis', unit: 's', advice }),
    redisLosses: meter.createCounter('site.redis.losses', { description: 'Times this instance lost Redis' }),
    redisRecoveries: meter.createCounter('site.redis.recoveries', { description: 'Times this instance got Redis back' }),
  }
}

/**
 * One CMS request in its own span, with its duration and outcome (`article`, else what `describe`
 * says). A 404 is not a failure: it is how an editor's removal looks.
 * @template T
 * @param {number} articleId
 * @param {() => Promise<T>} request resolves only with an article the site can show
 * @param {(error: unknown) => { outcome: string, reason: string, failure: boolean }} describe
 * @returns {Promise<T>}
 */
export function measureCmsRequest(articleId, request, describe) {
  return tracer.startActiveSpan('cms article', { kind: SpanKind.CLIENT, attributes: { 'site.cms.article_id': articleId } }, async (span) => {
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
  })
}

/** Times one Redis round trip in its own span, until the result is called. @returns {(outcome: 'ok' | 'error') => void} */
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

/** The shared cache's connection: a gauge, and losses and recoveries as they happen. @param {() => boolean} isConnected */
export function watchRedisConnection(isConnected) {
  redisConnected = isConnected
  instruments()
  return {
    lost: () => instruments().redisLosses.add(1),
    recovered: () => instruments().redisRecoveries.add(1),
  }
}
