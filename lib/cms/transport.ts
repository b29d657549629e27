import { z } from 'zod'
import { readTextAtMost } from '../read-limited'
import { CmsError } from './errors'

/** Larger answers are refused unread: an article is a few KB, so this is a fault, not content. */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024

const articleAnswer = z.object({ data: z.object({ contents: z.string() }) })

export type TransportOptions = {
  baseUrl: string
  apiKey: string
  authorization: string
  timeoutMs: number
  /** Passed through to fetch (Next's caching options). */
  init?: RequestInit
}

export function articleUrl(baseUrl: string, id: number): string {
  return `${baseUrl}/v1/article/ttf/${id}`
}

/** x-api-key and Authorization go out only when configured, as the specification says. */
export function cmsHeaders(apiKey: string, authorization: string): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (apiKey) headers['x-api-key'] = apiKey
  if (authorization) headers.authorization = authorization
  return headers
}

/**
 * Fetches one article's HTML body (`data.contents`). Throws CmsError for every way the answer can
 * be unusable, `missing` when the CMS says the article does not exist (404).
 */
export async function fetchArticleContents(id: number, options: TransportOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs)
  let response: Response
  try {
    response = await fetch(articleUrl(options.baseUrl, id), {
      ...options.init,
      headers: cmsHeaders(options.apiKey, options.authorization),
      signal,
    })
  } catch (error) {
    throw transportFailure(error, signal, options.timeoutMs)
  }

  if (response.status === 404) {
    await response.body?.cancel()
    throw new CmsError('missing', 'CMS has no such article', 404)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new CmsError('http-status', `CMS answered HTTP ${response.status}`, response.status)
  }
  const contentType = response.headers.get('content-type') ?? ''
  if (!/\bjson\b/i.test(contentType)) {
    await response.body?.cancel()
    // Only the media type goes into the message (and so the log): the rest is the CMS's own text.
    const mediaType = /^\s*([\w.+-]+\/[\w.+-]+)/.exec(contentType)?.[1] ?? 'no usable content type'
    throw new CmsError('not-json', `CMS answered ${mediaType} instead of JSON`)
  }

  let text: string | undefined
  try {
    text = await readTextAtMost(response, MAX_ANSWER_BYTES)
  } catch (error) {
    throw transportFailure(error, signal, options.timeoutMs)
  }
  if (text === undefined) throw new CmsError('too-large', `CMS answer is over the ${MAX_ANSWER_BYTES}-byte limit`)

  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new CmsError('invalid-json', 'CMS answer is not valid JSON')
  }
  const parsed = articleAnswer.safeParse(json)
  if (!parsed.success) throw new CmsError('invalid-shape', 'CMS answer has no string at data.contents')
  return parsed.data.data.contents
}

function transportFailure(error: unknown, signal: AbortSignal, timeoutMs: number): CmsError {
  if (signal.aborted) return new CmsError('timeout', `CMS did not answer within ${timeoutMs} ms`)
  const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
  return new CmsError('network', `CMS could not be reached: ${cause}`)
}
