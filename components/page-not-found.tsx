import { cacheLife, cacheTag } from 'next/cache'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { ReportProblem } from '@/components/report-problem'
import { config } from '@/lib/config'
import { PAGE_PATHS, type Copy } from '@/lib/copy'
import { NOT_FOUND_TAG } from '@/next-server/failure-state.mjs'

/** The page-not-found page's body, in one language. */
export function PageNotFound({ copy }: { copy: Copy }) {
  const words = copy.notFound
  return (
    <>
      <h1>{words.title}</h1>
      <p>{words.advice}</p>
      <p>
        {words.goTo} <Link href={PAGE_PATHS.home[copy.locale]}>{words.homeLink}</Link> {words.or}{' '}
        <Link href={PAGE_PATHS.contact[copy.locale]}>{words.contactLink}</Link>.
      </p>
      <ReportProblem copy={copy} />
    </>
  )
}

/**
 * The answer to an address no page has, under a route of pages of this language: the
 * page-not-found page, answered 404 and stored by no one. On a Node host the page is rendered
 * here and its cache entry says so (next-server/failure-state.mjs); on Vercel, which runs no
 * handler of ours, notFound() gives the status, and its body is rendered in the browser
 * (vercel/next.js#62228: a page's notFound() server-renders an empty document).
 */
export async function UnknownAddress({ copy }: { copy: Copy }) {
  if (config.vercel) notFound()
  await labelNotFound()
  return <PageNotFound copy={copy} />
}

async function labelNotFound(): Promise<void> {
  'use cache'
  cacheTag(NOT_FOUND_TAG)
  cacheLife('max')
}
