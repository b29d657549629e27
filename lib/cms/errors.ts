/** Why a CMS answer could not be used. Each is logged as `reason`. */
export type CmsFailureReason =
  | 'http-status'
  | 'timeout'
  | 'network'
  | 'too-large'
  | 'not-json'
  | 'invalid-json'
  | 'invalid-shape'

/**
 * A CMS answer that could not be turned into an article. "Missing" is not one of these: a 404
 * is reported as `undefined` by the fetch helper and the caller decides.
 */
export class CmsError extends Error {
  name = 'CmsError'

  constructor(
    readonly reason: CmsFailureReason,
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}
