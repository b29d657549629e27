import Link from 'next/link'
import { TollFreeLink } from '@/components/contact-links'
import { contactDirectory } from '@/lib/contact-directory'
import { ARTICLE_REMOVED_CONTACT_LEAD, ARTICLE_REMOVED_MESSAGE, ARTICLE_REMOVED_PHONE_LEAD } from '@/lib/site-copy'
import { CONTACT_US_LINK } from '@/lib/site-links'

/**
 * What the home page shows once editors have removed its article (lib/cms/answers.ts): a plain
 * paragraph, not an alert, since nothing went wrong, and how to reach the program.
 */
export function ArticleRemoved() {
  return (
    <p className="article-removed">
      {ARTICLE_REMOVED_MESSAGE} {ARTICLE_REMOVED_PHONE_LEAD} <TollFreeLink tollFree={contactDirectory.tollFree} />{' '}
      {ARTICLE_REMOVED_CONTACT_LEAD} <Link href={CONTACT_US_LINK.href}>{CONTACT_US_LINK.label.toLowerCase()}</Link>.
    </p>
  )
}
