// @ts-check
// Starts OpenTelemetry when the operator's OTEL_* variables ask for it (instrumentation.ts
// imports this only then): Next's own spans, HTTP server spans and durations, the site's own
// measurements (next-server/telemetry.mjs) and Node's runtime metrics, exported over OTLP/HTTP
// and, if asked, on a Prometheus endpoint of its own port.
//
// Exporting never costs a page: spans wait in the batch processor's bounded queue (2,048, then
// dropped), metrics are aggregated in memory and sent every interval, and each export gives up
// after OTLP's timeout. A collector that is down or slow is one log line, and one more when it
// answers again.
import { createRequire } from 'node:module'
import { context, metrics } from '@opentelemetry/api'
import { ExportResultCode, getRPCMetadata, RPCType } from '@opentelemetry/core'
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus'
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http'
import { RuntimeNodeInstrumentation } from '@opentelemetry/instrumentation-runtime-node'
import { PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics'
import { startNodeSDK } from '@opentelemetry/sdk-node'
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace'
import { NEVER_STORE } from './failure-state.mjs'
import { log } from './log.mjs'
import { withoutQueryStrings } from './telemetry-redaction.mjs'

/** @typedef {ReturnType<typeof import('./env.mjs').telemetrySettings>} TelemetrySettings */

/** The signals whose last export failed: one line when the first fails, one when all are back. */
const failing = new Set()

/**
 * The exporter, with its failures and recovery logged as the collector's state, not per export.
 * @template {{ export(items: any, done: (result: import('@opentelemetry/core').ExportResult) => void): void }} E
 * @param {E} exporter
 * @param {'traces' | 'metrics'} signal
 * @returns {E}
 */
function withExportHealthLogged(exporter, signal) {
  const send = exporter.export.bind(exporter)
  exporter.export = (items, done) =>
    send(items, (result) => {
      if (result.code !== ExportResultCode.SUCCESS) {
        if (failing.size === 0) {
          log('warn', 'telemetry_export_failed', {
            signal,
            message: result.error?.message ?? 'export failed',
            consequence: 'pages are unaffected; telemetry is dropped until the collector answers',
          })
        }
        failing.add(signal)
      } else if (failing.delete(signal) && failing.size === 0) {
        log('info', 'telemetry_export_back', { signal })
      }
      done(result)
    })
  return exporter
}

/**
 * The OTLP/HTTP exporters for the protocol asked for; each reads its endpoint, headers and
 * timeout from the standard variables itself.
 * @param {TelemetrySettings['protocol']} protocol
 */
async function otlpExporters(protocol) {
  if (protocol === 'http/json') {
    const [{ OTLPTraceExporter }, { OTLPMetricExporter }] = await Promise.all([
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/exporter-metrics-otlp-http'),
    ])
    return { traces: () => new OTLPTraceExporter(), metrics: () => new OTLPMetricExporter() }
  }
  const [{ OTLPTraceExporter }, { OTLPMetricExporter }] = await Promise.all([
    import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/exporter-metrics-otlp-proto'),
  ])
  return { traces: () => new OTLPTraceExporter(), metrics: () => new OTLPMetricExporter() }
}

/**
 * Next names the route of each request on its own spans (`next.route`, on "resolve page
 * components" and "rendering page"), after the HTTP instrumentation started the request's span.
 * Handing it to the HTTP instrumentation's request metadata gives `http.server.request.duration`
 * its `http.route`, for answers from the cache too.
 * @type {import('@opentelemetry/sdk-trace').SpanProcessor}
 */
const routeFromNextSpans = {
  onStart(span, parentContext) {
    const route = /** @type {{ attributes?: Record<string, unknown> }} */ (/** @type {unknown} */ (span)).attributes?.['next.route']
    const request = getRPCMetadata(parentContext)
    if (typeof route === 'string' && request?.type === RPCType.HTTP && request.route === undefined) request.route = route
  },
  onEnd() {},
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
}

/** Counts each answer by how Next's cache served it, and the failure-state answers. */
function answerCounters() {
  const meter = metrics.getMeter('texas-tuition-site')
  const answers = meter.createCounter('site.http.answers', {
    description: 'Answers with a route, by how the cache served them: hit, stale, miss, or render (not cached)',
  })
  const failureState = meter.createCounter('site.failure_state.answers', {
    description: 'Answers that were the failure state ("The content has failed to load"), by route',
  })
  /**
   * Called as the answer closes, in the request's context, which holds its route.
   * @param {import('node:http').ServerResponse} response
   */
  return (response) => {
    const route = getRPCMetadata(context.active())?.route
    if (route === undefined) return // static files and the like: nothing Next renders or caches
    const cache = String(response.getHeader('x-nextjs-cache') ?? 'render').toLowerCase()
    answers.add(1, { 'http.route': route, 'site.cache.state': cache })
    if (response.getHeader('cache-control') === NEVER_STORE) failureState.add(1, { 'http.route': route })
  }
}

/** @param {TelemetrySettings} settings */
export async function startTelemetry(settings) {
  const otlp = await otlpExporters(settings.protocol)
  /** @type {import('@opentelemetry/sdk-metrics').IMetricReader[]} */
  const metricReaders = []
  if (settings.otlpMetrics) {
    metricReaders.push(
      new PeriodicExportingMetricReader({
        exporter: withExportHealthLogged(otlp.metrics(), 'metrics'),
        exportIntervalMillis: settings.metricExportIntervalMs,
        exportTimeoutMillis: Math.min(settings.metricExportIntervalMs, 10_000),
      }),
    )
  }
  if (settings.prometheus) metricReaders.push(new PrometheusExporter({ host: settings.prometheus.host, port: settings.prometheus.port }))
  // Kept with traces off too: the duration histogram takes its route from Next's spans.
  const spanProcessors = [routeFromNextSpans]
  if (settings.traces) {
    const exporter = withoutQueryStrings(withExportHealthLogged(otlp.traces(), 'traces'))
    // The SDK's defaults, written out because they are the bound: at most 2,048 spans wait.
    spanProcessors.push(new BatchSpanProcessor({ exporter, maxQueueSize: 2048, maxExportBatchSize: 512, scheduledDelayMillis: 5000, exportTimeoutMillis: 10_000 }))
  }

  let countAnswer = /** @type {ReturnType<typeof answerCounters> | undefined} */ (undefined)
  startNodeSDK({
    // Our own lines say when exporting fails and recovers; the SDK's diagnostics would repeat it.
    logLevel: 'none',
    resourceAttributes: { 'service.name': settings.serviceName },
    spanProcessors,
    metricReaders,
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // The CMS is reached with fetch and measured in lib/cms; the exporters' own requests are not ours to trace.
        disableOutgoingRequestInstrumentation: true,
        applyCustomAttributesOnSpan: (_span, _request, response) => {
          countAnswer ??= answerCounters()
          countAnswer(/** @type {import('node:http').ServerResponse} */ (response))
        },
      }),
      new RuntimeNodeInstrumentation(),
    ],
  })
  // Next's server required `http` before this hook ran, so the instrumentation's patch (it
  // wraps http.Server.prototype.emit) waits for the next require of it: make it now.
  createRequire(import.meta.url)('http')
  observeProcessMemory()
}

/** The process's resident memory, which Node measures (the runtime instrumentation covers the V8 heap). */
function observeProcessMemory() {
  metrics
    .getMeter('texas-tuition-site')
    .createObservableGauge('process.memory.usage', { description: 'Resident set size of the server process', unit: 'By' })
    .addCallback((result) => result.observe(process.memoryUsage.rss()))
}
