// @ts-check
// Which inline scripts of a cached page the CSP lets run: no per-request nonce on a cached page, so
// the hashes of the scripts Next wrote into that very HTML. Any other shape (markup that got past
// the sanitizer) gets no hash, and the browser refuses it.
import { FLIGHT_CHUNK, FLIGHT_START, TURBOPACK_BOOTSTRAP } from '../next-internals.mjs'
import { sha256Source } from '../security-headers.mjs'

/** Script types a browser executes; any other type (JSON-LD, for one) is an inert data block. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

const parseJson = (/** @type {string} */ json) => {
  try {
    return JSON.parse(json)
  } catch {}
}

/**
 * Fixed code around one JSON literal of the expected kind: a look-alike with code of its own fails.
 * @param {string} source
 */
export function isFrameworkInlineScript(source) {
  if (source === FLIGHT_START) return true
  const chunk = FLIGHT_CHUNK.exec(source)
  if (chunk) {
    const value = parseJson(chunk[1] ?? '')
    return Array.isArray(value) && typeof value[0] === 'number' && value.slice(1).every((part) => typeof part === 'string')
  }
  const bootstrap = TURBOPACK_BOOTSTRAP.exec(source)
  if (bootstrap) {
    const value = parseJson(bootstrap[1] ?? '')
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  }
  return false
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const SRC_ATTRIBUTE = /\bsrc\s*=/i

/**
 * 'sha256-...' of each inline script Next wrote into `html`, once, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function frameworkInlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set()
  for (const [, attributes = '', source = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const type = TYPE_ATTRIBUTE.exec(attributes)
    const typeValue = type ? (type[1] ?? type[2] ?? type[3] ?? '') : ''
    if (!EXECUTABLE_TYPES.has(typeValue.trim().toLowerCase())) continue
    if (isFrameworkInlineScript(source)) hashes.add(sha256Source(source))
  }
  return [...hashes]
}
