/** @jest-environment node */
import { isAuthorized, MAX_BODY_BYTES, readRevalidationIds, expireEverywhere } from './revalidation'
import { publishSharedCache } from '../next-server/shared-cache/bridge.mjs'

const SECRET = 'a-revalidation-secret-of-32-chars'

describe('isAuthorized', () => {
  it('accepts Bearer and the right secret', () => {
    expect(isAuthorized(`Bearer ${SECRET}`, SECRET)).toBe(true)
  })

  // RFC 9110 §11.1: an authentication scheme is case-insensitive.
  it.each(['bearer', 'BEARER', 'bEaReR'])('accepts the scheme written %s', (scheme) => {
    expect(isAuthorized(`${scheme} ${SECRET}`, SECRET)).toBe(true)
  })

  it.each([
    ['a wrong secret of the same length', `Bearer ${SECRET.slice(0, -1)}x`],
    ['a secret of a different length', `Bearer ${SECRET}-and-more`],
    ['a prefix of the secret', `Bearer ${SECRET.slice(0, 8)}`],
    ['the secret without the Bearer prefix', SECRET],
    ['another scheme', `Basic ${SECRET}`],
    ['a lower-case scheme with a wrong secret', `bearer ${SECRET.slice(0, -1)}x`],
    ['the scheme without its space', `Bearer${SECRET}`],
    ['Bearer with nothing after it', 'Bearer '],
    ['an empty header', ''],
  ])('refuses %s', (_name, header) => {
    expect(isAuthorized(header, SECRET)).toBe(false)
  })

  it('refuses a request without an Authorization header', () => {
    expect(isAuthorized(null, SECRET)).toBe(false)
  })
})

describe('readRevalidationIds', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://127.0.0.1/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit)

  /** A body sent in chunks without a content-length, as a streaming client would. */
  const streamed = (text: string, chunkSize = 1024) => {
    const bytes = new TextEncoder().encode(text)
    return new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += chunkSize) controller.enqueue(bytes.slice(at, at + chunkSize))
        controller.close()
      },
    })
  }

  it.each([
    ['{"id":49}', [49]],
    ['{"ids":[49,19]}', [49, 19]],
    ['{"ids":[49,19,49,49]}', [49, 19]],
    [' { "id" : 19 } ', [19]],
  ])('%s -> %j', async (body, ids) => {
    await expect(readRevalidationIds(post(body))).resolves.toEqual(ids)
  })

  it('reads a streamed body without a content-length', async () => {
    await expect(readRevalidationIds(post(streamed('{"ids":[49,19]}', 4)))).resolves.toEqual([49, 19])
  })

  it.each([
    ['id 0', '{"id":0}'],
    ['a negative id', '{"id":-49}'],
    ['a fractional id', '{"id":1.5}'],
    ['an id as a string', '{"id":"49"}'],
    ['an unsafe integer', '{"id":9007199254740993}'],
    ['an empty list', '{"ids":[]}'],
    ['a list with a bad id', '{"ids":[49,"19"]}'],
    ['too many ids', JSON.stringify({ ids: Array.from({ length: 51 }, (_, index) => index + 1) })],
    ['extra keys', '{"id":49,"extra":true}'],
    ['both id and ids', '{"id":49,"ids":[19]}'],
    ['an empty object', '{}'],
    ['a bare number', '49'],
    ['null', 'null'],
    ['not JSON', 'id=49'],
    ['an empty body', ''],
  ])('%s -> undefined', async (_name, body) => {
    await expect(readRevalidationIds(post(body))).resolves.toBeUndefined()
  })

  const oversized = JSON.stringify({ ids: [49], pad: 'x'.repeat(MAX_BODY_BYTES) })

  it('refuses a body over 4 KB from its content-length, without reading it', async () => {
    let chunksRead = 0
    // Produces a chunk only when someone reads: nothing read means nothing produced.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          chunksRead += 1
          controller.enqueue(new Uint8Array(1024))
        },
      },
      { highWaterMark: 0 },
    )
    const request = post(body, { 'content-length': String(oversized.length) })
    await expect(readRevalidationIds(request)).resolves.toBeUndefined()
    expect(chunksRead).toBe(0)
  })

  it('refuses a body over 4 KB streamed without a content-length', async () => {
    await expect(readRevalidationIds(post(streamed(oversized)))).resolves.toBeUndefined()
  })

  it('refuses a body over 4 KB whose content-length claims less', async () => {
    await expect(readRevalidationIds(post(streamed(oversized), { 'content-length': '12' }))).resolves.toBeUndefined()
  })

  it('stops reading an endless body once it passes 4 KB', async () => {
    let chunks = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunks += 1
        controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
      },
    })
    await expect(readRevalidationIds(post(endless))).resolves.toBeUndefined()
    expect(chunks).toBeLessThan(10)
  })
})

describe('expireEverywhere', () => {
  it('is done at once without a shared cache: this instance is all there is', async () => {
    expect(await expireEverywhere(['cms-article-49'], false, { expire: 0 })).toBe(true)
  })

  it('is not done while the cache handler has not connected', async () => {
    expect(await expireEverywhere(['cms-article-49'], true, { expire: 0 })).toBe(false)
  })

  it('asks the shared cache to expire the tags now, and says whether Redis took them', async () => {
    const expireTags = jest.fn(async () => true)
    publishSharedCache({ connected: true, expireTags })
    expect(await expireEverywhere(['cms-article-49', 'cms-article-19'], true, { expire: 0 })).toBe(true)
    expect(expireTags).toHaveBeenCalledWith(['cms-article-49', 'cms-article-19'], { expire: 0 })
    expireTags.mockResolvedValue(false)
    expect(await expireEverywhere(['cms-article-49'], true, { expire: 0 })).toBe(false)
  })
})
