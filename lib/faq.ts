import type { Locale } from './copy/types'
import { textOf, type SanitizedHtml } from './sanitize'

export type FaqEntry = { question: string; answer: string }

/** The sanitizer writes headings with no attributes, so this finds each whole. */
const HEADING = /<h([2-6])>([\s\S]*?)<\/h\1>/g

/**
 * The common questions in a sanitized article: each heading of its top level is a question, and
 * what follows it, up to the next such heading, its answer, both as plain text. Text before the
 * first heading, and a heading with no answer, are not questions.
 */
export function faqEntries(html: SanitizedHtml): FaqEntry[] {
  const headings = [...html.matchAll(HEADING)]
  const top = Math.min(...headings.map(([, level]) => Number(level)))
  const questions = headings.filter(([, level]) => Number(level) === top)
  return questions
    .map((heading, index) => {
      const end = questions[index + 1]?.index ?? html.length
      const answer = html.slice(heading.index + heading[0].length, end) as SanitizedHtml
      return { question: textOf(heading[2] as SanitizedHtml), answer: textOf(answer) }
    })
    .filter(({ question, answer }) => question !== '' && answer !== '')
}

/** The questions as schema.org's FAQPage, for search engines. */
export function faqPageJsonLd(entries: readonly FaqEntry[], locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}
