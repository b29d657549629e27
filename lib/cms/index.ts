import 'server-only'
import { revalidateTag, unstable_cache } from 'next/cache'
import { unstable_rethrow } from 'next/navigation'
import { sampleArticles } from '@/content/sample-articles'
import { config } from '../config'
import { log } from '../log'
import { sanitizeArticleHtml, type SanitizedHtml } from '../sanitize'
import { CmsError } from './errors'
import { fetchArticleContents } from './transport'

export { CmsError } from './errors'

export type Article = { id: number; html: SanitizedHtml }

/** One cache tag per article, so the revalidation webhook refreshes exactly what changed. */
export const articleTag = (id: number) => `cms-article-${id}`

/**
 * The last good copy of each article this process has seen: one value per id, as the
 * specification's content cache keeps. A failed refresh falls back to it. Only the configured
 * article ids ever enter it, so it stays a handful of entries.
 */
const lastGood = new Map<number, Article>()

/** Concurrent renders that need the same article share one CMS request. */
const inFlight = new Map<number, Promise<Article | undefined>>()

/** When the CMS last answered with a usable article (for the health check). */
let lastSuccessAt: number | undefined

/**
 * Fetches and sanitizes one article; throws CmsError when the CMS answer is unusable. Without a
 * CMS, the bundled sample articles stand in.
 */
async function fetchArticle(id: number): Promise<Article> {
  const { baseUrl } = config.cms
  const contents =
    baseUrl === undefined
      ? sampleArticles[id]
      : await fetchArticleContents(id, {
          baseUrl,
          apiKey: config.cms.apiKey,
          authorization: config.cms.authorization,
          timeoutMs: config.cms.timeoutMs,
          // Next's fetch cache would buffer the whole answer before our size limit could act;
          // unstable_cache below stores the sanitized result instead.
          init: { cache: 'no-store' },
        })
  if (contents === undefined) throw new CmsError('http-status', 'CMS has no such article', 404)
  return { id, html: sanitizeArticleHtml(contents) }
}

/**
 * Caching policy: an article is fresh for CMS_REVALIDATE_SECONDS, and the pages built from it
 * inherit that window (ISR), so time-dependent parts of a page are never older than it either.
 * Only good results are stored: a failure is never cached, and the next request after one
 * retries. The tag lets the webhook expire an article at once.
 */
function cachedArticle(id: number): Promise<Article> {
  return unstable_cache(() => fetchArticle(id), ['cms-article', config.cms.baseUrl ?? 'sample', String(id)], {
    revalidate: config.cms.revalidateSeconds,
    tags: [articleTag(id)],
  })()
}

/**
 * An article's sanitized HTML, or `undefined` when it cannot be had: the CMS does not have it,
 * or the CMS failed and this process holds no good copy. Failures are logged here, once each.
 */
export function getArticle(id: number): Promise<Article | undefined> {
  const pending = inFlight.get(id)
  if (pending) return pending
  const request = loadArticle(id).finally(() => inFlight.delete(id))
  inFlight.set(id, request)
  return request
}

async function loadArticle(id: number): Promise<Article | undefined> {
  const started = Date.now()
  try {
    const article = await cachedArticle(id)
    lastGood.set(id, article)
    lastSuccessAt = Date.now()
    return article
  } catch (error) {
    unstable_rethrow(error) // Next's own control flow (prerender bail-outs) is not a CMS failure
    const failure = error instanceof CmsError ? error : new CmsError('network', String(error))
    log('warn', 'cms_fetch_failed', {
      articleId: id,
      reason: failure.reason,
      status: failure.status,
      message: failure.message,
      elapsedMs: Date.now() - started,
      servedLastGoodCopy: lastGood.has(id),
    })
    return lastGood.get(id)
  }
}

/** When this process last had a usable answer from the CMS, if ever. */
export function lastCmsSuccess(): Date | undefined {
  return lastSuccessAt === undefined ? undefined : new Date(lastSuccessAt)
}

/** Drops every cached page built from these articles, so the next visit fetches them afresh. */
export function revalidateArticles(ids: readonly number[]): void {
  for (const id of ids) revalidateTag(articleTag(id), { expire: 0 })
  log('info', 'cms_revalidated', { articleIds: ids.join(',') })
}
