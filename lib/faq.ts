import type { Locale } from './copy/types'
import { hasVisibleText, textOf, type SanitizedHtml } from './sanitize'

export type FaqEntry = { question: string; answer: string }

/** The sanitizer writes headings with no attributes, so this finds each whole. */
const HEADING = /<h([2-6])>([\s\S]*?)<\/h\1>/g

/** The article's questions: each heading of its top level, and where its answer starts and ends (at the next such heading). */
function questions(html: SanitizedHtml) {
  const headings = [...html.matchAll(HEADING)]
  const top = Math.min(...headings.map(([, level]) => Number(level)))
  const tops = headings.filter(([, level]) => Number(level) === top)
  return tops.map((heading, index) => ({ heading: heading[2] as SanitizedHtml, start: heading.index + heading[0].length, end: tops[index + 1]?.index ?? html.length }))
}

/**
 * The common questions in a sanitized article: each heading of its top level is a question, and
 * what follows it, up to the next such heading, its answer, both as plain text. Text before the
 * first heading, and a heading with no answer, are not questions.
 */
export function faqEntries(html: SanitizedHtml): FaqEntry[] {
  return questions(html)
    .map(({ heading, start, end }) => ({ question: textOf(heading), answer: textOf(html.slice(start, end) as SanitizedHtml) }))
    .filter(({ question, answer }) => question !== '' && answer !== '')
}

/** The sanitizer writes an attribute list after a space: a link with an address. */
const LINK = /<a [^>]*href="/

/**
 * The article with `nextStep` after each answer that has no link of its own, so every answer leads
 * somewhere: the editors' link where they gave one (the plan's page, the guide), the site's otherwise.
 */
export function withNextSteps(html: SanitizedHtml, nextStep: SanitizedHtml): SanitizedHtml {
  let linked = ''
  let from = 0
  for (const { start, end } of questions(html)) {
    const answer = html.slice(start, end) as SanitizedHtml
    if (LINK.test(answer) || !hasVisibleText(answer)) continue
    linked += html.slice(from, end) + nextStep
    from = end
  }
  return (linked + html.slice(from)) as SanitizedHtml
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** The site's own link as a paragraph of article HTML: a path of this site and its words, escaped; `lang` when the article is in another language. */
export function answerLink(path: `/${string}`, text: string, lang?: Locale): SanitizedHtml {
  const escaped = text.replace(/[&<>"]/g, (character) => ESCAPES[character]!)
  return `<p${lang ? ` lang="${lang}"` : ''}><a href="${encodeURI(path)}">${escaped}</a></p>` as SanitizedHtml
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
