/** @jest-environment node */
import type { CmsArticles } from '../next-server/cms-articles.mjs'
import { getArticle, type Article } from './cms'
import { config } from './config'
import { pageArticle } from './page-articles'
import type { SanitizedHtml } from './sanitize'

jest.mock('./cms', () => ({ getArticle: jest.fn() }))
jest.mock('./config', () => ({ config: { cms: { articles: {} } } }))

const cms = config.cms as { articles: CmsArticles; samples?: boolean }
const article = (id: number): Article => ({ id, html: `<p>${id}</p>` as SanitizedHtml })
/** What the CMS (or its last good copy) holds: an article, a removal, or nothing at all. */
let held: Record<number, Article | undefined>

beforeEach(() => {
  cms.articles = { home: { en: 49, es: 1049 }, texasTuitionPromiseFund: { en: 203, es: 1203 }, students: { en: 301 } }
  held = { 49: article(49), 203: article(203), 1049: article(1049), 1203: article(1203), 301: article(301) }
  jest.mocked(getArticle).mockReset().mockImplementation(async (id) => held[id])
})

const asked = () => jest.mocked(getArticle).mock.calls.map(([id]) => id).sort((a, b) => a - b)

describe('pageArticle', () => {
  it('gives a page the article in its language, and asks for nothing else', async () => {
    await expect(pageArticle('home', 'en', { required: true })).resolves.toEqual({ article: article(49), lang: 'en' })
    await expect(pageArticle('home', 'es', { required: true })).resolves.toEqual({ article: article(1049), lang: 'es' })
    expect(asked()).toEqual([49, 1049])
  })

  it('says when the table names no article for a place, without asking the CMS', async () => {
    await expect(pageArticle('colleges', 'en')).resolves.toBe('unset')
    await expect(pageArticle('colleges', 'es', { required: true })).resolves.toBe('unset')
    expect(asked()).toEqual([])
  })

  it('shows a Spanish page the English article, marked as English, where it has no Spanish one; never the reverse', async () => {
    await expect(pageArticle('students', 'es', { required: true })).resolves.toEqual({ article: article(301), lang: 'en' })
    cms.articles = { home: { en: 49 }, students: { es: 1301 } }
    held[1301] = article(1301)
    await expect(pageArticle('students', 'en')).resolves.toBe('unset')
    await expect(pageArticle('students', 'es', { required: true })).resolves.toEqual({ article: article(1301), lang: 'es' })
    await expect(pageArticle('home', 'es', { required: true })).resolves.toEqual({ article: article(49), lang: 'en' })
  })

  it('falls back to the English article while the Spanish one has not arrived, or once editors removed it', async () => {
    held[1049] = undefined
    expect(await pageArticle('home', 'es', { required: true })).toEqual({ article: article(49), lang: 'en' })
    held[1049] = { id: 1049, removed: true }
    expect(await pageArticle('home', 'es', { required: true })).toEqual({ article: article(49), lang: 'en' })
  })

  it('asks for the Spanish article without failing the page while the English one can stand in', async () => {
    await pageArticle('home', 'es', { required: true })
    expect(jest.mocked(getArticle)).toHaveBeenCalledWith(1049, { optional: true })
  })

  it('asks for the article that is the page’s content as required, a section’s as optional', async () => {
    await pageArticle('home', 'en', { required: true })
    await pageArticle('texasTuitionPromiseFund', 'en')
    expect(jest.mocked(getArticle).mock.calls).toEqual([
      [49, { optional: false }],
      [203, { optional: true }],
    ])
  })

  it('gives the editors’ removal when no language has an article to show', async () => {
    held[49] = { id: 49, removed: true }
    held[1049] = { id: 1049, removed: true }
    expect(await pageArticle('home', 'es', { required: true })).toEqual({ article: { id: 49, removed: true }, lang: 'en' })
  })

  it('says an article is a bundled sample while no CMS is configured, so the page can say so', async () => {
    cms.samples = true
    try {
      await expect(pageArticle('home', 'es', { required: true })).resolves.toEqual({ article: article(1049), lang: 'es', sample: true })
    } finally {
      delete cms.samples
    }
  })

  it('has nothing to show (the failure state, for a page’s own content) only when neither language can be had', async () => {
    held[1049] = undefined
    held[49] = undefined
    expect(await pageArticle('home', 'es', { required: true })).toBeUndefined()
  })
})
