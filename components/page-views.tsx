'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { createPageViewTracker, sendPageView, whenPageTitled } from '@/lib/page-view'

/**
 * Reports each client-side route change to Google Analytics as one virtual page view, with the
 * new page's title. Renders nothing; mounted once, inside <Suspense>, by components/analytics.tsx,
 * and only in the browser: a prerender that read the query string would leave the boundary for
 * the browser to render, with inline scripts of React's that the page's policy does not list.
 */
export function PageViews() {
  const inBrowser = useSyncExternalStore(nothingToWatch, () => true, () => false)
  return inBrowser ? <PageViewReporter /> : null
}

const nothingToWatch = () => () => {}

function PageViewReporter() {
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
