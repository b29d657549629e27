import { CallUs } from '@/components/call-us'
import type { Copy } from '@/lib/copy'

/**
 * What a visitor sees when the page's content cannot be had and there is no good copy: the
 * specification's message first (verbatim in English; in Spanish on the Spanish pages), then the
 * toll-free number and when it is answered, since a visitor on a broken page is the one most likely
 * to need to call.
 */
export function ContentFailure({ copy }: { copy: Copy }) {
  return (
    <div className="content-failure" role="alert">
      <p>{copy.failure.message}</p>
      <CallUs copy={copy} lead={copy.failure.phoneLead} />
    </div>
  )
}
