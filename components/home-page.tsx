import { Suspense } from 'react'
import { EnrollmentNotice } from '@/components/enrollment-notice'
import { HomeContent } from '@/components/home-content'
import { LoadingState } from '@/components/loading-state'
import { PlanList } from '@/components/plan-list'
import type { Copy } from '@/lib/copy'

/**
 * The home page in one language, in the order a family needs it: the enrollment notice, the
 * heading, the four plans and how to reach the program (a phone's first screen), then the CMS
 * content in full. The banner names the site; the heading says what the page is for.
 */
export function HomePage({ copy }: { copy: Copy }) {
  return (
    <>
      {/*
        The page is regenerated every CMS_REVALIDATE_SECONDS (ISR, with the CMS or the sample
        content alike), so the notice is never wrong by more than that window around Sept. 1,
        Mar. 1 and Aug. 1.
      */}
      <EnrollmentNotice now={new Date()} copy={copy} />
      <h1>{copy.homeHeading}</h1>
      <PlanList copy={copy} />
      <Suspense fallback={<LoadingState message={copy.loading} />}>
        <HomeContent copy={copy} />
      </Suspense>
    </>
  )
}
