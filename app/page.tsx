import type { Metadata } from 'next'
import { Suspense } from 'react'
import { EnrollmentNotice } from '@/components/enrollment-notice'
import { HomeContent } from '@/components/home-content'
import { LoadingState } from '@/components/loading-state'
import { getArticle } from '@/lib/cms'
import { config } from '@/lib/config'
import { SITE_NAME } from '@/lib/site-copy'
import { pageMetadata, SITE_DESCRIPTION, trailMetadata } from '@/lib/site-metadata'

export async function generateMetadata(): Promise<Metadata> {
  // The same (cached, shared) lookup the body makes: with no good copy, the page shows the
  // failure message, which crawlers must not index. Metadata goes in <head>, which crawlers read.
  const home = await getArticle(config.cms.homeArticleId)
  return {
    ...pageMetadata({ description: SITE_DESCRIPTION, path: '/', siteUrl: config.siteUrl }),
    // TRAIL, the state's search of agency sites, reads Dublin Core tags from the home page.
    other: trailMetadata(config.siteUrl),
    ...(home === undefined && { robots: { index: false } }),
  }
}

export default function HomePage() {
  return (
    <>
      <h1>{SITE_NAME}</h1>
      {/*
        The page is regenerated every CMS_REVALIDATE_SECONDS (ISR, with the CMS or the sample
        content alike), so the notice is never wrong by more than that window around Sept. 1 and
        Mar. 1.
      */}
      <EnrollmentNotice now={new Date()} />
      <Suspense fallback={<LoadingState />}>
        <HomeContent />
      </Suspense>
    </>
  )
}
