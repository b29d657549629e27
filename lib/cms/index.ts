import 'server-only'
import { revalidateTag, unstable_cache } from 'next/cache'
import { unstable_rethrow } from 'next/navigation'
import { sampleArticles } from '@/content/sample-articles'
import { config } from '../config'
import { log } from '../log'
import { expireEverywhere } from '../revalidation'
import { sanitizeArticleHtml, type SanitizedHtml } from '../sanitize'
import { CmsError } from './errors'
import { fetchArticleContents } from './transport'

export { CmsError } from './errors'

/** An article's sanitized HTML, and when the CMS gave it to us (to tell the newer of two copies). */
export type Article = { id: number; html: SanitizedHtml; fetchedAt: number }

/** One cache tag per article, so the revalidation webhook refreshes exactly what changed. */
export const articleTag = (id: number) => `cms-article-${id}`

/** What this process remembers about the CMS between requests. */
type CmsMemory = {
  /**
   * The last good copy of each article the site shows: one value per id, as the specification's
   * content cache keeps. A failed refresh falls back to it. Only the configured article ids enter
   * it, so it stays a handful of entries whatever ids a request names.
   */
  lastGood: Map<number, Article>
  /** Concurrent renders and refreshes that need the same article share one CMS request. */
  inFlight: Map<number, Promise<Article>>
}

// Next loads each route (the pages, the webhook, the health check) with its own copy of this
// module, so per-process memory lives on globalThis, where all of them share it.
const memoryKey = Symbol.for('texas-tuition-site.cms-memory')
const memory: CmsMemory = ((globalThis as { [memoryKey]?: CmsMemory })[memoryKey] ??= {
  lastGood: new Map(),
  inFlight: new Map(),
})
const isShown = (id: number) => id === config.cms.homeArticleId || id === config.cms.helpContactArticleId

/**
 * Fetches and sanitizes one article from the CMS, or a bundled sample without one. Throws
 * CmsError when the answer is unusable, after logging it: every failed CMS request is one log
 * line, wherever the request came from.
 */
async function fetchArticle(id: number): Promise<Article> {
  const { baseUrl } = config.cms
  if (baseUrl === undefined) {
    const sample = sampleArticles[id]
    if (sample === undefined) throw new CmsError('http-status', 'No sample article has this id', 404)
    return { id, html: sanitizeArticleHtml(sample), fetchedAt: Date.now() }
  }
  const started = Date.now()
  try {
    const contents = await fetchArticleContents(id, {
      baseUrl,
      apiKey: config.cms.apiKey,
      authorization: config.cms.authorization,
      timeoutMs: config.cms.timeoutMs,
      // Next's fetch cache would buffer the whole answer before our size limit could act;
      // unstable_cache below stores the sanitized result instead.
      init: { cache: 'no-store' },
    })
    if (contents === undefined) throw new CmsError('http-status', 'CMS has no such article', 404)
    const article = { id, html: sanitizeArticleHtml(contents), fetchedAt: Date.now() }
    if (isShown(id)) memory.lastGood.set(id, article)
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
      hasLastGoodCopy: memory.lastGood.has(id),
    })
    throw failure
  }
}

/**
 * Caching policy: an article is fresh for CMS_REVALIDATE_SECONDS, and the pages built from it
 * inherit that window (ISR), so time-dependent parts of a page are never older than it either.
 * Only good results are stored: a failure is never cached. The tag lets the webhook expire an
 * article at once. Each render registers the window and tag itself (unstable_cache records them
 * in the render that calls it); only the CMS request is shared.
 */
function cachedArticle(id: number): Promise<Article> {
  return unstable_cache(() => sharedFetch(id), ['cms-article', config.cms.baseUrl ?? 'sample', String(id)], {
    revalidate: config.cms.revalidateSeconds,
    tags: [articleTag(id)],
  })()
}

/** One CMS request at a time per article: everyone who needs it meanwhile waits for that one. */
function sharedFetch(id: number): Promise<Article> {
  const pending = memory.inFlight.get(id)
  if (pending) return pending
  const request = fetchArticle(id).finally(() => memory.inFlight.delete(id))
  memory.inFlight.set(id, request)
  return request
}

/**
 * How soon a page built without an article it needs is built again: while the CMS fails and no
 * good copy exists, each process asks it at most this often, and once it answers, the content
 * replaces the gap this soon. Short, but never shorter than the window itself.
 */
export const RETRY_SECONDS = Math.min(config.cms.revalidateSeconds, 5)

/**
 * An article's sanitized HTML, or `undefined` when it cannot be had: the CMS does not have it,
 * or the CMS failed and this process holds no good copy. Failures are logged by fetchArticle,
 * once per CMS request.
 *
 * The newest good copy there is wins: the cache answers with its stored copy when a refresh fails,
 * and this process may hold a newer one, e.g. fetched by the webhook just before the CMS went down.
 * Without any, the page being rendered lives only RETRY_SECONDS: it stays an incrementally
 * regenerated page (never one rendered per request) and is rebuilt as soon as the CMS may be back.
 */
export async function getArticle(id: number): Promise<Article | undefined> {
  let cached: Article | undefined
  try {
    cached = await cachedArticle(id)
  } catch (error) {
    unstable_rethrow(error)
  }
  const remembered = memory.lastGood.get(id)
  if (cached === undefined || remembered === undefined) {
    const article = cached ?? remembered
    if (article === undefined) await shortenPageLifetime(RETRY_SECONDS)
    return article
  }
  return remembered.fetchedAt > cached.fetchedAt ? remembered : cached
}

/**
 * Lowers the lifetime of the page being rendered. Outside 'use cache', Next 16 has no call for
 * that but a cached value with the shorter lifetime: unstable_cache lowers the render's
 * revalidate to its own before it runs. The value itself is not used.
 */
async function shortenPageLifetime(seconds: number): Promise<void> {
  await unstable_cache(async () => seconds, ['page-lifetime', String(seconds)], { revalidate: seconds })()
}

/**
 * When this process last had a usable answer from the CMS, if ever: the newest good copy it holds
 * (every good answer for an article the site shows is kept, and no other id is ever fetched).
 */
export function lastCmsSuccess(): Date | undefined {
  const fetchedAt = [...memory.lastGood.values()].map((article) => article.fetchedAt)
  return fetchedAt.length === 0 ? undefined : new Date(Math.max(...fetchedAt))
}

/** The editors' refresh expires a tag at once: the next visit waits for the new content. */
const EXPIRE_AT_ONCE = { expire: 0 }

/**
 * The CMS editors' refresh. Each article the site shows is fetched first: if the CMS answers,
 * its pages expire at once, on every instance when they share a cache, and the next visit shows
 * the new content. If it does not, its cache is left alone (visitors keep the last good page
 * rather than an error, and the usual window keeps retrying). Answers the ids the CMS could not
 * serve, and whether the other instances heard of it, so the editor can try again.
 */
export async function revalidateArticles(
  ids: readonly number[],
): Promise<{ cmsUnavailable: number[]; everyInstanceRefreshed: boolean }> {
  const answered = await Promise.all(
    ids.map((id) =>
      isShown(id)
        ? fetchArticle(id).then(
            () => true,
            () => false,
          )
        : true, // nothing on the site is built from it: expiring its tag costs nothing
    ),
  )
  const cmsUnavailable = ids.filter((_, index) => !answered[index])
  const tags = ids.filter((id) => !cmsUnavailable.includes(id)).map(articleTag)
  for (const tag of tags) revalidateTag(tag, EXPIRE_AT_ONCE)
  const everyInstanceRefreshed = await expireEverywhere(tags, config.sharedCacheConfigured, EXPIRE_AT_ONCE)
  log('info', 'cms_revalidated', { articleIds: ids.join(','), cmsUnavailable: cmsUnavailable.join(',') })
  return { cmsUnavailable, everyInstanceRefreshed }
}
