/** @jest-environment node */
import { once } from 'node:events'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { MeterProvider, MetricReader, type DataPoint, type Histogram } from '@opentelemetry/sdk-metrics'
import { FAILURE_STATE_NO_STORE, NEVER_STORE } from './failure-state.mjs'
import { measureHttpAnswers } from './telemetry-http.mjs'

const { addRequestMeta } = createRequire(__filename)('next/dist/server/request-meta.js') as {
  addRequestMeta: (request: object, key: string, value: unknown) => void
}

class ReadOnDemand extends MetricReader {
  protected onForceFlush = async () => {}
  protected onShutdown = async () => {}
}

let server: Server
let origin: string
const reader = new ReadOnDemand()

beforeAll(async () => {
  measureHttpAnswers(new MeterProvider({ readers: [reader] }).getMeter('test'))
  // Stands in for Next: it names the route it matched on the request, as Next does.
  server = createServer((request, response) => {
    const route = { '/contact': '/contact', '/down': '/', '/nope': '/_not-found', '/es/nope': '/es/no-encontrada', '/api/revalidate': '/api/revalidate' }[request.url ?? '']
    if (route) addRequestMeta(request, 'match', { definition: { pathname: route }, params: {} })
    if (request.url === '/contact') response.setHeader('x-nextjs-cache', 'HIT')
    if (request.url === '/down') response.setHeader('cache-control', FAILURE_STATE_NO_STORE)
    // What Next sends for its 404s and for answers rendered per request, such as the webhook's.
    if (['/nope', '/es/nope', '/api/revalidate'].includes(request.url ?? '')) response.setHeader('cache-control', NEVER_STORE)
    response.statusCode = request.url?.endsWith('/nope') || !route ? 404 : request.url === '/down' ? 503 : 200
    response.end('answer')
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

async function ask(path: string, method = 'GET'): Promise<void> {
  const request = httpRequest(`${origin}${path}`, { method })
  request.end()
  const [response] = await once(request, 'response')
  response.resume()
  await once(response, 'end')
}

async function points(name: string): Promise<DataPoint<unknown>[]> {
  const { resourceMetrics } = await reader.collect()
  return resourceMetrics.scopeMetrics.flatMap((scope) => scope.metrics).filter((metric) => metric.descriptor.name === name).flatMap((metric): DataPoint<unknown>[] => metric.dataPoints)
}

describe('every answer, measured', () => {
  it('records each answer’s duration by route, status and method, in seconds', async () => {
    await ask('/contact')
    await ask('/contact')
    await ask('/nope')
    await ask('/static.js', 'BREW')
    const durations = await points('http.server.request.duration')
    const contact = durations.find((point) => point.attributes['http.route'] === '/contact')
    expect(contact?.attributes).toEqual({ 'http.route': '/contact', 'http.request.method': 'GET', 'http.response.status_code': 200, 'url.scheme': 'http' })
    expect((contact?.value as Histogram).count).toBe(2)
    expect((contact?.value as Histogram).sum).toBeLessThan(5)
    expect(durations.some((point) => point.attributes['http.route'] === '/_not-found' && point.attributes['http.response.status_code'] === 404)).toBe(true)
    // No route for what Next did not match, and no series for a method a client made up.
    expect(durations.find((point) => point.attributes['http.request.method'] === '_OTHER')?.attributes['http.route']).toBeUndefined()
  })

  it('counts answers by cache state, and the failure state with its route, not the 404s or the answers rendered per request', async () => {
    await ask('/down')
    await ask('/es/nope')
    await ask('/api/revalidate', 'POST')
    const answers = await points('site.http.answers')
    expect(answers.find((point) => point.attributes['http.route'] === '/contact')).toMatchObject({ attributes: { 'site.cache.state': 'hit' }, value: 2 })
    expect(answers.find((point) => point.attributes['http.route'] === '/')).toMatchObject({ attributes: { 'site.cache.state': 'render' }, value: 1 })
    expect(answers.some((point) => point.attributes['http.route'] === undefined)).toBe(false)
    expect(await points('site.failure_state.answers')).toEqual([expect.objectContaining({ attributes: { 'http.route': '/' }, value: 1 })])
    const failed = (await points('http.server.request.duration')).find((point) => point.attributes['http.route'] === '/')
    expect(failed?.attributes['error.type']).toBe('503')
  })
})
