import { Suspense } from 'react'
import { EnrollmentNotice } from '@/components/enrollment-notice'
import { HomeContent } from '@/components/home-content'
import { LanguageLink } from '@/components/language-link'
import { LoadingState } from '@/components/loading-state'
import type { Copy } from '@/lib/copy'

/** The home page in one language: its h1, the enrollment notice, then the CMS content. */
export function HomePage({ copy }: { copy: Copy }) {
  return (
    <>
      <LanguageLink locale={copy.locale} page="home" />
      <h1>{copy.siteName}</h1>
      {/*
        The page is regenerated every CMS_REVALIDATE_SECONDS (ISR, with the CMS or the sample
        content alike), so the notice is never wrong by more than that window around Sept. 1 and
        Mar. 1.
      */}
      <EnrollmentNotice now={new Date()} copy={copy} />
      <Suspense fallback={<LoadingState message={copy.loading} />}>
        <HomeContent copy={copy} />
      </Suspense>
    </>
  )
}
