// @ts-check
// Which CMS article each page shows, in each language: one table, checked with one schema by
// `next build` from the operator's file (CMS_ARTICLES_FILE, settings-files.mjs) and by the app
// from what the build handed it (lib/config.ts). docs/site.md tells editors what each is for.
import { z } from 'zod'

/** The places an article can fill: the home page's body, each plan's page, the subject pages. */
export const ARTICLE_SLOTS = /** @type {const} */ ([
  'home',
  'texasCollegeSavingsPlan',
  'lonestar529Plan',
  'texasTuitionPromiseFund',
  'texasGuaranteedTuitionPlan',
  'students',
  'colleges',
  'questions',
])

const id = z
  .number('expects a positive whole-number article id, e.g. 49')
  .int('expects a positive whole-number article id, e.g. 49')
  .positive('expects a positive whole-number article id, e.g. 49')
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

/**
 * What a site with a CMS shows when no file says otherwise: the specification's home article. (Its
 * help-contact article, 19, is not shown: the home page's help line comes from the contact directory.)
 */
export const SPECIFICATION_ARTICLES = /** @type {CmsArticles} */ ({ home: { en: 49 } })

/** An articles file that cannot be used; the message names the file and each entry at fault. */
export class CmsArticlesError extends Error {
  name = 'CmsArticlesError'
}

/**
 * Checks a parsed articles table, or throws a CmsArticlesError naming each bad entry.
 * @param {unknown} value
 * @param {string} [file] where it came from, for the message
 * @returns {CmsArticles}
 */
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
