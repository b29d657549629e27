// Operators: with OpenTelemetry's standard variables set, a server exports Next's spans, one span
// per CMS request and the metrics docs/telemetry.md names, to a collector (a stub receiver here), with
// no secret in any of it; with the collector down, pages are unaffected and the log says so once.
import { CANARIES } from './fixtures/canaries.mjs'
import { expect, HOME_ARTICLE_ID, startPristineSite, test, type PristineSite } from './support'
import { en } from '../lib/copy/en'
import { freePort } from '../test-support/loopback.mjs'
import { startOtlpReceiver } from '../test-support/otlp-receiver.mjs'

const OTLP_HEADER_CANARY = 'canary-otlp-token-5e8d2a'
const QUERY_CANARY = 'canary-query-token-9c41'

/** The OpenTelemetry variables an operator sets, sending to `endpoint` every half second. */
const telemetryEnv = (endpoint: string) => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  OTEL_EXPORTER_OTLP_HEADERS: `authorization=Bearer ${OTLP_HEADER_CANARY}`,
  OTEL_SERVICE_NAME: 'tuition-site-e2e',
  OTEL_METRIC_EXPORT_INTERVAL: '500',
  OTEL_BSP_SCHEDULE_DELAY: '200',
  CMS_API_KEY: CANARIES.apiKey,
  CMS_AUTHORIZATION: CANARIES.authorization,
  REVALIDATE_SECRET: CANARIES.revalidateSecret,
})

/** `count` visits to each path, `concurrency` at a time; every answer's status. */
async function load(url: string, paths: string[], count: number, concurrency = 10): Promise<number[]> {
  const statuses: number[] = []
  const queue = Array.from({ length: count }, () => paths).flat()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await fetch(`${url}${path}`)
        await response.arrayBuffer()
        statuses.push(response.status)
      }
    }),
  )
  return statuses
}

test.describe('telemetry on, with a collector', () => {
  test.describe.configure({ mode: 'default' }) // one worker, one server and collector for the block
  let site: PristineSite
  let collector: Awaited<ReturnType<typeof startOtlpReceiver>>

  test.beforeAll(async () => {
    collector = await startOtlpReceiver()
    // The build made with the CMS down: the home page is the failure state until the CMS answers.
    // A sampler named as an operator names one (the SDK reads it; this one is also its default).
    site = await startPristineSite({ build: 'degraded', env: { ...telemetryEnv(collector.url), OTEL_TRACES_SAMPLER: 'parentbased_always_on' } })
  })
  test.afterAll(async () => {
    await site.stop()
    await collector.close()
  })

  test('a short load is exported as spans and metrics, with no secret, header value or query string', async () => {
    test.setTimeout(90_000)
    const points = (name: string) => collector.metric(name)?.points ?? []
    const has = (name: string, attributes: Record<string, unknown>) =>
      points(name).some((point) => Object.entries(attributes).every(([key, value]) => point.attributes[key] === value))
    await site.setFault('error', [HOME_ARTICLE_ID])
    expect(await (await fetch(`${site.url}/`)).text()).toContain(en.failure.message)
    await load(site.url, ['/', '/contact', `/?token=${QUERY_CANARY}`, '/no-such-page', '/es/no-such-page'], 20)
    // Visits keep coming until a refresh has asked the failing CMS (the failure state lives 3 s).
    await expect
      .poll(
        async () => {
          await fetch(`${site.url}/`)
          return has('site.cms.request.failures', { 'site.cms.article_id': HOME_ARTICLE_ID, 'site.cms.outcome': 'error', 'error.type': 'http-status' })
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toBe(true)
    await site.setFault('ok')
    await expect.poll(async () => (await fetch(`${site.url}/`)).text(), { timeout: 20_000, intervals: [500] }).not.toContain(en.failure.message)
    await load(site.url, ['/', '/contact'], 20)

    await expect
      .poll(() => has('site.cms.request.duration', { 'site.cms.article_id': HOME_ARTICLE_ID, 'site.cms.outcome': 'article' }), { timeout: 20_000 })
      .toBe(true)
    await expect.poll(() => collector.metricNames().includes('nodejs.eventloop.delay.p99'), { timeout: 10_000 }).toBe(true)

    // Every answer's duration, by route and status (the HTTP instrumentation's histogram): the
    // site's addresses are routes, a query string cut off; an unknown address is no route.
    expect(has('http.server.request.duration', { 'http.route': '/', 'http.response.status_code': 200 })).toBe(true)
    expect(has('http.server.request.duration', { 'http.route': '/contact', 'http.response.status_code': 200 })).toBe(true)
    expect(points('http.server.request.duration').some((point) => point.attributes['http.response.status_code'] === 404 && !('http.route' in point.attributes))).toBe(true)
    const routes = points('http.server.request.duration').map((point) => point.attributes['http.route'])
    expect(routes.filter((route) => !['/', '/contact', '/api/health', undefined].includes(route as string))).toEqual([])
    // The failure state's answers, by path (a query string cut off), and only those: not the 404s, English or Spanish.
    expect(points('site.failure_state.answers').some((point) => point.attributes['http.route'] === '/' && point.value > 0)).toBe(true)
    expect(new Set(points('site.failure_state.answers').map((point) => point.attributes['http.route']))).toEqual(new Set(['/']))
    // CMS requests by article and outcome (lib/cms/answers.ts), and the failures by reason (polled for above).
    expect(has('site.cms.request.duration', { 'site.cms.article_id': HOME_ARTICLE_ID, 'site.cms.outcome': 'error', 'error.type': 'http-status' })).toBe(true)
    // The process: memory and event-loop delay.
    expect(points('process.memory.usage').some((point) => point.value > 10_000_000)).toBe(true)
    expect(points('nodejs.eventloop.delay.p99').length).toBeGreaterThan(0)

    // Traces: Next's own spans and one per CMS request, with the article and its outcome.
    const spans = collector.spans()
    expect(spans.map((span) => span.name)).toEqual(expect.arrayContaining(['GET /', 'GET /contact']))
    const cmsSpans = spans.filter((span) => span.name === 'cms article')
    expect(cmsSpans.map((span) => span.attributes['site.cms.outcome'])).toEqual(expect.arrayContaining(['article', 'error']))
    expect(cmsSpans.every((span) => span.attributes['site.cms.article_id'] !== undefined && typeof span.attributes['site.cms.duration_ms'] === 'number')).toBe(true)

    const everything = collector.everything()
    for (const secret of [...Object.values(CANARIES), OTLP_HEADER_CANARY, QUERY_CANARY]) expect(everything).not.toContain(secret)
    expect(everything).not.toMatch(/http\.request\.header\.|url\.query/)
  })

  test('the start-up line says what telemetry exports, without its address or headers', async () => {
    const startup = site.logLines().find((line) => line.event === 'startup')
    expect(startup?.telemetry).toBe('traces: otlp (sampler parentbased_always_on); metrics: otlp')
    expect(site.log()).not.toContain(OTLP_HEADER_CANARY)
    expect(site.log()).not.toContain(collector.url)
  })
})

test('with OTEL_METRICS_EXPORTER=prometheus, the metrics can be scraped on a port of their own', async ({ deploy }) => {
  const port = await freePort()
  const site = await deploy({
    build: 'main',
    env: { OTEL_METRICS_EXPORTER: 'prometheus', OTEL_EXPORTER_PROMETHEUS_HOST: '127.0.0.1', OTEL_EXPORTER_PROMETHEUS_PORT: String(port) },
  })
  // The SDK opens the port as it starts, which the site's health check does not wait for.
  const scrape = () => fetch(`http://127.0.0.1:${port}/metrics`).then((response) => response.text(), () => '')
  await expect.poll(scrape, { timeout: 15_000 }).toMatch(/^process_memory_usage[{ ]/m)
  // Metrics alone (no tracer): answers still have their route.
  await load(site.url, ['/contact', '/no-such-page'], 3)
  await expect.poll(scrape, { timeout: 15_000 }).toMatch(/^http_server_request_duration\w*_count\{[^}]*http_route="\/contact"/m)
  const scraped = await scrape()
  expect(scraped).not.toContain('no-such-page')
  expect(scraped).toMatch(/^v8js_memory_heap_used[{ ]/m)
  expect(scraped).toMatch(/^target_info\{[^}]*service_name="texas-tuition-site"/m)
  expect((await fetch(`${site.url}/metrics`)).status).toBe(404)
  expect(site.logLines().filter((line) => line.event === 'telemetry_export_failed')).toEqual([])
  expect(site.logLines().find((line) => line.event === 'startup')?.telemetry).toBe(`traces: off; metrics: prometheus on :${port}`)
})

type Collector = Awaited<ReturnType<typeof startOtlpReceiver>>

/**
 * 300 visits all answer 200 while exports to `collector` fail, and the log has one failure line,
 * not one per export.
 */
async function expectPagesUnaffectedAndOneFailureLine(site: PristineSite, collector: Collector): Promise<void> {
  const failureLines = () => site.logLines().filter((line) => line.event === 'telemetry_export_failed').length
  const statuses = await load(site.url, ['/', '/contact'], 100)
  expect(statuses.filter((status) => status !== 200)).toEqual([])
  await expect.poll(failureLines, { timeout: 15_000 }).toBe(1)
  // Still one line once more exports have failed: the collector has seen two more fail since
  // that line (by the second, the server has handled the first).
  const failedBefore = collector.unanswered()
  await load(site.url, ['/', '/contact'], 50)
  await expect.poll(collector.unanswered, { timeout: 15_000 }).toBeGreaterThanOrEqual(failedBefore + 2)
  expect(failureLines()).toBe(1)
}

test('a collector that is down costs no page: every answer is 200, one log line, and exports resume when it is back', async () => {
  test.setTimeout(60_000)
  const down = await startOtlpReceiver({ refuses: true })
  // Each export gives up at its first refused connection here: within half a second, before
  // OTLP's first retry (about a second later), so each refusal counted is a failed export.
  const site = await startPristineSite({ build: 'main', env: { ...telemetryEnv(down.url), OTEL_EXPORTER_OTLP_TIMEOUT: '500' } })
  try {
    try {
      await expectPagesUnaffectedAndOneFailureLine(site, down)
    } finally {
      await down.close()
    }

    const collector = await startOtlpReceiver({ port: down.port })
    try {
      await load(site.url, ['/'], 10)
      await expect.poll(() => collector.metricNames().includes('process.memory.usage'), { timeout: 15_000 }).toBe(true)
    } finally {
      await collector.close()
    }
    expect(site.log()).not.toMatch(/^\s+at /m) // no stack trace from the exporters
  } finally {
    await site.stop()
  }
})

test('a collector that never answers costs no page: every answer is 200, and the log says so once', async () => {
  test.setTimeout(60_000)
  const collector = await startOtlpReceiver({ answers: false })
  // Each export gives up after a second here (OTLP's default is 10 s).
  const site = await startPristineSite({ build: 'main', env: { ...telemetryEnv(collector.url), OTEL_EXPORTER_OTLP_TIMEOUT: '1000' } })
  try {
    await expectPagesUnaffectedAndOneFailureLine(site, collector)
    expect(collector.everything()).not.toBe('') // the exports did reach it
  } finally {
    await site.stop()
    await collector.close()
  }
})
