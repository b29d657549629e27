import { CmsError, type CmsFailureReason } from './errors'

/**
 * What each kind of CMS answer does to the site, by who saw it: the one place this is decided.
 * lib/cms looks every answer up here, and lib/cms/index.test.ts checks what each row does.
 *
 * - show: the article becomes its copy in the data cache (shared by the fleet with Redis), and
 *   the pages built from it show it.
 * - remove: "removed" becomes its copy: pages show their other parts (the home page a short
 *   neutral line and how to reach the program), cacheable and indexable, until the CMS serves the
 *   article again. Only an editor's authenticated webhook may do this: a CMS that answers 404 to
 *   everything by mistake must not empty the site.
 * - keep: nothing is stored; the last copy stands (a page refresh fails and Next keeps the page).
 *   Only a build, which has no earlier page, renders the failure state when no copy exists.
 */
export type CmsAnswer = 'article' | 'missing' | 'empty' | 'error' | 'timeout' | 'malformed'
export type CmsObserver = 'build' | 'refresh' | 'webhook'
export type CmsAction = 'show' | 'remove' | 'keep'

const KEEP = { build: 'keep', refresh: 'keep', webhook: 'keep' } as const

export const WHAT_EACH_ANSWER_DOES: Readonly<Record<CmsAnswer, Readonly<Record<CmsObserver, CmsAction>>>> = {
  /** 200 with data.contents that has visible text once sanitized. */
  article: { build: 'show', refresh: 'show', webhook: 'show' },
  /** 404: the article was deleted or unpublished, or the id is wrong. */
  missing: { build: 'keep', refresh: 'keep', webhook: 'remove' },
  /** 200 whose HTML has no visible text once sanitized: a template error or an emptied field. */
  empty: KEEP,
  /** Any other HTTP status, or no connection. */
  error: KEEP,
  /** No answer within CMS_TIMEOUT_MS. */
  timeout: KEEP,
  /** Not JSON, invalid JSON, no string at data.contents, or over the size limit. */
  malformed: KEEP,
}

/** The kind of answer a failure was. */
export function answerOf(reason: CmsFailureReason): Exclude<CmsAnswer, 'article'> {
  switch (reason) {
    case 'missing':
    case 'empty':
    case 'timeout':
      return reason
    case 'http-status':
    case 'network':
      return 'error'
    case 'too-large':
    case 'not-json':
    case 'invalid-json':
    case 'invalid-shape':
      return 'malformed'
  }
}

/**
 * The log line each failed answer gets: a 404 is not a fault of the CMS, so it has its own event,
 * which an operator can tell from an outage.
 */
export const logEventOf = (answer: Exclude<CmsAnswer, 'article'>) =>
  answer === 'missing' ? 'cms_article_missing' : 'cms_fetch_failed'

/**
 * Whether an answer is the CMS failing: the answers that keep the last copy for every observer.
 * A 404 is not: it is how an editor's removal, or an article not published yet, looks.
 */
export const isFailure = (answer: CmsAnswer) => Object.values(WHAT_EACH_ANSWER_DOES[answer]).every((action) => action === 'keep')

/** What a failed CMS request was, as next-server/telemetry.mjs measures it. */
export function measuredFailure(error: unknown): { outcome: Exclude<CmsAnswer, 'article'>; reason: CmsFailureReason; failure: boolean } {
  const reason = error instanceof CmsError ? error.reason : 'network'
  const outcome = answerOf(reason)
  return { outcome, reason, failure: isFailure(outcome) }
}
