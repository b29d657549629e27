import { CONTENT_FAILURE_MESSAGE } from '@/lib/site-copy'

/** What a visitor sees when the page's content cannot be had and there is no good copy. */
export function ContentFailure() {
  return (
    <div className="content-failure" role="alert">
      <p>{CONTENT_FAILURE_MESSAGE}</p>
    </div>
  )
}
