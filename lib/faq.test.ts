/** @jest-environment node */
import { scriptSafeJson } from '@/components/json-ld'
import { loadXssCorpus } from '../test-support/xss-corpus'
import { answerLink, faqEntries, faqPageJsonLd, withNextSteps } from './faq'
import { sanitizeArticleHtml } from './sanitize'

describe('faqEntries', () => {
  it('makes each top-level heading a question and what follows it, to the next, its answer, as plain text', () => {
    const html = sanitizeArticleHtml(`<p>Intro, not a question.</p>
<h2>Can a grandparent open an account?</h2><p>Yes. <strong>Anyone</strong> can &amp; should.</p><h3>In Texas</h3><p>Also yes.</p>
<h2>What if we move?</h2><ul><li>The account stays yours.</li></ul>
<h2>An empty one</h2>`)
    expect(faqEntries(html)).toEqual([
      { question: 'Can a grandparent open an account?', answer: 'Yes. Anyone can & should. In Texas Also yes.' },
      { question: 'What if we move?', answer: 'The account stays yours.' },
    ])
  })

  it('takes the article’s own top level, whatever it is once the sanitizer has shifted its headings', () => {
    const html = sanitizeArticleHtml('<h1>Our questions</h1><h2>One?</h2><p>A.</p><h2>Two?</h2><p>B.</p>')
    // The article's h1 became h2 (the page owns the h1), so the page's questions are its h2s: one here.
    expect(faqEntries(html).map(({ question }) => question)).toEqual(['Our questions'])
  })

  it('finds no questions in an article without headings', () => {
    expect(faqEntries(sanitizeArticleHtml('<p>Just a paragraph.</p>'))).toEqual([])
  })
})

describe('withNextSteps', () => {
  const nextStep = answerLink('/contact', 'Ask us about this')

  it('ends each answer that links nowhere with the site’s link, and leaves the editors’ links alone', () => {
    const html = sanitizeArticleHtml(`<p>Intro.</p>
<h2>Linked?</h2><p>Yes: <a href="/compare-plans">compare the plans</a>.</p>
<h2>Unlinked?</h2><p>No link here.</p><h3>A part</h3><p>Still none.</p>
<h2>Last?</h2><ul><li>None either.</li></ul>`)
    const linked = withNextSteps(html, nextStep)
    expect(linked).toBe(
      html
        .replace('<p>Still none.</p>\n', '<p>Still none.</p>\n<p><a href="/contact">Ask us about this</a></p>')
        .replace('</ul>', '</ul><p><a href="/contact">Ask us about this</a></p>'),
    )
    // The data for search engines reads the answers as the page shows them.
    expect(faqEntries(linked).map(({ answer }) => answer)).toEqual(['Yes: compare the plans.', 'No link here. A part Still none. Ask us about this', 'None either. Ask us about this'])
  })

  it('leaves an article without questions, and a heading with no answer, as they are', () => {
    for (const html of ['<p>Just a paragraph.</p>', '<h2>One?</h2><p>A.</p><h2>Empty</h2>']) {
      const clean = sanitizeArticleHtml(html)
      expect(withNextSteps(clean, nextStep)).toBe(html === '<p>Just a paragraph.</p>' ? clean : clean.replace('<p>A.</p>', `<p>A.</p>${nextStep}`))
    }
  })

  it('writes the site’s link as the sanitizer would keep it, escaped, marked with its language inside an article in another', () => {
    expect(answerLink('/es/contacto', 'Consúltenos <sobre> "esto" & más', 'es')).toBe('<p lang="es"><a href="/es/contacto">Consúltenos &lt;sobre&gt; &quot;esto&quot; &amp; más</a></p>')
    expect(sanitizeArticleHtml(nextStep)).toBe(nextStep)
  })
})

describe('the FAQPage data, with every XSS payload of both corpora as a question and as an answer', () => {
  it.each(loadXssCorpus().map(({ id, payload }) => [id, payload]))('%s cannot end its script element, and reads back as the text', (_id, payload) => {
    const html = sanitizeArticleHtml(`<h2>${payload} question</h2><p>${payload} answer</p>`)
    const data = faqPageJsonLd(faqEntries(html), 'en')
    const script = scriptSafeJson(data)
    expect(script).not.toMatch(/<\/script|<!--|<script/i)
    expect(script).not.toContain('<')
    expect(JSON.parse(script)).toEqual(data)
  })
})
