import 'server-only'
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
  const { baseUrl } = config.cms
  if (baseUrl === undefined) {
    const sample = sampleArticles[id]
    return sample === undefined ? undefined : { id, html: sanitizeArticleHtml(sample) }
  }

  const started = Date.now()
  try {
    const contents = await fetchArticleContents(id, {
      baseUrl,
      apiKey: config.cms.apiKey,
      authorization: config.cms.authorization,
      timeoutMs: config.cms.timeoutMs,
      // The page around this article is cached and refreshed every CMS_REVALIDATE_SECONDS
      // (ISR); this request itself is not cached, so a bad answer is never stored.
      init: { cache: 'no-store', next: { tags: [articleTag(id)] } },
    })
    if (contents === undefined) throw new CmsError('http-status', 'CMS has no such article', 404)
    const article = { id, html: sanitizeArticleHtml(contents) }
    lastGood.set(id, article)
    return article
  } catch (error) {
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
