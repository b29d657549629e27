/** @jest-environment node */
import { redactedAttributes, withoutQueryStrings } from './telemetry-redaction.mjs'

describe('what a span may carry out of the server', () => {
  it('cuts the query string off every URL-like attribute and drops url.query', () => {
    const kept = redactedAttributes({
      'http.target': '/?token=visitor-secret',
      'url.full': 'http://127.0.0.1:3000/contact?sig=abc#x',
      'url.query': 'token=visitor-secret',
      'url.path': '/contact',
      'http.route': '/',
    })
    expect(kept).toEqual({ 'http.target': '/', 'url.full': 'http://127.0.0.1:3000/contact', 'url.path': '/contact', 'http.route': '/' })
  })

  it('drops every captured request or response header', () => {
    const kept = redactedAttributes({ 'http.request.header.authorization': ['Bearer x'], 'http.response.header.set-cookie': ['a=b'], 'http.response.status_code': 200 })
    expect(kept).toEqual({ 'http.response.status_code': 200 })
  })

  it('exports each span redacted, with the rest of the span as it was', () => {
    const sent: unknown[][] = []
    const exporter = withoutQueryStrings({ export: (spans: unknown[], done: (result: unknown) => void) => (sent.push(spans), done('ok')) })
    const span = { name: 'GET /', attributes: { 'http.target': '/?k=v' }, spanContext: () => ({ traceId: 't' }) }
    const done = jest.fn()
    exporter.export([span], done)
    const [exported] = sent[0] as Array<typeof span>
    expect(exported!.attributes).toEqual({ 'http.target': '/' })
    expect(exported!.name).toBe('GET /')
    expect(exported!.spanContext().traceId).toBe('t')
    expect(span.attributes).toEqual({ 'http.target': '/?k=v' })
    expect(done).toHaveBeenCalledWith('ok')
  })
})
