import Link from 'next/link'
import { TollFreeLink } from '@/components/contact-links'
import { PAGE_PATHS, type Copy } from '@/lib/copy'

/**
 * What the home page shows once editors have removed its article (lib/cms/answers.ts): a plain
 * paragraph, not an alert, since nothing went wrong, and how to reach the program.
 */
export function ArticleRemoved({ copy }: { copy: Copy }) {
  const { message, phoneLead, contactLead, contactLinkText } = copy.removed
  return (
    <p className="article-removed">
      {message} {phoneLead} <TollFreeLink copy={copy} /> {contactLead}{' '}
      <Link href={PAGE_PATHS.contact[copy.locale]}>{contactLinkText}</Link>.
    </p>
  )
}
