/** @jest-environment node */
// A server answering as Next does from its cache (its compression, headers, then one res.end of
// the cached HTML), with answerPagesFromMemory() started: a registered page's answer is the one
// Next would give, from its ETag and gzip bytes made once; anything else Next compresses as before.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { nextCompression, nextETag } from './next-internals.mjs'
import { answerPagesFromMemory, registerPage, takesGzipFirst } from './page-answers.mjs'

const PAGE = `<!DOCTYPE html><html><body>${'<p>Texas Tuition Promise Fund</p>'.repeat(100)}</body></html>`
const OTHER = `<!DOCTYPE html><html><body>${'<p>Not from the cache</p>'.repeat(100)}</body></html>`

let server: http.Server
let url: string

beforeAll(async () => {
  answerPagesFromMemory()
  registerPage({ kind: 'APP_PAGE', html: PAGE, headers: {} })
  const compress = nextCompression()
  server = http.createServer((request, response) => {
    compress(request, response, () => {})
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('Cache-Control', 's-maxage=60')
    response.setHeader('x-nextjs-stale-time', '300')
    response.appendHeader('x-nextjs-prerender', '1')
    response.appendHeader('x-nextjs-prerender', '1')
    const body = request.url === '/other' ? OTHER : PAGE
    response.setHeader('Content-Length', Buffer.byteLength(body))
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The whole answer as sent: status, headers, and the body's bytes. */
function get(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }

describe('a registered page', () => {
  it("is sent gzipped with its length and Next's own ETag, to a browser and to nginx", async () => {
    for (const headers of [BROWSER, { 'accept-encoding': 'gzip' }]) {
      const answer = await get('/', headers)
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe('gzip')
      expect(answer.headers['vary']).toBe('Accept-Encoding')
      expect(answer.headers['etag']).toBe(nextETag(PAGE))
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(gunzipSync(answer.body).toString('utf8')).toBe(PAGE)
      expect(answer.headers['x-nextjs-prerender']).toBeUndefined()
      expect(answer.headers['x-nextjs-stale-time']).toBeUndefined()
    }
  })

  it('is confirmed with a 304 and no body when the client holds it', async () => {
    const answer = await get('/', { ...BROWSER, 'if-none-match': nextETag(PAGE) })
    expect(answer.status).toBe(304)
    expect(answer.headers['etag']).toBe(nextETag(PAGE))
    expect(answer.headers['content-type']).toBeUndefined()
    expect(answer.body.length).toBe(0)
    expect((await get('/', { ...BROWSER, 'if-none-match': '"an-older-copy"' })).status).toBe(200)
  })

  it('is sent plain to a client that takes no gzip, still with its ETag', async () => {
    const answer = await get('/', {})
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers['etag']).toBe(nextETag(PAGE))
    expect(answer.body.toString('utf8')).toBe(PAGE)
  })
})

describe('any other answer', () => {
  it('is compressed per answer as Next would, and has no ETag of ours', async () => {
    const answer = await get('/other', BROWSER)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['etag']).toBeUndefined()
    expect(answer.headers['x-nextjs-stale-time']).toBe('300')
    expect(gunzipSync(answer.body).toString('utf8')).toBe(OTHER)
  })
})

describe('takesGzipFirst', () => {
  it('holds for browsers and nginx, and leaves every doubtful Accept-Encoding to compression', () => {
    expect(takesGzipFirst('gzip, deflate, br, zstd')).toBe(true)
    expect(takesGzipFirst('gzip')).toBe(true)
    expect(takesGzipFirst('br;q=1.0, gzip;q=1')).toBe(true)
    expect(takesGzipFirst('gzip;q=0.5, br')).toBe(false)
    expect(takesGzipFirst('gzip;q=0')).toBe(false)
    expect(takesGzipFirst('identity, gzip')).toBe(false)
    expect(takesGzipFirst('deflate')).toBe(false)
    expect(takesGzipFirst(undefined)).toBe(false)
  })
})
