/** @jest-environment node */
import { getArticle, type Article } from './cms'
import { config } from './config'
import { homeArticles } from './home-articles'
import type { SanitizedHtml } from './sanitize'

jest.mock('./cms', () => ({ getArticle: jest.fn() }))
jest.mock('./config', () => ({
  config: { cms: { homeArticleId: 49, helpContactArticleId: 19, homeArticleIdEs: 1049, helpContactArticleIdEs: 1019 } },
}))

const cmsConfig = config.cms as { homeArticleIdEs?: number; helpContactArticleIdEs?: number }
const article = (id: number): Article => ({ id, html: `<p>${id}</p>` as SanitizedHtml })
/** What the CMS (or its last good copy) holds: an article, a removal, or nothing at all. */
let held: Record<number, Article | undefined>

beforeEach(() => {
  cmsConfig.homeArticleIdEs = 1049
  cmsConfig.helpContactArticleIdEs = 1019
  held = { 49: article(49), 19: article(19), 1049: article(1049), 1019: article(1019) }
  jest.mocked(getArticle).mockReset().mockImplementation(async (id) => held[id])
})

const asked = () => jest.mocked(getArticle).mock.calls.map(([id]) => id).sort()

describe('homeArticles', () => {
  it('gives the English page the English articles, and asks for nothing else', async () => {
    await expect(homeArticles('en')).resolves.toEqual({ home: { article: article(49), lang: 'en' }, helpContact: { article: article(19), lang: 'en' } })
    expect(asked()).toEqual([19, 49])
  })

  it('gives the Spanish page the Spanish articles, and asks only for them: an English publish leaves it alone', async () => {
    await expect(homeArticles('es')).resolves.toEqual({ home: { article: article(1049), lang: 'es' }, helpContact: { article: article(1019), lang: 'es' } })
    expect(asked()).toEqual([1019, 1049])
  })

  it('falls back to the English articles, marked English, when no Spanish ones are set', async () => {
    cmsConfig.homeArticleIdEs = undefined
    cmsConfig.helpContactArticleIdEs = undefined
    await expect(homeArticles('es')).resolves.toEqual({ home: { article: article(49), lang: 'en' }, helpContact: { article: article(19), lang: 'en' } })
  })

  it('falls back to the English article while the Spanish one has not arrived, or once editors removed it', async () => {
    held[1049] = undefined
    expect((await homeArticles('es')).home).toEqual({ article: article(49), lang: 'en' })
    held[1049] = { id: 1049, removed: true }
    expect((await homeArticles('es')).home).toEqual({ article: article(49), lang: 'en' })
  })

  it('asks for the Spanish ones without failing the page: until they arrive, the English ones stand in', async () => {
    await homeArticles('es')
    expect(jest.mocked(getArticle)).toHaveBeenCalledWith(1049, { optional: true })
    expect(jest.mocked(getArticle)).toHaveBeenCalledWith(1019, { optional: true })
  })

  it('has no home article (the failure state) only when neither language can be had', async () => {
    held[1049] = undefined
    held[49] = undefined
    expect((await homeArticles('es')).home).toBeUndefined()
  })
})
