import Link from 'next/link'
import { ReportProblem } from '@/components/report-problem'
import { PAGE_PATHS, type Copy } from '@/lib/copy'

/**
 * The page-not-found page's body, in one language. (The Spanish page answers 404 by its route:
 * next-server/failure-state.mjs.)
 */
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
