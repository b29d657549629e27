import type { Metadata } from 'next'
import { Suspense } from 'react'
import { HomeContent } from '@/components/home-content'
import { LoadingState } from '@/components/loading-state'
import { SITE_NAME } from '@/lib/site-copy'

export const metadata: Metadata = { alternates: { canonical: '/' } }

export default function HomePage() {
  return (
    <>
      <h1>{SITE_NAME}</h1>
      <Suspense fallback={<LoadingState />}>
        <HomeContent />
      </Suspense>
    </>
  )
}
