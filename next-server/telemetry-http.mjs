// @ts-check
// Every answer the server gives, measured from Node's own HTTP channels: its duration by route
// and status (OpenTelemetry's http.server.request.duration), how Next's cache served it, and
// whether it was the failure state. Not @opentelemetry/instrumentation-http: it wraps every
// request and binds its event emitters to a context, which cost `/` a third of its rate
// (docs/telemetry.md); these channels cost a timestamp and a histogram entry.
import { subscribe } from 'node:diagnostics_channel'
import { FAILURE_STATE_NO_STORE } from './failure-state.mjs'
import { routeOf } from './next-internals.mjs'

/** OpenTelemetry's advice for http.server.request.duration, in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10]
/** Methods the semantic conventions name; any other is _OTHER, so a client cannot mint series. */
const KNOWN_METHODS = new Set(['CONNECT', 'DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT', 'TRACE'])

/**
 * Records each answer with the meter's instruments from now on.
 * @param {import('@opentelemetry/api').Meter} meter
 */
export function measureHttpAnswers(meter) {
  const duration = meter.createHistogram('http.server.request.duration', {
    description: 'Duration of HTTP server requests.',
    unit: 's',
    advice: { explicitBucketBoundaries: DURATION_BUCKETS },
  })
  const answers = meter.createCounter('site.http.answers', {
    description: 'Answers with a route, by how the cache served them: hit, stale, miss, or render (not cached)',
  })
  const failureState = meter.createCounter('site.failure_state.answers', {
    description: 'Answers that were the failure state ("The content has failed to load"), by route',
  })

  /** When each request began; a WeakMap, so an answer that never finishes leaves nothing behind. */
  const started = new WeakMap()
  subscribe('http.server.request.start', (message) => {
    started.set(/** @type {{ response: object }} */ (message).response, performance.now())
  })
  subscribe('http.server.response.finish', (message) => {
    const { request, response } = /** @type {{ request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse }} */ (message)
    const start = started.get(response)
    if (start === undefined) return
    const route = routeOf(request)
    const status = response.statusCode
    const method = request.method && KNOWN_METHODS.has(request.method) ? request.method : '_OTHER'
    /** @type {import('@opentelemetry/api').Attributes} */
    const attributes = { 'http.request.method': method, 'http.response.status_code': status, 'url.scheme': 'http' }
    if (route !== undefined) attributes['http.route'] = route
    if (status >= 500) attributes['error.type'] = String(status)
    duration.record((performance.now() - start) / 1000, attributes)
    if (route === undefined) return // static files and the like: nothing Next renders or caches
    answers.add(1, { 'http.route': route, 'site.cache.state': String(response.getHeader('x-nextjs-cache') ?? 'render').toLowerCase() })
    if (response.getHeader('cache-control') === FAILURE_STATE_NO_STORE) failureState.add(1, { 'http.route': route })
  })
}
