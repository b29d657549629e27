import Link from 'next/link'
import { PAGE_PATHS, type Copy } from '@/lib/copy'

/**
 * The page-not-found page's body, in one language. The h1's class is the marker that makes the
 * page's cache entry answer 404 (next-server/failure-state.mjs); CMS HTML never keeps a class.
 */
export function PageNotFound({ copy }: { copy: Copy }) {
  const words = copy.notFound
  return (
    <>
      <h1 className="page-not-found">{words.title}</h1>
      <p>{words.advice}</p>
      <p>
        {words.goTo} <Link href={PAGE_PATHS.home[copy.locale]}>{words.homeLink}</Link> {words.or}{' '}
        <Link href={PAGE_PATHS.contact[copy.locale]}>{words.contactLink}</Link>.
      </p>
    </>
  )
}
