// @ts-check
// A small iCalendar (RFC 5545) reader for the tests of the fund's .ics file: unfolds lines,
// unescapes text and gives the calendar's properties and each event's.

/** @param {string} value */
const unescape = (value) => value.replace(/\\([\\;,nN])/g, (_, character) => (character.toLowerCase() === 'n' ? '\n' : character))

/**
 * @param {string} file
 * @returns {{ properties: Record<string, string>, events: { uid: string, stamp: string, start: string, end: string, summary: string, description: string, url: string }[] }}
 */
export function parseCalendar(file) {
  if (!file.endsWith('\r\n')) throw new Error('an iCalendar file ends its lines with CRLF')
  const lines = file.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean)
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR') throw new Error('not a VCALENDAR')
  /** @type {Record<string, string>} */
  const properties = {}
  /** @type {Record<string, string>[]} */
  const events = []
  /** @type {Record<string, string> | undefined} */
  let event
  for (const line of lines.slice(1, -1)) {
    const colon = line.indexOf(':')
    if (colon < 0) throw new Error(`a line without a value: ${line}`)
    const name = line.slice(0, colon).split(';')[0] ?? ''
    const value = unescape(line.slice(colon + 1))
    if (line === 'BEGIN:VEVENT') event = {}
    else if (line === 'END:VEVENT') {
      if (event === undefined) throw new Error('END:VEVENT without BEGIN')
      events.push(event)
      event = undefined
    } else (event ?? properties)[name] = value
  }
  return {
    properties,
    events: events.map((properties) => ({
      uid: properties.UID ?? '',
      stamp: properties.DTSTAMP ?? '',
      start: properties.DTSTART ?? '',
      end: properties.DTEND ?? '',
      summary: properties.SUMMARY ?? '',
      description: properties.DESCRIPTION ?? '',
      url: properties.URL ?? '',
    })),
  }
}
