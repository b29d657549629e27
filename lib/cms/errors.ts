/** Why a CMS answer could not be used. Each is logged as `reason`. */
export type CmsFailureReason =
  | 'missing'
  | 'empty'
  | 'http-status'
  | 'timeout'
  | 'network'
  | 'too-large'
  | 'not-json'
  | 'invalid-json'
  | 'invalid-shape'

/**
 * An expected failure, already logged as one JSON line where it happened: when Next reports it
 * again (a failed refresh), it prints as one line, without a stack or the properties Next adds.
 */
class OneLineError extends Error {
  [Symbol.for('nodejs.util.inspect.custom')]() {
    return `${this.name}: ${this.message}`
  }
}

/**
 * A CMS answer that could not be turned into an article: lib/cms/answers.ts says what each
 * reason does to the site (a 404, `missing`, may remove an article; the others never do).
 */
export class CmsError extends OneLineError {
  name = 'CmsError'

  constructor(
    readonly reason: CmsFailureReason,
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

/**
 * A page's refresh could not have an article it needs, and the data cache holds no copy of it (with
 * one, the refresh renders that copy and nothing is thrown). Thrown only at run time: Next keeps
 * the page it generated last and retries. With no copy of the article anywhere, that page was
 * made without it, by a build during an outage: the failure state (next-server/failure-state.mjs),
 * so the message says so. The CMS failure itself is logged once, as cms_fetch_failed.
 */
export class ArticleUnavailableError extends OneLineError {
  name = 'ArticleUnavailableError'

  constructor(articleId: number) {
    super(`Article ${articleId} is unavailable and no copy of it is cached: visitors see the failure state until the CMS answers`)
  }
}
