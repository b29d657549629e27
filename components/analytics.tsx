import { Suspense } from 'react'
import { LazyGoogleAnalytics } from '@/components/google-analytics'
import { PageViews } from '@/components/page-views'
import { config } from '@/lib/config'

/**
 * Page-view analytics, mounted once in the root layout: Google Analytics (whose `config` command
 * counts the landing page) and the reporter that counts each client-side route change after it.
 * Renders nothing when analytics is off or no measurement id is set.
 */
export function Analytics() {
  const { enabled, measurementId } = config.analytics
  if (!enabled || measurementId === undefined) return null
  return (
    <>
      {/* Its code is fetched on demand, so the page can render before it arrives. */}
      <Suspense fallback={null}>
        <LazyGoogleAnalytics measurementId={measurementId} />
      </Suspense>
      {/* The reporter reads the query string, which a prerendered page only knows in the browser. */}
      <Suspense fallback={null}>
        <PageViews />
      </Suspense>
    </>
  )
}
