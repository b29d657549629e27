import Link from 'next/link'
import { LanguageLink } from '@/components/language-link'
import { PAGE_PATHS, type Copy } from '@/lib/copy'

/**
 * The page-not-found page's body, in one language. (The Spanish page answers 404 by its route:
 * next-server/failure-state.mjs.)
 */
export function PageNotFound({ copy }: { copy: Copy }) {
  const words = copy.notFound
  return (
    <>
      <LanguageLink locale={copy.locale} page="home" />
      <h1>{words.title}</h1>
      <p>{words.advice}</p>
      <p>
        {words.goTo} <Link href={PAGE_PATHS.home[copy.locale]}>{words.homeLink}</Link> {words.or}{' '}
        <Link href={PAGE_PATHS.contact[copy.locale]}>{words.contactLink}</Link>.
      </p>
    </>
  )
}
