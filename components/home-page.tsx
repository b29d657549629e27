import { Suspense } from 'react'
import { EnrollmentNotice } from '@/components/enrollment-notice'
import { HomeContent } from '@/components/home-content'
import { HomeHelp } from '@/components/home-help'
import { LoadingState } from '@/components/loading-state'
import { PlanList } from '@/components/plan-list'
import { ReportProblem } from '@/components/report-problem'
import type { Copy } from '@/lib/copy'
import { enrollmentStatusNow } from '@/lib/enrollment-now'

/**
 * The home page in one language, in the order a family needs it: the enrollment notice, the
 * heading, the plans with their actions (a phone's first screen), how to reach the program (the
 * program's help-contact article, or the site's own line), then the CMS content in full. The
 * banner names the site; the heading says what the page is for.
 */
export async function HomePage({ copy }: { copy: Copy }) {
  // One status for the notice and the fund's card, so the two never disagree.
  const status = await enrollmentStatusNow()
  return (
    <>
      <EnrollmentNotice status={status} copy={copy} />
      <h1>{copy.homeHeading}</h1>
      <PlanList copy={copy} status={status} help={<HomeHelp copy={copy} />} />
      <Suspense fallback={<LoadingState message={copy.loading} />}>
        <HomeContent copy={copy} />
      </Suspense>
      <ReportProblem copy={copy} page="home" />
    </>
  )
}
