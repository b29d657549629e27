// @ts-check
// Structured logging: one JSON object per line (time, level, event, fields) so a log pipeline can
// parse it. Callers pass only what is safe to print: never a key, authorization value or secret.
// Plain JavaScript so that the cache handler, which Next loads outside the app's bundle, logs
// the same way as the app (which imports it through lib/log.ts).

/** @typedef {'info' | 'warn' | 'error'} Level */
/** @typedef {Record<string, string | number | boolean | null | undefined>} Fields */

/**
 * @param {Level} level
 * @param {string} event
 * @param {Fields} [fields]
 */
export function log(level, event, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.info(line)
}
