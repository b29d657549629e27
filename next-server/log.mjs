// @ts-check
// One JSON object per line (time, level, event, fields). Callers pass only what is safe to print.
// Plain JavaScript: the cache handler, which Next loads outside the app's bundle, logs with it too.

/** @param {'info' | 'warn' | 'error'} level @param {string} event @param {Record<string, string | number | boolean | null | undefined>} [fields] */
export function log(level, event, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.info(line)
}
