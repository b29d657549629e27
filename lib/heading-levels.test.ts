/** @jest-environment node */
import { sanitizeArticleHtml } from './sanitize'

// The page owns the only h1. These tests state the heading rule on its own, through the one
// function that applies it to CMS HTML.
const headings = (html: string) => [...html.matchAll(/<(h[1-6])>([^<]*)<\/h[1-6]>/g)].map(([, tag, text]) => `${tag}:${text}`)

describe('heading levels in CMS HTML', () => {
  it('leaves headings alone when the CMS sends no h1', () => {
    const html = sanitizeArticleHtml('<h2>Plans</h2><p>x</p><h3>Savings</h3><h2>Contact</h2>')
    expect(headings(html)).toEqual(['h2:Plans', 'h3:Savings', 'h2:Contact'])
  })

  it('moves every heading down one level, in order, when the CMS sends an h1', () => {
    const html = sanitizeArticleHtml('<h1>Saving</h1><h2>Plans</h2><h3>Fund</h3><h1>Again</h1><h2>More</h2>')
    expect(headings(html)).toEqual(['h2:Saving', 'h3:Plans', 'h4:Fund', 'h2:Again', 'h3:More'])
  })

  it('never produces an h1, whatever the CMS sends', () => {
    const html = sanitizeArticleHtml('<H1>Shouting</H1><h1 class="x" id="main-content">Attributes</h1><div><h1>Nested</h1></div>')
    expect(html).not.toMatch(/<h1[\s>]/i)
    expect(headings(html)).toEqual(['h2:Shouting', 'h2:Attributes', 'h2:Nested'])
  })

  it('keeps h6 as h6 when it cannot go lower, and the text of every heading', () => {
    const html = sanitizeArticleHtml('<h1>Top</h1><h5>Five</h5><h6>Six</h6>')
    expect(headings(html)).toEqual(['h2:Top', 'h6:Five', 'h6:Six'])
  })
})
