import 'server-only'
import { revalidateTag, unstable_cache } from 'next/cache'
import { unstable_rethrow } from 'next/navigation'
import { sampleArticles } from '@/content/sample-articles'
import { config } from '../config'
import { log } from '../log'
import { expireEverywhere } from '../revalidation'
import { sanitizeArticleHtml, type SanitizedHtml } from '../sanitize'
import { rendersFailureState } from '../../next-server/failure-state.mjs'
import { measureCmsRequest } from '../../next-server/telemetry.mjs'
import { ArticleUnavailableError, CmsError } from './errors'
import { fetchArticleContents } from './transport'

export { ArticleUnavailableError, CmsError } from './errors'

/** An article's sanitized HTML. */
export type Article = { id: number; html: SanitizedHtml }

/**
 * Two cache tags per article, so the revalidation webhook refreshes exactly what changed: the
 * pages built from it (expired at once: the next visit waits for the new content) and its copy in
 * the data cache (marked stale only: the render that follows fetches it again, and keeps this copy
 * if the CMS fails meanwhile, so a page whose render must wait still has its content).
 */
export const articleTag = (id: number) => `cms-article-${id}`
export const articleDataTag = (id: number) => `cms-article-${id}-data`

/** What this process keeps about the CMS between requests. The pages are the copies of articles. */
type CmsMemory = {
  /** Concurrent renders and refreshes that need the same article share one CMS request. */
  inFlight: Map<number, Promise<Article>>
  /** Articles the editors' webhook has just fetched, on their way into the data cache (storePublished). */
  published: Map<number, Article>
  /** When this process last had a usable answer from the CMS (for the health check). */
  lastSuccessAt?: number
}

// Next loads each route (the pages, the webhook, the health check) with its own copy of this
// module, so per-process memory lives on globalThis, where all of them share it.
const memoryKey = Symbol.for('texas-tuition-site.cms-memory')
const memory: CmsMemory = ((globalThis as { [memoryKey]?: CmsMemory })[memoryKey] ??= {
  inFlight: new Map(),
  published: new Map(),
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
    return { id, html: sanitizeArticleHtml(sample) }
  }
  const started = Date.now()
  try {
    const contents = await measureCmsRequest(
      id,
      async () => {
        const found = await fetchArticleContents(id, {
          baseUrl,
          apiKey: config.cms.apiKey,
          authorization: config.cms.authorization,
          timeoutMs: config.cms.timeoutMs,
          // Next's fetch cache would buffer the whole answer before our size limit could act;
          // unstable_cache below stores the sanitized result instead.
          init: { cache: 'no-store' },
        })
        if (found === undefined) throw new CmsError('http-status', 'CMS has no such article', 404)
        return found
      },
      (error) => (error instanceof CmsError ? error.reason : 'network'),
    )
    memory.lastSuccessAt = Date.now()
    return { id, html: sanitizeArticleHtml(contents) }
  } catch (error) {
    unstable_rethrow(error) // Next's own control flow (prerender bail-outs) is not a CMS failure
    const failure = error instanceof CmsError ? error : new CmsError('network', String(error))
    log('warn', 'cms_fetch_failed', {
      articleId: id,
      reason: failure.reason,
      status: failure.status,
      message: failure.message,
      elapsedMs: Date.now() - started,
    })
    throw failure
  }
}

/**
 * Caching policy: an article is fresh for CMS_REVALIDATE_SECONDS, and the pages built from it
 * inherit that window (ISR), so time-dependent parts of a page are never older than it either.
 * Only good results are stored: a failure is never cached, and a page's refresh that fails to
 * renew a stale copy renders with that copy (Next's data cache does so). Each render registers
 * the window and both tags itself (unstable_cache records them in the render that calls it); only
 * the CMS request is shared.
 */
async function cachedArticle(id: number): Promise<Article> {
  await pageLifetime(config.cms.revalidateSeconds, [articleTag(id)])
  // Bound, so that Next's report of a failed renewal names the key, not this function's source.
  return unstable_cache(sharedFetch.bind(null, id), ['cms-article', config.cms.baseUrl ?? 'sample', String(id)], {
    revalidate: config.cms.revalidateSeconds,
    tags: [articleDataTag(id)],
  })()
}

/**
 * One CMS request at a time per article: everyone who needs it meanwhile waits for that one. A
 * failure is shared a moment longer, with the second pass of the same refresh (Next renders a
 * page twice when it regenerates it), so a failed refresh costs the CMS one request.
 */
function sharedFetch(id: number): Promise<Article> {
  const published = takePublished(id)
  if (published) return published
  const pending = memory.inFlight.get(id)
  if (pending) return pending
  const request = fetchArticle(id)
  const forget = () => {
    if (memory.inFlight.get(id) === request) memory.inFlight.delete(id)
  }
  request.then(forget, () => setTimeout(forget, FAILURE_SHARED_MS).unref())
  memory.inFlight.set(id, request)
  return request
}

/** How long a failed CMS request stands for the article: well within the shortest retry (3 s). */
const FAILURE_SHARED_MS = 1000

/** The article the webhook is storing for this id, if it is (storePublished), once. */
function takePublished(id: number): Promise<Article> | undefined {
  const article = memory.published.get(id)
  memory.published.delete(id)
  return article && Promise.resolve(article)
}

/**
 * Makes an article the webhook fetched the data cache's copy of it, on every instance that shares
 * the cache: the data tag was just marked stale in this request, so the lookup misses and stores
 * what its fetch gives, and the fetch takes this article. The render that follows fetches it
 * again (the copy is stale), and keeps this copy if the CMS fails meanwhile.
 */
async function storePublished(article: Article): Promise<void> {
  memory.published.set(article.id, article)
  try {
    await cachedArticle(article.id)
  } catch (error) {
    // The pages are expired all the same: their next render fetches the article itself.
    log('warn', 'cms_publish_not_stored', { articleId: article.id, message: String(error) })
  } finally {
    memory.published.delete(article.id)
  }
}

/**
 * How long a page built without an article it needs lives: once the CMS answers, the content
 * replaces it this soon, with no rebuild. Short, but never shorter than the window itself.
 */
export const RETRY_SECONDS = Math.min(config.cms.revalidateSeconds, 5)

/**
 * An article's sanitized HTML. When it cannot be had (the CMS fails or does not have it, and the
 * data cache holds no copy), it is `undefined` and the page being rendered lives RETRY_SECONDS,
 * unless the article is the page's own content (not `optional`) at run time: then
 * next-server/failure-state.mjs decides, and the refresh fails with ArticleUnavailableError, so Next keeps
 * the page it generated last and retries within a window (at most 30 s). Only while building does
 * a page without its content render, as the failure state. Failures are logged by fetchArticle,
 * once per CMS request.
 */
export async function getArticle(id: number, { optional = false } = {}): Promise<Article | undefined> {
  try {
    return await cachedArticle(id)
  } catch (error) {
    unstable_rethrow(error)
    if (!optional && !rendersFailureState()) throw new ArticleUnavailableError(id)
    await pageLifetime(RETRY_SECONDS)
    return undefined
  }
}

/**
 * Gives the page being rendered this lifetime (at most) and these tags. Outside 'use cache',
 * Next 16 has no call for that but a cached value with them: unstable_cache lowers the render's
 * revalidate to its own and adds its tags to the page's before it runs. The value is not used.
 */
async function pageLifetime(seconds: number, tags: string[] = []): Promise<void> {
  await unstable_cache(async () => seconds, ['page-lifetime', String(seconds), ...tags], { revalidate: seconds, tags })()
}

/** When this process last had a usable answer from the CMS, if ever. */
export function lastCmsSuccess(): Date | undefined {
  return memory.lastSuccessAt === undefined ? undefined : new Date(memory.lastSuccessAt)
}

/** The editors' refresh expires pages at once: the next visit waits for the new content. */
const EXPIRE_AT_ONCE = { expire: 0 }
/** ... and marks the articles' copies stale, without an expiry: they stay until replaced. */
const STALE_NOW = {}

/**
 * The CMS editors' refresh. Each article the site shows is fetched first: if the CMS answers,
 * its pages expire at once, on every instance when they share a cache, and the next visit shows
 * the new content (the article fetched here is stored, so it shows even if the CMS fails next).
 * If it does not, its cache is left alone (visitors keep the last good page rather than an
 * error, and the usual window keeps retrying). Answers the ids the CMS could not serve, and
 * whether the other instances heard of it, so the editor can try again.
 */
export async function revalidateArticles(
  ids: readonly number[],
): Promise<{ cmsUnavailable: number[]; everyInstanceRefreshed: boolean }> {
  const fetched = await Promise.all(
    ids.map((id) =>
      isShown(id)
        ? fetchArticle(id).catch(() => undefined)
        : null, // nothing on the site is built from it: expiring its tag costs nothing
    ),
  )
  const cmsUnavailable = ids.filter((_, index) => fetched[index] === undefined)
  const refreshed = ids.filter((id) => !cmsUnavailable.includes(id))
  const dataTags = refreshed.map(articleDataTag)
  const pageTags = refreshed.map(articleTag)
  // Next's 'max' profile: stale now, expired only after a year.
  for (const tag of dataTags) revalidateTag(tag, 'max')
  for (const tag of pageTags) revalidateTag(tag, EXPIRE_AT_ONCE)
  const [dataEverywhere, pagesEverywhere] = await Promise.all([
    expireEverywhere(dataTags, config.sharedCacheConfigured, STALE_NOW),
    expireEverywhere(pageTags, config.sharedCacheConfigured, EXPIRE_AT_ONCE),
    Promise.all(fetched.map((article) => article && storePublished(article))),
  ])
  const everyInstanceRefreshed = dataEverywhere && pagesEverywhere
  log('info', 'cms_revalidated', { articleIds: ids.join(','), cmsUnavailable: cmsUnavailable.join(',') })
  return { cmsUnavailable, everyInstanceRefreshed }
}
