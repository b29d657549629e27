/** @jest-environment node */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { COPY, LOCALES, PAGE_PATHS, type PageName } from './copy'
import { groupRoute, pageAt, PAGE_GROUPS, type PageGroup } from './routes'

const GROUPS = Object.keys(PAGE_GROUPS) as PageGroup[]

/** Every page.tsx under app/, as the address pattern it serves. */
function routePatterns(folder = 'app', prefix = ''): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (!statSync(path).isDirectory()) return name === 'page.tsx' ? [prefix || '/'] : []
    // A route group, in parentheses, adds nothing to the address.
    return routePatterns(path, name.startsWith('(') ? prefix : `${prefix}/${name}`)
  })
}

describe('the page groups', () => {
  it('serve every page of the site once, in each language, with the pages home and Contact Us apart', () => {
    const grouped = GROUPS.flatMap((group) => PAGE_GROUPS[group].pages as readonly PageName[])
    expect(new Set(grouped).size).toBe(grouped.length)
    expect(Object.keys(PAGE_PATHS).filter((page) => !grouped.includes(page as PageName)).sort()).toEqual(['contact', 'home'])
  })

  it.each(GROUPS)('give each %s page its own static params, which lead back to it, in both languages', async (group) => {
    for (const locale of LOCALES) {
      const route = groupRoute(group, locale, { metadata: () => ({}), render: (page) => page })
      const params = route.generateStaticParams()
      expect(params).toHaveLength(PAGE_GROUPS[group].pages.length)
      const served = await Promise.all(params.map((param) => route.Page({ params: Promise.resolve(param) })))
      expect(served).toEqual(PAGE_GROUPS[group].pages)
    }
  })

  it('serve the guide’s first step at its base address, as a catch-all with no segments', () => {
    expect(pageAt('guide', 'en', [])).toBe('guide')
    expect(pageAt('guide', 'es', ['ahorro'])).toBe('guideSavings')
    expect(pageAt('plans', 'es', ['texas-tuition-promise-fund'])).toBe('texasTuitionPromiseFund')
    expect(pageAt('subjects', 'es', ['preguntas-frecuentes'])).toBe('questions')
    expect(pageAt('subjects', 'en', ['nowhere'])).toBeUndefined()
  })

  it('answer any other address under them with the page-not-found page of their language', async () => {
    for (const locale of LOCALES) {
      const route = groupRoute('plans', locale, { metadata: () => ({ title: 'a plan' }), render: (page) => page })
      const params = { params: Promise.resolve({ plan: 'no-such-plan' }) }
      expect(await route.generateMetadata(params)).toEqual({ title: COPY[locale].notFound.title, robots: { index: false } })
      expect(await route.Page(params)).toMatchObject({ props: { copy: COPY[locale] } })
    }
  })

  it('have one route file a language, under the group’s base address', () => {
    const patterns = routePatterns()
    expect(patterns).toEqual(
      expect.arrayContaining(['/plans/[plan]', '/es/planes/[plan]', '/[page]', '/es/[page]', '/which-plan/[[...step]]', '/es/que-plan/[[...step]]']),
    )
    expect(patterns.sort()).toEqual(
      ['/', '/contact', '/es', '/es/contacto', '/es/no-encontrada', '/plans/[plan]', '/es/planes/[plan]', '/[page]', '/es/[page]', '/which-plan/[[...step]]', '/es/que-plan/[[...step]]'].sort(),
    )
  })
})
