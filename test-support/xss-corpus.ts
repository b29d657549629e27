import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** One attack from the public XSS corpora in e2e/fixtures/xss (see its README.md for sources and licences). */
export type XssPayload = { id: string; payload: string; title?: string; source: string }

/** A copy of the shared corpora, kept in the repository so `npm test` needs nothing beside it. */
export const XSS_CORPUS_DIR = resolve(__dirname, '..', 'e2e', 'fixtures', 'xss')
const CORPUS_FILES = ['dompurify.json', 'html5sec-owasp.json']

/** Every payload of both corpora (490), in file order. */
export function loadXssCorpus(): XssPayload[] {
  return CORPUS_FILES.flatMap((file) => {
    const entries: unknown = JSON.parse(readFileSync(join(XSS_CORPUS_DIR, file), 'utf8'))
    if (!Array.isArray(entries)) throw new Error(`${file} is not a JSON array`)
    return entries.map((entry: XssPayload) => {
      if (typeof entry.id !== 'string' || typeof entry.payload !== 'string') {
        throw new Error(`${file} has an entry without a string id and payload`)
      }
      return entry
    })
  })
}
