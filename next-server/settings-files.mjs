// @ts-check
// The operator's JSON files that `next build` reads: the contact directory (CONTACT_DIRECTORY_FILE)
// and the article each page shows (CMS_ARTICLES_FILE). next.config.mjs reads each once per build
// and hands it to the app as a build-time constant, so the pages carry what they were built with
// and the running server never reads a file.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CmsArticlesError, parseCmsArticles } from './cms-articles.mjs'
import { ContactDirectoryError, parseContactDirectory } from './contact-directory.mjs'

/** The bundled sample directory: placeholder staff and mailboxes, marked `"sample": true`. */
export const SAMPLE_DIRECTORY_FILE = fileURLToPath(new URL('../content/contact-directory.json', import.meta.url))

/**
 * A settings file's JSON checked by `parse`, or the error `parse` throws, naming the variable, the
 * file and what is wrong with it.
 * @template T
 * @param {string} variable
 * @param {string} path
 * @param {(value: unknown, file: string) => T} parse
 * @param {new (message: string) => Error} Failure
 * @returns {T}
 */
function readSettingsFile(variable, path, parse, Failure) {
  let value
  try {
    value = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    const reason = error instanceof SyntaxError ? `is not JSON (${error.message})` : `cannot be read (${/** @type {NodeJS.ErrnoException} */ (error).code ?? error})`
    throw new Failure(`${variable}: ${path} ${reason}`)
  }
  return parse(value, path)
}

/**
 * The contact directory (the sample when `file` is undefined), or a ContactDirectoryError.
 * @param {string | undefined} file
 */
export const readContactDirectory = (file) =>
  readSettingsFile('CONTACT_DIRECTORY_FILE', file ?? SAMPLE_DIRECTORY_FILE, parseContactDirectory, ContactDirectoryError)

/**
 * The articles file, or undefined when `file` is unset (lib/config.ts then picks the defaults), or a CmsArticlesError.
 * @param {string | undefined} file
 */
export const readCmsArticles = (file) =>
  file === undefined ? undefined : readSettingsFile('CMS_ARTICLES_FILE', file, parseCmsArticles, CmsArticlesError)
