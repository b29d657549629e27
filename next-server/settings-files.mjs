// @ts-check
// The operator's JSON files (CONTACT_DIRECTORY_FILE, CMS_ARTICLES_FILE): next.config.mjs reads each once
// per build and hands it to the app as a build-time constant, so the running server never reads a file.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CmsArticlesError, parseCmsArticles } from './cms-articles.mjs'
import { ContactDirectoryError, parseContactDirectory } from './contact-directory.mjs'

/** The bundled sample directory: placeholder staff and mailboxes, marked `"sample": true`. */
export const SAMPLE_DIRECTORY_FILE = fileURLToPath(new URL('../content/contact-directory.json', import.meta.url))

/**
 * A settings file's JSON checked by `parse`, or a `Failure` naming the variable, the file and what is wrong.
 * @template T @param {string} variable @param {string} path
 * @param {(value: unknown, file: string) => T} parse @param {new (message: string) => Error} Failure
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

/** The contact directory (the sample when `file` is undefined), or a ContactDirectoryError. @param {string | undefined} file */
export const readContactDirectory = (file) =>
  readSettingsFile('CONTACT_DIRECTORY_FILE', file ?? SAMPLE_DIRECTORY_FILE, parseContactDirectory, ContactDirectoryError)

/** The articles file, or undefined when unset (lib/config.ts picks the defaults), or a CmsArticlesError. @param {string} [file] */
export const readCmsArticles = (file) =>
  file === undefined ? undefined : readSettingsFile('CMS_ARTICLES_FILE', file, parseCmsArticles, CmsArticlesError)
