// @ts-check
// OpenTelemetry's Node SDK, configured by the OTEL_* variables as it reads them; loaded only when
// telemetry is on. Exporting costs no page: bounded span queue, metrics in memory, export timeouts.
import { subscribe } from 'node:diagnostics_channel'
import { createRequire } from 'node:module'
import { context, diag, DiagLogLevel, metrics, trace } from '@opentelemetry/api'
import { getRPCMetadata } from '@opentelemetry/core'
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http'
import { RuntimeNodeInstrumentation } from '@opentelemetry/instrumentation-runtime-node'
import { startNodeSdk } from '@opentelemetry/sdk-node'
import { CALENDAR_PATHS, PAGE_PATHS } from '../lib/page-paths'
import { FAILURE_STATE_NO_STORE } from './failure-state.mjs'
import { log } from './log.mjs'
import { SCOPE } from './telemetry.mjs'

/** The site's addresses: any other (a mistyped or made-up one) is no route, so never a series of its own. */
const ROUTES = new Set(['/api/health', '/api/revalidate', ...[...Object.values(PAGE_PATHS), CALENDAR_PATHS].flatMap((paths) => Object.values(paths))])

/** @param {ReturnType<typeof import('./env.mjs').telemetrySettings>} settings */
export function startTelemetry(settings) {
  startNodeSdk({
    // A signal with nowhere to go stays off rather than sending to the SDK's default, localhost;
    // with no tracer, Next skips its span work.
    ...(settings.traces.length === 0 && { spanProcessors: [] }),
    ...(settings.metrics.length === 0 && { metricReaders: [] }),
    ...(!settings.serviceNamed && { resourceAttributes: { 'service.name': 'texas-tuition-site' } }),
    instrumentations: [
      new HttpInstrumentation({
        disableOutgoingRequestInstrumentation: true, // the CMS's requests have spans of their own (telemetry.mjs)
        startIncomingSpanHook: () => ({ 'url.query': undefined }), // a visitor's link may carry a token
        // The route of http.server.request.duration: the address, where it is one of the site's.
        requestHook: (_span, request) => {
          const address = String(/** @type {import('node:http').IncomingMessage} */ (request).url).replace(/[?#].*$/s, '')
          const metadata = getRPCMetadata(context.active())
          if (metadata && ROUTES.has(address)) metadata.route = address
        },
      }),
      new RuntimeNodeInstrumentation(),
    ],
  })
  // Next's server required http before this ran: the instrumentation patches it as it is required again.
  createRequire(import.meta.url)('http')
  // The SDK has printed what it refused in the configuration; from now on a failing collector is
  // one line, not one per export, unless OTEL_LOG_LEVEL asks for the SDK's own.
  if (!settings.sdkLogLevel) diag.setLogger(exportFailuresLogged(), { logLevel: DiagLogLevel.ERROR, suppressOverrideMessage: true })
  if (settings.traces.length > 0) startSpansWithoutQueryStrings()
  const meter = metrics.getMeter(SCOPE)
  const failureState = meter.createCounter('site.failure_state.answers', { description: 'Answers that were the failure state, by path' })
  // Counted by its own Cache-Control, which only the site's pages carry: the paths are theirs.
  subscribe('http.server.response.finish', (/** @type {any} */ { request, response }) => {
    if (response.getHeader('cache-control') === FAILURE_STATE_NO_STORE) failureState.add(1, { 'http.route': String(request.url).replace(/[?#].*$/s, '') })
  })
  meter
    .createObservableGauge('process.memory.usage', { description: 'Resident set size of the server process', unit: 'By' })
    .addCallback((result) => result.observe(process.memoryUsage.rss()))
}

/** A diagnostics logger for the SDK's errors: the first, then at most one per quarter hour. */
function exportFailuresLogged() {
  let loggedAt = -Infinity
  const error = (/** @type {unknown} */ message) => {
    // At every scrape: the Prometheus exporter never awaits the host id (opentelemetry-js#5828).
    if (performance.now() - loggedAt < 15 * 60_000 || String(message).includes('before async attributes settled')) return
    loggedAt = performance.now()
    let detail = String(message)
    try {
      detail = JSON.parse(detail).message ?? detail
    } catch {} // the SDK passes an error as JSON, its own complaints as text
    log('warn', 'telemetry_export_failed', { message: detail, consequence: 'pages are unaffected; telemetry is dropped while the collector fails' })
  }
  return /** @type {import('@opentelemetry/api').DiagLogger} */ (/** @type {unknown} */ ({ error }))
}

/** Spans start without query strings where Next records a URL: a visitor's link may carry a token. */
function startSpansWithoutQueryStrings() {
  const proxy = /** @type {any} */ (trace.getTracerProvider())
  /** @type {import('@opentelemetry/api').TracerProvider} */
  const provider = proxy.getDelegate()
  proxy.setDelegate({
    getTracer: (/** @type {Parameters<typeof provider.getTracer>} */ ...args) => {
      const tracer = provider.getTracer(...args)
      /** @type {import('@opentelemetry/api').Tracer['startSpan']} */
      const startSpan = (name, options, context) => {
        const attributes = { ...options?.attributes }
        for (const key of ['http.target', 'http.url', 'url.full']) if (typeof attributes[key] === 'string') attributes[key] = attributes[key].replace(/\?.*$/s, '')
        return tracer.startSpan(name, { ...options, attributes }, context)
      }
      // The SDK's startActiveSpan starts its span through this.startSpan.
      return Object.assign(Object.create(tracer), { startSpan })
    },
  })
}
