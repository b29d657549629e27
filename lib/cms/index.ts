import 'server-only'
import { cacheLife, cacheTag, revalidateTag, unstable_cache } from 'next/cache'
import { unstable_rethrow } from 'next/navigation'
import { sampleArticles } from '@/content/sample-articles'
import { config } from '../config'
import { log } from '../log'
import { expireEverywhere } from '../revalidation'
import { hasVisibleText, sanitizeArticleHtml, type SanitizedHtml } from '../sanitize'
import { FAILURE_STATE_TAG } from '../../next-server/failure-state.mjs'
import { measureCmsRequest } from '../../next-server/telemetry.mjs'
import { answerOf, logEventOf, measuredFailure, WHAT_EACH_ANSWER_DOES, type CmsObserver } from './answers'
import { ArticleUnavailableError, CmsError } from './errors'
import { fetchArticleContents } from './transport'

export { ArticleUnavailableError, CmsError } from './errors'

/**
 * An article's copy: its sanitized HTML or, once an editor has removed it (lib/cms/answers.ts),
 * the fact that it is gone. Copies stored before removal existed have no `removed` field.
 */
export type Article = { id: number; html: SanitizedHtml; removed?: undefined } | { id: number; removed: true; html?: undefined }

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
  /** Copies the editors' webhook has just decided, on their way into the data cache (storePublished). */
  published: Map<number, Article>
  /** The webhook's latest decision per article, and when it began: a CMS request already under way then takes it instead. */
  decisions: Map<number, { since: number; copy: Promise<Article | undefined> }>
  /** When this process last had a usable answer from the CMS (for the health check). */
  lastSuccessAt?: number
  /** The origins each article's images were last dropped for, as logged (usableHtml): logged again only when they change. */
  droppedImageOrigins: Map<number, string>
}

// Next loads each route (the pages, the webhook, the health check) with its own copy of this
// module, so per-process memory lives on globalThis, where all of them share it.
const memoryKey = Symbol.for('texas-tuition-site.cms-memory')
const memory: CmsMemory = ((globalThis as { [memoryKey]?: CmsMemory })[memoryKey] ??= {
  inFlight: new Map(),
  published: new Map(),
  decisions: new Map(),
  droppedImageOrigins: new Map(),
})
/** The articles some page shows, in either language: the webhook refreshes these and ignores the rest. */
const SHOWN_IDS: ReadonlySet<number> = new Set(Object.values(config.cms.articles).flatMap((ids) => Object.values(ids)))
const isShown = (id: number) => SHOWN_IDS.has(id)

/**
 * Fetches and sanitizes one article from the CMS, or a bundled sample without one. Throws
 * CmsError when the answer is not an article, after logging it (lib/cms/answers.ts names the
 * line): every failed CMS request is one log line, wherever the request came from. A request is
 * measured once its answer is known to be usable, so an empty article counts as the failure it is.
 */
async function fetchArticle(id: number): Promise<Article> {
  const { baseUrl } = config.cms
  const started = Date.now()
  try {
    const html =
      baseUrl === undefined
        ? usableHtml(id, sampleContents(id))
        : await measureCmsRequest(
            id,
            async () =>
              usableHtml(
                id,
                await fetchArticleContents(id, {
                  baseUrl,
                  apiKey: config.cms.apiKey,
                  authorization: config.cms.authorization,
                  timeoutMs: config.cms.timeoutMs,
                  // Next's fetch cache would buffer the whole answer before our size limit could act;
                  // unstable_cache below stores the sanitized result instead.
                  init: { cache: 'no-store' },
                }),
              ),
            measuredFailure,
          )
    if (baseUrl !== undefined) memory.lastSuccessAt = Date.now()
    return { id, html }
  } catch (error) {
    unstable_rethrow(error) // Next's own control flow (prerender bail-outs) is not a CMS failure
    const failure = error instanceof CmsError ? error : new CmsError('network', String(error))
    log('warn', logEventOf(answerOf(failure.reason)), {
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
 * An article's HTML once sanitized, or the `empty` failure when nothing visible is left of it.
 * Images from an origin CMS_IMAGE_ORIGINS does not name are dropped (the policy would block them):
 * one line per article says which origins, and again only when they change, not at every fetch.
 */
function usableHtml(id: number, contents: string): SanitizedHtml {
  const dropped = new Set<string>()
  const html = sanitizeArticleHtml(contents, { origins: config.cms.imageOrigins, onDropped: (origin) => dropped.add(origin) })
  const origins = [...dropped].join(', ')
  if (origins !== (memory.droppedImageOrigins.get(id) ?? '')) {
    memory.droppedImageOrigins.set(id, origins)
    if (origins !== '') {
      log('warn', 'cms_image_dropped', {
        articleId: id,
        origins,
        message: `Images from ${origins} were left out of article ${id}: CMS_IMAGE_ORIGINS names the origins images may come from (now: ${config.cms.imageOrigins.join(', ') || 'none but this site'})`,
      })
    }
  }
  if (!hasVisibleText(html)) throw new CmsError('empty', 'CMS article has no visible text once sanitized')
  return html
}

function sampleContents(id: number): string {
  const sample = sampleArticles[id]
  if (sample === undefined) throw new CmsError('missing', 'No sample article has this id', 404)
  return sample
}

/**
 * The last good copy of an article, the one use of unstable_cache: its copies outlive a deploy
 * (Next's data cache, shipped with the build and shared through Redis; a 'use cache' entry is its
 * build's), and a refresh that fails hands back the copy it has. Keyed by the article's id, not by
 * the CMS's address: a host that reaches the CMS by another address finds the build's copies.
 */
function lastGoodCopy(id: number): Promise<Article> {
  return unstable_cache(sharedFetch.bind(null, id), ['cms-article', config.cms.baseUrl === undefined ? 'sample' : 'cms', String(id)], {
    revalidate: config.cms.revalidateSeconds,
    tags: [articleDataTag(id)],
  })()
}

/**
 * One CMS request at a time per article: everyone who needs it meanwhile waits for that one. A
 * failure is shared a moment longer, so a page rendered over and over while the CMS is down costs
 * it one request. A request under way when the editors' webhook decides the article (a refresh
 * that began before a publish) ends with the webhook's copy: its page never shows the old one.
 */
function sharedFetch(id: number): Promise<Article> {
  const published = takePublished(id)
  if (published) return published
  const pending = memory.inFlight.get(id)
  if (pending) return pending
  const since = performance.now()
  const request = copyFor(id, 'refresh').then(async (copy) => {
    const decision = memory.decisions.get(id)
    return (decision && decision.since > since && (await decision.copy)) || copy
  })
  const forget = () => {
    if (memory.inFlight.get(id) === request) memory.inFlight.delete(id)
  }
  request.then(forget, () => setTimeout(forget, FAILURE_SHARED_MS).unref())
  memory.inFlight.set(id, request)
  return request
}

/** How long a failed CMS request stands for the article: well within the shortest retry (3 s). */
const FAILURE_SHARED_MS = 1000

/** The copy the webhook decided for this id, for the next request for it, once (storePublished). */
function takePublished(id: number): Promise<Article> | undefined {
  const article = memory.published.get(id)
  memory.published.delete(id)
  return article && Promise.resolve(article)
}

/**
 * Makes a copy the webhook decided (the article it fetched, or its removal) the data cache's copy,
 * on every instance that shares the cache: the data tag was just marked stale in this request, so
 * the lookup refreshes it, and that fetch takes this copy: the next request for the article in
 * this process does, whenever Next runs it (a refresh of a stale copy may run after the webhook has
 * answered). The render that follows fetches the article again, and keeps this copy if the CMS
 * fails or still answers 404.
 */
async function storePublished(article: Article): Promise<void> {
  memory.published.set(article.id, article)
  try {
    await lastGoodCopy(article.id)
  } catch (error) {
    // The pages are expired all the same: their next render fetches the article itself.
    log('warn', 'cms_publish_not_stored', { articleId: article.id, message: String(error) })
  }
}

/**
 * How long a page built without an article it needs lives: once the CMS answers, the content
 * replaces it this soon, with no rebuild. Short, but never shorter than the window itself.
 */
export const RETRY_SECONDS = Math.min(config.cms.revalidateSeconds, 5)

/**
 * An article's copy (its HTML, or that an editor removed it), for the page being rendered, which
 * this gives the article's tag and its lifetime: the window, with the last good copy; with none
 * (the CMS gives no article, and the data cache holds no copy), `undefined`, and RETRY_SECONDS,
 * so the content replaces the gap as soon as the CMS answers. An optional article the CMS does not
 * have (404: not published yet) is no fault: the page keeps its window, so the CMS is asked for it
 * once a window. A page whose own content it is shows the failure state: on a Node host its cache
 * entry is labelled no-store by the failure-state tag (next-server/failure-state.mjs); on Vercel,
 * which runs no handler of ours, the page is rendered per request instead, which no cache keeps.
 * Failures are logged by fetchArticle, once per CMS request.
 */
export async function getArticle(id: number, { optional = false } = {}): Promise<Article | undefined> {
  'use cache'
  cacheTag(articleTag(id))
  try {
    const article = await lastGoodCopy(id)
    cacheLife({ revalidate: config.cms.revalidateSeconds })
    return article
  } catch (error) {
    unstable_rethrow(error)
    const missing = error instanceof CmsError && answerOf(error.reason) === 'missing'
    if (optional) {
      cacheLife({ revalidate: missing ? config.cms.revalidateSeconds : RETRY_SECONDS })
      return undefined
    }
    // Once per failed CMS request, as the failure itself: every render that shared it shows the failure state.
    if (!(error instanceof CmsError) || !error.consequenceLogged) {
      if (error instanceof CmsError) error.consequenceLogged = true
      log('warn', 'cms_article_unavailable', { articleId: id, message: String(new ArticleUnavailableError(id)) })
    }
    cacheTag(FAILURE_STATE_TAG)
    cacheLife(config.vercel ? PER_REQUEST : { revalidate: RETRY_SECONDS })
    return undefined
  }
}

/** A lifetime no cache keeps: the page is rendered for each visit. */
const PER_REQUEST = { stale: 0, revalidate: 0, expire: 0 }

/** When this process last had a usable answer from the CMS, if ever. */
export function lastCmsSuccess(): Date | undefined {
  return memory.lastSuccessAt === undefined ? undefined : new Date(memory.lastSuccessAt)
}

/** The editors' refresh expires pages at once: the next visit waits for the new content. */
const EXPIRE_AT_ONCE = { expire: 0 }
/** ... and marks the articles' copies stale, without an expiry: they stay until replaced. */
const STALE_NOW = {}

/** What the webhook did with one id. */
export type RevalidationResult =
  | { id: number; result: 'refreshed' | 'removed' | 'ignored' }
  | { id: number; result: 'unavailable'; reason: CmsError['reason'] }

/**
 * The CMS editors' refresh. Each article the site shows is fetched first, and its answer does
 * what lib/cms/answers.ts says a webhook's does: an article or a 404 becomes the data cache's
 * copy (on every instance when they share a cache), then the pages built from it expire at once,
 * so the next visit shows it; any other answer leaves the cache alone, so visitors keep the last
 * good page, and is reported unavailable so the editor's tool retries. Ids no page shows are
 * ignored. Also says whether the other instances heard of it.
 */
export async function revalidateArticles(
  ids: readonly number[],
): Promise<{ results: RevalidationResult[]; everyInstanceRefreshed: boolean }> {
  const decisions = await Promise.all(ids.map((id) => (isShown(id) ? decideNow(id) : { id, result: 'ignored' as const })))
  const copies = decisions.flatMap((decision) => ('copy' in decision ? [decision.copy] : []))
  const dataTags = copies.map(({ id }) => articleDataTag(id))
  const pageTags = copies.map(({ id }) => articleTag(id))
  // Next's 'max' profile: stale now, expired only after a year.
  for (const tag of dataTags) revalidateTag(tag, 'max')
  for (const tag of pageTags) revalidateTag(tag, EXPIRE_AT_ONCE)
  // The copies are stored before the pages expire anywhere: a page rendered after the expiry
  // reads them, never the copy before the edit.
  const [dataEverywhere] = await Promise.all([
    expireEverywhere(dataTags, config.sharedCacheConfigured, STALE_NOW),
    Promise.all(copies.map(storePublished)),
  ])
  const pagesEverywhere = await expireEverywhere(pageTags, config.sharedCacheConfigured, EXPIRE_AT_ONCE)
  const results = decisions.map((decision): RevalidationResult =>
    decision.result === 'unavailable' ? { id: decision.id, result: decision.result, reason: decision.reason } : { id: decision.id, result: decision.result },
  )
  log('info', 'cms_revalidated', { results: results.map(({ id, result }) => `${id}:${result}`).join(',') })
  return { results, everyInstanceRefreshed: dataEverywhere && pagesEverywhere }
}

/** The webhook's decision, which CMS requests already under way for the article end with (sharedFetch). */
function decideNow(id: number): Promise<Decision> {
  const decision = decide(id, 'webhook')
  memory.decisions.set(id, { since: performance.now(), copy: decision.then((made) => ('copy' in made ? made.copy : undefined)) })
  return decision
}

/** What one CMS answer, as the observer saw it, does to an article (lib/cms/answers.ts). */
async function decide(id: number, observer: CmsObserver): Promise<Decision> {
  try {
    return { id, result: 'refreshed', copy: await fetchArticle(id) }
  } catch (error) {
    unstable_rethrow(error)
    const failure = error instanceof CmsError ? error : new CmsError('network', String(error))
    if (WHAT_EACH_ANSWER_DOES[answerOf(failure.reason)][observer] === 'remove') {
      return { id, result: 'removed', copy: { id, removed: true } }
    }
    return { id, result: 'unavailable', reason: failure.reason, failure }
  }
}

type Decision =
  | { id: number; result: 'refreshed' | 'removed'; copy: Article }
  | { id: number; result: 'unavailable'; reason: CmsError['reason']; failure: CmsError }

/** The article's new copy, or the failure that leaves the last copy standing. */
async function copyFor(id: number, observer: CmsObserver): Promise<Article> {
  const decision = await decide(id, observer)
  if (decision.result === 'unavailable') throw decision.failure
  return decision.copy
}
