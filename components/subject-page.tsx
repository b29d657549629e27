import type { Metadata } from 'next'
import { AccessibilityStatement } from '@/components/accessibility-statement'
import { CallUs } from '@/components/call-us'
import { CmsArticle } from '@/components/cms-article'
import { ComparePlans } from '@/components/compare-plans'
import { JsonLd } from '@/components/json-ld'
import { ReportProblem } from '@/components/report-problem'
import { CollegesPayment, StudentsPayment } from '@/components/school-payment'
import { config } from '@/lib/config'
import { contactDirectory } from '@/lib/contact-directory'
import { PAGE_PATHS, type Copy } from '@/lib/copy'
import { answerLink, faqEntries, faqPageJsonLd, withNextSteps } from '@/lib/faq'
import { failureStateRobots } from '@/lib/home-metadata'
import { pageArticle, type ShownArticle } from '@/lib/page-articles'
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
 * A page whose body is the program's article (common questions, students, colleges), under the
 * site's own heading, lead and part, which stand without the article: the students' and colleges'
 * pages say how each plan pays a school, from the plan rules (components/school-payment.tsx); the
 * common questions give the phone with its hours, and each answer that links nowhere ends with the
 * site's link to Contact Us (lib/faq.ts). The common questions also go to search engines as FAQPage
 * data, built from the same article, as the page shows it.
 */
async function ArticlePage({ copy, page }: { copy: Copy; page: ArticleSubject }) {
  const words = copy.subjects[page]
  const found = await pageArticle(page, copy.locale, { required: true })
  const shown = page === 'questions' ? withAnswerLinks(found, copy) : found
  const faq = page === 'questions' && typeof shown === 'object' && shown.article.html !== undefined ? faqEntries(shown.article.html) : []
  return (
    <>
      <h1>{words.title}</h1>
      <p className="lead">{words.lead}</p>
      {page === 'questions' && <CallUs copy={copy} lead={copy.questions.call} />}
      {page === 'students' && <StudentsPayment copy={copy} />}
      {page === 'colleges' && <CollegesPayment copy={copy} />}
      <CmsArticle shown={shown} copy={copy} required />
      {faq.length > 0 && typeof shown === 'object' && <JsonLd data={faqPageJsonLd(faq, shown.lang)} />}
    </>
  )
}

/** The common questions' article with the site's link after each answer that has none (in the page's language, marked so in an English article). */
function withAnswerLinks(found: ShownArticle | 'unset' | undefined, copy: Copy): ShownArticle | 'unset' | undefined {
  if (typeof found !== 'object' || found.article.removed) return found
  const nextStep = answerLink(PAGE_PATHS.contact[copy.locale], copy.questions.nextStep, found.lang === copy.locale ? undefined : copy.locale)
  return { ...found, article: { ...found.article, html: withNextSteps(found.article.html, nextStep) } }
}
