import { LOADING_MESSAGE } from '@/lib/site-copy'

/** Shown while content streams in; role="status" makes screen readers announce it politely. */
export function LoadingState() {
  return (
    <p className="loading-state" role="status">
      {LOADING_MESSAGE}
    </p>
  )
}
