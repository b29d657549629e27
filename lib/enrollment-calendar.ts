import type { Copy } from './copy'
import { upcomingEnrollmentDates, type CalendarDate } from './enrollment-window'
import { TUITION_PROMISE_FUND_SITE } from './plans'

/** RFC 5545 text: backslash, semicolon, comma and newline escaped. */
const text = (value: string) => value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\n/g, '\\n')

const pad = (value: number, width = 2) => String(value).padStart(width, '0')
const day = ({ year, month, day: date }: CalendarDate) => `${pad(year, 4)}${pad(month)}${pad(date)}`
const nextDay = ({ year, month, day: date }: CalendarDate): CalendarDate => {
  const next = new Date(Date.UTC(year, month - 1, date + 1))
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }
}
const stamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** RFC 5545 folds lines longer than 75 octets: a CRLF and a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const pieces: string[] = []
  let piece = ''
  for (const character of line) {
    const limit = pieces.length === 0 ? 75 : 74
    if (Buffer.byteLength(piece + character) > limit) {
      pieces.push(piece)
      piece = ''
    }
    piece += character
  }
  pieces.push(piece)
  return pieces.join('\r\n ')
}

/**
 * The Texas Tuition Promise Fund's next dates as an iCalendar file, in this language: the
 * enrollment deadline, the newborn deadline and the day enrollment opens, each an all-day event
 * from the rule the notice words (upcomingEnrollmentDates). Each event's UID is its kind and day,
 * so a calendar that subscribes or imports again updates an event rather than doubling it.
 */
export function enrollmentCalendar(now: Date, copy: Copy): string {
  const events = upcomingEnrollmentDates(now).flatMap(({ kind, date }) => [
    'BEGIN:VEVENT',
    `UID:ttpf-${kind}-${day(date)}-${copy.locale}@texas-prepaid-tuition-and-college-savings-plans`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${day(date)}`,
    `DTEND;VALUE=DATE:${day(nextDay(date))}`,
    `SUMMARY:${text(copy.calendar.events[kind])}`,
    `DESCRIPTION:${text(`${copy.calendar.description} ${TUITION_PROMISE_FUND_SITE}`)}`,
    `URL:${TUITION_PROMISE_FUND_SITE}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ])
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Texas Comptroller of Public Accounts//${copy.siteName}//${copy.locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(copy.calendar.name)}`,
    ...events,
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
