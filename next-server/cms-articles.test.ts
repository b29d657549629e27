/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SAMPLE_ARTICLE_IDS } from '../content/sample-articles'
import { ARTICLE_SLOTS, CmsArticlesError, parseCmsArticles } from './cms-articles.mjs'
import { readCmsArticles } from './settings-files.mjs'

/** The message parseCmsArticles throws (fails the test when it accepts the table). */
function problemWith(value: unknown): string {
  try {
    parseCmsArticles(value, 'articles.json')
  } catch (error) {
    expect(error).toBeInstanceOf(CmsArticlesError)
    return (error as Error).message
  }
  throw new Error('the table was accepted')
}

describe('the articles table', () => {
  it('accepts the bundled samples, which give every place an article in both languages', () => {
    expect(parseCmsArticles(SAMPLE_ARTICLE_IDS)).toEqual(SAMPLE_ARTICLE_IDS)
    expect(Object.keys(SAMPLE_ARTICLE_IDS).sort()).toEqual([...ARTICLE_SLOTS].sort())
  })

  it('needs only the home page’s English article; every other place and language is optional', () => {
    expect(parseCmsArticles({ home: { en: 49 } })).toEqual({ home: { en: 49 } })
    expect(parseCmsArticles({ home: { en: 49 }, students: { es: 1301 } })).toEqual({ home: { en: 49 }, students: { es: 1301 } })
  })

  it.each([
    [{ students: { en: 301 } }, 'home expects'],
    [{ home: { es: 1049 } }, 'home.en expects a positive whole-number article id'],
    [{ home: { en: 49 }, students: { en: '301' } }, 'students.en expects a positive whole-number article id'],
    [{ home: { en: 49 }, colleges: { en: 0 } }, 'colleges.en expects a positive whole-number article id'],
    [{ home: { en: 49 }, questions: { en: 1.5 } }, 'questions.en expects a positive whole-number article id'],
    [{ home: { en: 49 }, students: { fr: 301 } }, 'students.fr is not known here'],
    [{ home: { en: 49 }, faq: { en: 303 } }, 'faq is not known here: the file expects an object with "home" and any of helpContact'],
    [[49], '(the whole file) expects an object'],
  ])('names the bad entry in %j', (value, expectation) => {
    const message = problemWith(value)
    expect(message).toContain('CMS_ARTICLES_FILE: articles.json is not a valid list of articles. Fix these entries:')
    expect(message).toContain(expectation)
  })

  it('reads the operator’s file, and names a file that is missing or not JSON', () => {
    const folder = mkdtempSync(join(tmpdir(), 'cms-articles-'))
    const good = join(folder, 'articles.json')
    writeFileSync(good, JSON.stringify({ home: { en: 49 }, texasTuitionPromiseFund: { en: 203, es: 1203 } }))
    expect(readCmsArticles(good)).toEqual({ home: { en: 49 }, texasTuitionPromiseFund: { en: 203, es: 1203 } })
    expect(readCmsArticles(undefined)).toBeUndefined()
    const broken = join(folder, 'broken.json')
    writeFileSync(broken, '{"home": ')
    expect(() => readCmsArticles(broken)).toThrow(`CMS_ARTICLES_FILE: ${broken} is not JSON`)
    expect(() => readCmsArticles(join(folder, 'none.json'))).toThrow(`CMS_ARTICLES_FILE: ${join(folder, 'none.json')} cannot be read (ENOENT)`)
  })
})
