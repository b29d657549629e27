// @ts-check
// Which CMS article each page shows, in each language: one table, checked with one schema by
// `next build` from the operator's file (CMS_ARTICLES_FILE, settings-files.mjs) and by the app
// from what the build handed it (lib/config.ts). docs/site.md tells editors what each is for.
import { z } from 'zod'

/** The places an article can fill: the home page's body and help line, each plan's page, the subject pages. */
export const ARTICLE_SLOTS = /** @type {const} */ ([
  'home',
  'helpContact',
  'texasCollegeSavingsPlan',
  'lonestar529Plan',
  'texasTuitionPromiseFund',
  'texasGuaranteedTuitionPlan',
  'students',
  'colleges',
  'questions',
])

const ID_EXPECTED = 'expects a positive whole-number article id, e.g. 49'
const id = z.number(ID_EXPECTED).int(ID_EXPECTED).positive(ID_EXPECTED)
/** A place's article in each language; an unset language shows the other's, marked as such. */
const byLanguage = z.strictObject({ en: id.optional(), es: id.optional() }, 'expects {"en": <id>, "es": <id>}, either optional')

const articlesSchema = z.strictObject(
  {
    // The home page always shows its article: without one it shows the failure state.
    home: z.strictObject({ en: id, es: id.optional() }, 'expects {"en": <id>, "es": <id>}, "en" required'),
    ...Object.fromEntries(ARTICLE_SLOTS.slice(1).map((slot) => [slot, byLanguage.optional()])),
  },
  `expects an object with "home" and any of ${ARTICLE_SLOTS.slice(1).join(', ')}`,
)

/** @typedef {(typeof ARTICLE_SLOTS)[number]} ArticleSlot */
/** @typedef {{ [slot in ArticleSlot]?: { en?: number, es?: number } } & { home: { en: number, es?: number } }} CmsArticles */

/** With a CMS and no file: the specification's two, the home article and the home page's help contact. */
export const SPECIFICATION_ARTICLES = /** @type {CmsArticles} */ ({ home: { en: 49 }, helpContact: { en: 19 } })

/** An articles file that cannot be used; the message names the file and each entry at fault. */
export class CmsArticlesError extends Error {
  name = 'CmsArticlesError'
}

/** Checks a parsed articles table, or throws a CmsArticlesError naming each bad entry. @param {unknown} value @param {string} [file] */
export function parseCmsArticles(value, file = 'the articles file') {
  const result = articlesSchema.safeParse(value)
  if (result.success) return /** @type {CmsArticles} */ (result.data)
  const problems = result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => `  ${[...issue.path, key].join('.')} is not known here: ${issue.path.length === 0 ? 'the file' : issue.path.join('.')} ${issue.message}`)
      : [`  ${issue.path.join('.') || '(the whole file)'} ${issue.message}`],
  )
  throw new CmsArticlesError(`CMS_ARTICLES_FILE: ${file} is not a valid list of articles. Fix these entries:\n${problems.join('\n')}`)
}
