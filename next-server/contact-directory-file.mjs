// @ts-check
// CONTACT_DIRECTORY_FILE, or the bundled sample: read once per build by next.config.mjs, which
// hands it to the app as a constant, so the running server never reads the file.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ContactDirectoryError, parseContactDirectory } from './contact-directory.mjs'

export const SAMPLE_DIRECTORY_FILE = fileURLToPath(new URL('../content/contact-directory.json', import.meta.url))

/**
 * The directory in `file` (the sample when undefined), or a ContactDirectoryError naming what is wrong.
 * @param {string | undefined} file
 * @returns {import('./contact-directory.mjs').ContactDirectory}
 */
export function readContactDirectory(file) {
  const path = file ?? SAMPLE_DIRECTORY_FILE
  let value
  try {
    value = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    const reason = error instanceof SyntaxError ? `is not JSON (${error.message})` : `cannot be read (${/** @type {NodeJS.ErrnoException} */ (error).code ?? error})`
    throw new ContactDirectoryError(`CONTACT_DIRECTORY_FILE: ${path} ${reason}`)
  }
  return parseContactDirectory(value, path)
}
