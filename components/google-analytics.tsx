'use client'

import { lazy, useEffect } from 'react'
import { releasePageViews } from '@/lib/page-view'

// Loaded on demand: a client component imported statically is in every page's JavaScript whether
// it renders or not, so a site with analytics off would still send every visitor GA's loader.
const GoogleAnalytics = lazy(() =>
  import('@next/third-parties/google').then((module) => ({ default: module.GoogleAnalytics })),
)

/** Google Analytics' tag (@next/third-parties), fetched only where analytics is on. */
export function LazyGoogleAnalytics({ measurementId }: { measurementId: string }) {
  return (
    <>
      <GoogleAnalytics gaId={measurementId} />
      {/* After it: React runs effects in tree order, so GA's snippet has queued its config by then. */}
      <ReleasePageViews />
    </>
  )
}

/** Lets the page views reported so far through, now that GA can count them. */
function ReleasePageViews() {
  useEffect(releasePageViews, [])
  return null
}
