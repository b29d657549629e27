/** @jest-environment node */
import { en } from '../lib/copy/en'
import { es } from '../lib/copy/es'
import { PAGE_PATHS } from '../lib/page-paths'
import { faqEntries } from '../lib/faq'
import { sanitizeArticleHtml } from '../lib/sanitize'
import { sampleArticles, SAMPLE_ARTICLE_IDS } from './sample-articles'

const text = (id: number) => sampleArticles[id]!.replace(/\s+/g, ' ')
const answer = (id: number, question: string) => faqEntries(sanitizeArticleHtml(sampleArticles[id]!, { origins: [] })).find((entry) => entry.question === question)!.answer

// The samples are what a quick start shows, and what editors copy: their facts are checked as the site's are.
describe('the sample articles', () => {
  it('name the fund’s unit types as the fund and Education Code §54.754(b) do: Type I the most expensive university (factcheck #37, E2)', () => {
    expect(text(203)).toContain('<th scope="row">Type I (the most expensive public university)</th><td>$165.00</td>')
    expect(text(203)).toContain('<th scope="row">Type III (public community colleges, on average)</th><td>$45.00</td>')
    expect(text(1203)).toContain('<th scope="row">Tipo I (la universidad pública más cara de Texas)</th><td>$165.00</td>')
    expect(text(1203)).toContain('<th scope="row">Tipo III (promedio de los colegios comunitarios públicos)</th><td>$45.00</td>')
  })

  it('give the age limit plan by plan: none only for the savings plans (factcheck #71, E3)', () => {
    const [english, spanish] = [answer(303, 'What if my child doesn\'t go to college?'), answer(1303, '¿Qué pasa si mi hijo o hija no va a la universidad?')]
    expect(english).toContain(`Savings plans: there is no age limit to use the money. Texas Tuition Promise Fund: ${en.rules.fundTerm} Texas Guaranteed Tuition Plan: ${en.rules.tgtpTerm}`)
    expect(spanish).toContain(`Planes de ahorro: no hay límite de edad para usar el dinero. Texas Tuition Promise Fund: ${es.rules.fundTerm}`)
  })

  it('leave how each plan pays a school to the page’s own part, which states it from the rules (components/school-payment.tsx): no rule twice on a page', () => {
    for (const id of [301, 302]) for (const rule of ['fundPayment', 'tgtpPayment', 'savingsPayment', 'fundTransferValue'] as const) expect(text(id)).not.toContain(en.rules[rule])
    for (const id of [1301, 1302]) for (const rule of ['fundPayment', 'tgtpPayment', 'savingsPayment', 'fundTransferValue'] as const) expect(text(id)).not.toContain(es.rules[rule])
    expect(text(301)).not.toContain('The student cannot do it alone')
    expect(text(204)).not.toMatch(/tell the plan where the student is enrolled|brother or sister/)
  })

  it('end the common questions’ answers with a link to this site’s page that acts on each, in the answer’s language, but one the site’s own link stands for', () => {
    for (const [id, locale] of [[303, 'en'], [1303, 'es']] as const) {
      const html = sanitizeArticleHtml(sampleArticles[id]!, { origins: [] })
      const answers = html.split(/<h2>[^<]*<\/h2>/).slice(1)
      const links = answers.map((answer) => [...answer.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!))
      // The fifth ("doesn't go to college") has none: the page ends it with Contact Us (lib/faq.ts).
      expect(links.map((hrefs) => hrefs.length > 0)).toEqual([true, true, true, true, false, true])
      const paths = new Set(Object.values(PAGE_PATHS).map((paths) => paths[locale]))
      for (const href of links.flat()) expect(paths).toContain(href)
    }
  })

  it('answer the grandparent with who may buy each plan, and the disclosure for families outside Texas, in the rules’ words (E1, E4)', () => {
    const english = answer(303, 'Can a grandparent open an account?')
    for (const rule of ['savingsBuyers', 'fundBuyers', 'outOfStateTax'] as const) expect(english).toContain(en.rules[rule])
    const spanish = answer(1303, '¿Un abuelo o una abuela puede abrir una cuenta?')
    for (const rule of ['savingsBuyers', 'fundBuyers', 'outOfStateTax'] as const) expect(spanish).toContain(es.rules[rule])
    expect(text(49)).toContain(en.rules.outOfStateTax)
    expect(text(1049)).toContain(es.rules.outOfStateTax)
  })

  it('say the units still pay at the resident rate after a move out of Texas (#70)', () => {
    expect(answer(303, 'What if we move out of Texas?')).toContain(en.rules.fundResidencyFixed)
    expect(answer(1303, '¿Qué pasa si nos mudamos fuera de Texas?')).toContain(es.rules.fundResidencyFixed)
  })

  it('say the fund’s new beneficiary must meet its residency rule, and a newborn must be under 1 year old (#65, #69)', () => {
    const all = Object.values(sampleArticles).join(' ').replace(/\s+/g, ' ')
    expect(all).toContain('the new beneficiary must also meet its residency rule')
    expect(all).toContain('el nuevo beneficiario también debe cumplir su regla de residencia')
    expect(all).toContain('if the child is under 1 year old on the day you enroll')
  })

  it('carry none of the wordings the fact check and the fourth Spanish reading found wrong', () => {
    const all = Object.values(sampleArticles).join(' ').replace(/\s+/g, ' ')
    expect(all).not.toMatch(/no age limit to use the money\)|no hay edad límite|Most all Texas|Becas equivalentes|residente de los Estados Unidos puede comprar|otro estado|kind of shares|tipo de acciones|Si cambian los planes|organícense|hora central|payroll deduction|descuento de nómina|About 100 units|Unas 100 unidades|newborns from birth/)
    // «público» with each kind of school (E5); no serial comma before «y» (S3).
    expect(all).not.toMatch(/universidades? (o|y) (un|los) colegios? comunitarios? públicos?|los libros, y el/)
  })

  it('leave saying they are samples to the page, which marks every one (components/cms-article.tsx)', () => {
    expect(Object.values(sampleArticles).join(' ')).not.toMatch(/Sample figures|Cifras de ejemplo/)
    expect(Object.keys(sampleArticles).map(Number).sort()).toEqual(Object.values(SAMPLE_ARTICLE_IDS).flatMap(({ en: english, es: spanish }) => [english, spanish]).sort())
  })
})
