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
  /** Whether what it means for visitors was logged (the failure state): once, however many renders shared it. */
  consequenceLogged = false

  constructor(
    readonly reason: CmsFailureReason,
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

/**
 * A page's own article could not be had, and the data cache holds no copy of it: visitors see the
 * failure state (next-server/failure-state.mjs) until the CMS answers. Logged once per render, as
 * cms_article_unavailable; the CMS failure itself is logged once, as cms_fetch_failed.
 */
export class ArticleUnavailableError extends OneLineError {
  name = 'ArticleUnavailableError'

  constructor(articleId: number) {
    super(`Article ${articleId} is unavailable and no copy of it is cached: visitors see the failure state until the CMS answers`)
  }
}
