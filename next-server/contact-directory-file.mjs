// @ts-check
// The contact directory's file: the JSON the operator names with CONTACT_DIRECTORY_FILE, or the
// bundled sample when it is unset. next.config.mjs reads it once per build and hands it to the
// app as a build-time constant (lib/contact-directory.ts), so the pages carry the directory they
// were built with and the running server never reads the file.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ContactDirectoryError, parseContactDirectory } from './contact-directory.mjs'

/** The bundled sample: placeholder staff and mailboxes, marked `"sample": true`. */
export const SAMPLE_DIRECTORY_FILE = fileURLToPath(new URL('../content/contact-directory.json', import.meta.url))

/**
 * Reads and checks the directory file (the sample when `file` is undefined), or throws a
 * ContactDirectoryError naming the file and what is wrong with it.
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
