// @ts-check
// A stand-in for an OpenTelemetry collector on loopback: it takes OTLP/HTTP exports in JSON
// (OTEL_EXPORTER_OTLP_PROTOCOL=http/json) and keeps every body as received, so a test can look
// for the spans and metrics it expects and for any secret that should not be there. With
// `answers: false` it is a collector that hangs: it reads each export and never answers. With
// `refuses: true` it is a collector that is down: its port resets every connection at once. It
// counts the exports it left unanswered, so a test can wait for failed exports rather than a time.
import { createServer } from 'node:http'

/**
 * @typedef {{ name: string, attributes: Record<string, unknown> }} ReceivedSpan
 * @typedef {{ name: string, points: Array<{ attributes: Record<string, unknown>, value: number }> }} ReceivedMetric
 */

/** OTLP JSON's attribute list ([{ key, value: { stringValue | intValue | ... } }]) as a plain object. */
function attributesOf(/** @type {any[] | undefined} */ list) {
  return Object.fromEntries((list ?? []).map(({ key, value }) => [key, Object.values(value ?? {})[0]]))
}

/** @param {any} point */
const pointValue = (point) => Number(point.asDouble ?? point.asInt ?? point.count ?? point.sum ?? 0)

/** Starts the receiver on loopback, on `port` or a free one. */
export async function startOtlpReceiver({ port = 0, answers = true, refuses = false } = {}) {
  /** @type {string[]} */
  const bodies = []
  let unanswered = 0
  /** @type {ReceivedSpan[]} */
  const spans = []
  /** @type {Map<string, ReceivedMetric>} */
  const metrics = new Map()

  const server = createServer((request, response) => {
    // Closed before an answer: the sender gave up on this export.
    response.on('close', () => {
      if (!response.writableEnded) unanswered += 1
    })
    const chunks = /** @type {Buffer[]} */ ([])
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      bodies.push(body)
      try {
        const json = JSON.parse(body)
        for (const resource of json.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? []) spans.push({ name: span.name, attributes: attributesOf(span.attributes) })
        for (const resource of json.resourceMetrics ?? [])
          for (const scope of resource.scopeMetrics ?? [])
            for (const metric of scope.metrics ?? []) {
              const data = metric.sum ?? metric.gauge ?? metric.histogram ?? metric.exponentialHistogram ?? {}
              const received = metrics.get(metric.name) ?? { name: metric.name, points: /** @type {ReceivedMetric['points']} */ ([]) }
              for (const point of data.dataPoints ?? []) received.points.push({ attributes: attributesOf(point.attributes), value: pointValue(point) })
              metrics.set(metric.name, received)
            }
      } catch {
        // Not JSON: kept in `bodies` only.
      }
      if (answers) response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  if (refuses) {
    server.on('connection', (socket) => {
      unanswered += 1
      socket.resetAndDestroy()
    })
  }
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the OTLP receiver has no port')
  return {
    /** The value for OTEL_EXPORTER_OTLP_ENDPOINT. */
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    spans: () => [...spans],
    metric: (/** @type {string} */ name) => metrics.get(name),
    metricNames: () => [...metrics.keys()],
    /** Every body received, as text: where a leaked secret would show. */
    everything: () => bodies.join('\n'),
    /** Exports that failed here, as the sender sees them: given up on unanswered, or refused. */
    unanswered: () => unanswered,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined))
        server.closeAllConnections() // the exports a hanging collector still holds
      }),
  }
}
