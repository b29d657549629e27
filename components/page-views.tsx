'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useLayoutEffect, useState } from 'react'
import { createPageViewTracker, sendPageView, whenPageTitled } from '@/lib/page-view'

/**
 * Reports each client-side route change to Google Analytics as one virtual page view, with the
 * new page's title. Renders nothing; mounted once, inside <Suspense>, by components/analytics.tsx.
 */
export function PageViews() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const [pageViewFor] = useState(createPageViewTracker)

  // A layout effect: when the visitor leaves a page before its title came, that page is reported
  // during the next page's commit, before the next page's title can be mistaken for its own.
  useLayoutEffect(
    () =>
      whenPageTitled((title) => {
        const view = pageViewFor({ pathname, search }, window.location.origin, title)
        if (view) sendPageView(view)
      }),
    [pageViewFor, pathname, search],
  )

  return null
}
