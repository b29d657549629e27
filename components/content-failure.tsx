import { TollFreeLink } from '@/components/contact-links'
import { contactDirectory } from '@/lib/contact-directory'
import { CONTENT_FAILURE_MESSAGE, CONTENT_FAILURE_PHONE_LEAD } from '@/lib/site-copy'

/**
 * What a visitor sees when the page's content cannot be had and there is no good copy: the
 * specification's message first, unchanged, then the toll-free number, since a visitor on a
 * broken page is the one most likely to need to call.
 */
export function ContentFailure() {
  return (
    <div className="content-failure" role="alert">
      <p>{CONTENT_FAILURE_MESSAGE}</p>
      <p>
        {CONTENT_FAILURE_PHONE_LEAD} <TollFreeLink tollFree={contactDirectory.tollFree} />.
      </p>
    </div>
  )
}
