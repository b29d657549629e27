import type { Metadata } from 'next'
import { AccessibilityStatement } from '@/components/accessibility-statement'
import { CmsArticle } from '@/components/cms-article'
import { ComparePlans } from '@/components/compare-plans'
import { PhoneOptions } from '@/components/contact-details'
import { MailtoLink, TollFreeLink } from '@/components/contact-links'
import { JsonLd } from '@/components/json-ld'
import { ReportProblem } from '@/components/report-problem'
import { config } from '@/lib/config'
import { contactDirectory } from '@/lib/contact-directory'
import type { Copy } from '@/lib/copy'
import { faqEntries, faqPageJsonLd } from '@/lib/faq'
import { failureStateRobots } from '@/lib/home-metadata'
import { pageArticle } from '@/lib/page-articles'
import type { GroupPage } from '@/lib/routes'
import { pageMetadata } from '@/lib/site-metadata'

type Subject = GroupPage<'subjects'>
type ArticleSubject = Exclude<Subject, 'comparePlans' | 'accessibility'>

const hasArticle = (page: Subject): page is ArticleSubject => page !== 'comparePlans' && page !== 'accessibility'

export async function subjectMetadata(copy: Copy, page: Subject): Promise<Metadata> {
  const { title, description } = hasArticle(page) ? copy.subjects[page] : page === 'comparePlans' ? copy.compare : copy.accessibility
  return {
    ...pageMetadata({ copy, page, title, description, siteUrl: config.siteUrl }),
    ...(hasArticle(page) && (await failureStateRobots(pageArticle(page, copy.locale, { required: true })))),
  }
}

/** A page of one subject: the plans compared, the accessibility statement, or a page whose body is a CMS article. */
export function SubjectPage({ copy, page }: { copy: Copy; page: Subject }) {
  return (
    <>
      {page === 'comparePlans' ? (
        <ComparePlans copy={copy} />
      ) : page === 'accessibility' ? (
        <AccessibilityStatement copy={copy} directory={contactDirectory} />
      ) : (
        <ArticlePage copy={copy} page={page} />
      )}
      <ReportProblem copy={copy} page={page} />
    </>
  )
}

/**
 * A page whose body is the program's article (common questions, students, colleges), between the
 * site's own heading and lead and how to reach the program, which stand without the article. The
 * common questions also go to search engines as FAQPage data, built from the same sanitized article.
 */
async function ArticlePage({ copy, page }: { copy: Copy; page: ArticleSubject }) {
  const words = copy.subjects[page]
  const shown = await pageArticle(page, copy.locale, { required: true })
  const { tollFree, generalHelp } = contactDirectory
  const faq = page === 'questions' && typeof shown === 'object' && shown.article.html !== undefined ? faqEntries(shown.article.html) : []
  return (
    <>
      <h1>{words.title}</h1>
      <p className="lead">
        {words.lead}
        {page === 'questions' && (
          <>
            {' '}
            <TollFreeLink copy={copy} />.
          </>
        )}
      </p>
      <CmsArticle shown={shown} copy={copy} required />
      {faq.length > 0 && typeof shown === 'object' && <JsonLd data={faqPageJsonLd(faq, shown.lang)} />}
      {page === 'students' && (
        <>
          <p>
            {copy.studentsCall} <TollFreeLink copy={copy} />. {copy.contact.chooseOption}
          </p>
          <PhoneOptions directory={contactDirectory} copy={copy} />
        </>
      )}
      {page === 'colleges' && (
        <p>
          {copy.collegesContact.call} <TollFreeLink copy={copy} tollFree={tollFree} /> {copy.collegesContact.write}{' '}
          <MailtoLink email={generalHelp.email} />.
        </p>
      )}
    </>
  )
}
