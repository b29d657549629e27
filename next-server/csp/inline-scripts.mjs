// @ts-check
// Which inline scripts of a cached page the CSP lets run (no nonce on a cached page): those Next
// wrote into that very HTML, by hash. Any other shape (markup past the sanitizer) gets none.
import { FLIGHT_CHUNK, FLIGHT_START, TURBOPACK_BOOTSTRAP } from '../next-internals.mjs'
import { sha256Source } from '../security-headers.mjs'

/** Script types a browser executes; any other type (JSON-LD, for one) is an inert data block. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** Fixed code around one JSON literal of the expected kind: a look-alike with code of its own fails. @param {string} source */
export function isFrameworkInlineScript(source) {
  if (source === FLIGHT_START) return true
  const [, chunk] = FLIGHT_CHUNK.exec(source) ?? []
  const [, bootstrap] = TURBOPACK_BOOTSTRAP.exec(source) ?? []
  try {
    const value = JSON.parse(chunk ?? bootstrap ?? 'null')
    if (chunk === undefined) return typeof value === 'object' && value !== null && !Array.isArray(value)
    return Array.isArray(value) && typeof value[0] === 'number' && value.slice(1).every((part) => typeof part === 'string')
  } catch {
    return false
  }
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const SRC_ATTRIBUTE = /\bsrc\s*=/i

/** 'sha256-...' of each inline script Next wrote into `html`, once, in document order. @param {string} html */
export function frameworkInlineScriptHashes(html) {
  const hashes = [...html.matchAll(SCRIPT_ELEMENT)].flatMap(([, attributes = '', source = '']) => {
    const type = TYPE_ATTRIBUTE.exec(attributes)
    const executable = !SRC_ATTRIBUTE.test(attributes) && EXECUTABLE_TYPES.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase())
    return executable && isFrameworkInlineScript(source) ? [sha256Source(source)] : []
  })
  return [...new Set(hashes)]
}
