/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { loopbackCms, type CmsHandler } from '../../test-support/loopback-cms'
import { CmsError } from './errors'
import { articleUrl, fetchArticleContents, MAX_ANSWER_BYTES, type TransportOptions } from './transport'

/** A CMS on loopback whose answer each test chooses; it records what the site sent. */
const cmsServer = loopbackCms()

const options = (overrides: Partial<TransportOptions> = {}): TransportOptions => ({
  baseUrl: cmsServer.url,
  apiKey: '',
  authorization: '',
  timeoutMs: 2000,
  ...overrides,
})

const answerJson = (status: number, body: unknown): CmsHandler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
}

const article = { data: { contents: '<p>Hello from the CMS</p>' } }

/** The CmsError a failing fetch rejects with (fails the test when it resolves). */
async function failure(promise: Promise<unknown>): Promise<CmsError> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) throw new Error(`expected a CmsError, got ${JSON.stringify(outcome.value)}`)
  expect(outcome.error).toBeInstanceOf(CmsError)
  return outcome.error as CmsError
}

describe('the request', () => {
  it('asks for GET {CMS_BASE_URL}/v1/article/ttf/{id}', async () => {
    cmsServer.handle = answerJson(200, article)
    await fetchArticleContents(49, options())
    expect(cmsServer.received).toHaveLength(1)
    expect(cmsServer.received[0]!.method).toBe('GET')
    expect(cmsServer.received[0]!.url).toBe('/v1/article/ttf/49')
  })

  it('keeps a path prefix in the base URL', () => {
    expect(articleUrl('https://cms.example.gov/api', 19)).toBe('https://cms.example.gov/api/v1/article/ttf/19')
  })

  it('asks for JSON and sends x-api-key and Authorization when they are configured', async () => {
    cmsServer.handle = answerJson(200, article)
    await fetchArticleContents(49, options({ apiKey: 'key-123', authorization: 'Bearer token-456' }))
    const { headers } = cmsServer.received[0]!
    expect(headers.accept).toBe('application/json')
    expect(headers['x-api-key']).toBe('key-123')
    expect(headers.authorization).toBe('Bearer token-456')
  })

  it('sends neither x-api-key nor Authorization when they are empty', async () => {
    cmsServer.handle = answerJson(200, article)
    await fetchArticleContents(49, options())
    const { headers } = cmsServer.received[0]!
    expect(headers.accept).toBe('application/json')
    expect(headers).not.toHaveProperty('x-api-key')
    expect(headers).not.toHaveProperty('authorization')
  })

  it('sends only the one that is configured', async () => {
    cmsServer.handle = answerJson(200, article)
    await fetchArticleContents(49, options({ apiKey: 'key-only' }))
    expect(cmsServer.received[0]!.headers['x-api-key']).toBe('key-only')
    expect(cmsServer.received[0]!.headers).not.toHaveProperty('authorization')
  })
})

describe('a usable answer', () => {
  it('is the HTML in data.contents', async () => {
    cmsServer.handle = answerJson(200, article)
    await expect(fetchArticleContents(49, options())).resolves.toBe('<p>Hello from the CMS</p>')
  })

  it('may carry other fields beside data.contents', async () => {
    cmsServer.handle = answerJson(200, { status: 'ok', data: { contents: '<p>Body</p>', title: 'Home', id: 49 } })
    await expect(fetchArticleContents(49, options())).resolves.toBe('<p>Body</p>')
  })

  it('keeps non-ASCII text intact', async () => {
    cmsServer.handle = answerJson(200, { data: { contents: '<p>Café — “quotes” 🎓</p>' } })
    await expect(fetchArticleContents(49, options())).resolves.toBe('<p>Café — “quotes” 🎓</p>')
  })

  it('says the article is missing when the CMS says it does not exist (404)', async () => {
    cmsServer.handle = answerJson(404, { error: 'no such article' })
    const error = await failure(fetchArticleContents(404404, options()))
    expect(error.reason).toBe('missing')
    expect(error.status).toBe(404)
  })
})

describe('an unusable answer throws a CmsError that says why', () => {
  it.each([500, 502, 401, 403])('HTTP %i -> http-status with the status', async (status) => {
    cmsServer.handle = answerJson(status, { error: 'nope' })
    const error = await failure(fetchArticleContents(49, options()))
    expect(error.reason).toBe('http-status')
    expect(error.status).toBe(status)
    expect(error.message).toContain(String(status))
  })

  it('no answer within timeoutMs -> timeout, after about timeoutMs', async () => {
    cmsServer.handle = () => {} // never answers
    const started = Date.now()
    const error = await failure(fetchArticleContents(49, options({ timeoutMs: 200 })))
    const elapsed = Date.now() - started
    expect(error.reason).toBe('timeout')
    expect(error.message).toContain('200 ms')
    expect(elapsed).toBeGreaterThanOrEqual(150)
    expect(elapsed).toBeLessThan(2000) // ten times the timeout: a loaded machine's timers run late
  })

  it('headers that arrive in time with a body that stalls -> timeout', async () => {
    cmsServer.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"data":{"contents":"<p>sta')
    }
    const started = Date.now()
    const error = await failure(fetchArticleContents(49, options({ timeoutMs: 200 })))
    expect(error.reason).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('connection refused -> network', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))

    const error = await failure(fetchArticleContents(49, options({ baseUrl: `http://127.0.0.1:${port}` })))
    expect(error.reason).toBe('network')
    expect(error.message).toMatch(/^CMS could not be reached/)
  })

  it('the connection dropped before an answer -> network', async () => {
    cmsServer.handle = (req) => req.socket.destroy()
    const error = await failure(fetchArticleContents(49, options()))
    expect(error.reason).toBe('network')
  })

  it('an HTML page (a proxy or maintenance page) -> not-json', async () => {
    cmsServer.handle = (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Maintenance</html>')
    const error = await failure(fetchArticleContents(49, options()))
    expect(error.reason).toBe('not-json')
    expect(error.message).toContain('text/html')
  })

  it('reports only the media type, never the rest of a content type the CMS chose', async () => {
    cmsServer.handle = (_req, res) => res.writeHead(200, { 'content-type': 'text/plain; echoed=key-123' }).end('key-123')
    const error = await failure(fetchArticleContents(49, options({ apiKey: 'key-123' })))
    expect(error.reason).toBe('not-json')
    expect(error.message).toBe('CMS answered text/plain instead of JSON')
  })

  it('no content type -> not-json', async () => {
    cmsServer.handle = (_req, res) => {
      res.removeHeader('content-type')
      res.writeHead(200).end(JSON.stringify(article))
    }
    const error = await failure(fetchArticleContents(49, options()))
    expect(error.reason).toBe('not-json')
  })

  it('malformed JSON -> invalid-json', async () => {
    cmsServer.handle = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": {"contents": "<p>cut')
    const error = await failure(fetchArticleContents(49, options()))
    expect(error.reason).toBe('invalid-json')
  })

  it.each([
    ['another field', { data: { body: '<p>wrong field</p>' } }],
    ['contents that is not a string', { data: { contents: 49 } }],
    ['no data object', { contents: '<p>flat</p>' }],
    ['an array', [article]],
    ['null', null],
  ])('the wrong shape (%s) -> invalid-shape', async (_name, body) => {
    cmsServer.handle = answerJson(200, body)
    const error = await failure(fetchArticleContents(49, options()))
    expect(error.reason).toBe('invalid-shape')
    expect(error.message).toContain('data.contents')
  })
})

describe('an answer over MAX_ANSWER_BYTES', () => {
  const TOTAL = 64 * 1024 * 1024

  /**
   * Streams TOTAL bytes of JSON (or until the client hangs up) and reports how much the socket
   * took before it closed, so the test can tell the site stopped reading early.
   */
  function hugeAnswer(withContentLength: boolean) {
    let resolveOutcome: (outcome: { sent: number; finished: boolean }) => void
    const outcome = new Promise<{ sent: number; finished: boolean }>((resolve) => (resolveOutcome = resolve))
    const handler: CmsHandler = (_req, res) => {
      const prefix = '{"data":{"contents":"'
      const suffix = '"}}'
      const chunk = 'x'.repeat(64 * 1024)
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' }
      if (withContentLength) headers['content-length'] = TOTAL
      res.writeHead(200, headers)
      res.write(prefix)
      let sent = prefix.length
      let finished = false
      res.on('close', () => resolveOutcome({ sent, finished }))
      const pump = () => {
        while (!res.destroyed && sent + chunk.length + suffix.length <= TOTAL) {
          sent += chunk.length
          if (!res.write(chunk)) return void res.once('drain', pump)
        }
        if (res.destroyed) return
        finished = true
        res.end('x'.repeat(TOTAL - sent - suffix.length) + suffix)
      }
      pump()
    }
    return { handler, outcome }
  }

  it('is refused as too-large from its content-length, and the download stops', async () => {
    const huge = hugeAnswer(true)
    cmsServer.handle = huge.handler
    const error = await failure(fetchArticleContents(49, options({ timeoutMs: 10_000 })))
    expect(error.reason).toBe('too-large')
    expect(error.message).toContain(String(MAX_ANSWER_BYTES))
    const { sent, finished } = await huge.outcome
    expect(finished).toBe(false)
    expect(sent).toBeLessThan(TOTAL / 4)
  })

  it('is refused as too-large while streaming without a content-length, and the download stops', async () => {
    const huge = hugeAnswer(false)
    cmsServer.handle = huge.handler
    const error = await failure(fetchArticleContents(49, options({ timeoutMs: 10_000 })))
    expect(error.reason).toBe('too-large')
    const { sent, finished } = await huge.outcome
    expect(finished).toBe(false)
    expect(sent).toBeLessThan(TOTAL / 4)
  })

  it('an answer just under the limit is read', async () => {
    const contents = 'y'.repeat(MAX_ANSWER_BYTES - 64)
    cmsServer.handle = answerJson(200, { data: { contents } })
    await expect(fetchArticleContents(49, options())).resolves.toHaveLength(contents.length)
  })
})
