// @ts-check
// Starts OpenTelemetry when the operator's OTEL_* variables ask for it (instrumentation.ts
// imports this only then): Next's own spans (a server span per traced request, with its route),
// every answer's duration and cache state (telemetry-http.mjs), the site's own measurements
// (telemetry.mjs) and Node's runtime metrics, exported over OTLP/HTTP and, if asked, on a
// Prometheus endpoint of its own port.
//
// Exporting never costs a page: spans wait in the batch processor's bounded queue (2,048, then
// dropped), metrics are aggregated in memory and sent every interval, and each export gives up
// after OTLP's timeout. A collector that is down or slow is one log line, and one more when it
// answers again.
import { metrics } from '@opentelemetry/api'
import { ExportResultCode } from '@opentelemetry/core'
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus'
import { RuntimeNodeInstrumentation } from '@opentelemetry/instrumentation-runtime-node'
import { PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics'
import { startNodeSDK } from '@opentelemetry/sdk-node'
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace'
import { log } from './log.mjs'
import { measureHttpAnswers } from './telemetry-http.mjs'
import { SCOPE } from './telemetry.mjs'
import { tracesSampler } from './telemetry-sampler.mjs'
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
  // No tracer provider with traces off: Next then skips its own span machinery.
  const spanProcessors = settings.traces
    ? [
        // The SDK's defaults, written out because they are the bound: at most 2,048 spans wait.
        new BatchSpanProcessor({
          exporter: withoutQueryStrings(withExportHealthLogged(otlp.traces(), 'traces')),
          maxQueueSize: 2048,
          maxExportBatchSize: 512,
          scheduledDelayMillis: 5000,
          exportTimeoutMillis: 10_000,
        }),
      ]
    : []

  startNodeSDK({
    // Our own lines say when exporting fails and recovers; the SDK's diagnostics would repeat it.
    logLevel: 'none',
    resourceAttributes: { 'service.name': settings.serviceName },
    sampler: tracesSampler(settings),
    spanProcessors,
    metricReaders,
    logRecordProcessors: [],
    instrumentations: [new RuntimeNodeInstrumentation()],
  })
  const meter = metrics.getMeter(SCOPE)
  measureHttpAnswers(meter)
  observeProcessMemory(meter)
}

/**
 * The process's resident memory, which Node measures (the runtime instrumentation covers the V8 heap).
 * @param {import('@opentelemetry/api').Meter} meter
 */
function observeProcessMemory(meter) {
  meter
    .createObservableGauge('process.memory.usage', { description: 'Resident set size of the server process', unit: 'By' })
    .addCallback((result) => result.observe(process.memoryUsage.rss()))
}
