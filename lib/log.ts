/**
 * Structured logging: one JSON object per line (time, level, event, fields) so a log pipeline can
 * parse it. Callers pass only what is safe to print: never a key, authorization value or secret.
 */
type Level = 'info' | 'warn' | 'error'
type Fields = Record<string, string | number | boolean | null | undefined>

export function log(level: Level, event: string, fields: Fields = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.info(line)
}
