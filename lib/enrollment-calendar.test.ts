/** @jest-environment node */
import { en } from './copy/en'
import { es } from './copy/es'
import { enrollmentCalendar } from './enrollment-calendar'
import { parseCalendar } from '../test-support/ics.mjs'

describe('enrollmentCalendar', () => {
  it('lists the fund’s next three dates as all-day events, soonest first', () => {
    const events = parseCalendar(enrollmentCalendar(new Date('2026-11-26T12:00:00-06:00'), en)).events
    expect(events.map(({ start, end, summary }) => [start, end, summary])).toEqual([
      ['20270228', '20270301', 'Texas Tuition Promise Fund: last day to enroll (until the end of the day, Central time)'],
      ['20270731', '20270801', 'Texas Tuition Promise Fund: last day to enroll a newborn (until the end of the day, Central time)'],
      ['20270901', '20270902', 'Texas Tuition Promise Fund: enrollment opens'],
    ])
    expect(events[0]!.url).toBe('https://www.texastuitionpromisefund.com')
  })

  it('is valid iCalendar: CRLF lines of at most 75 octets, a UID and DTSTAMP on each event', () => {
    const file = enrollmentCalendar(new Date('2027-04-15T12:00:00-05:00'), es)
    const lines = file.split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const { properties, events } = parseCalendar(file)
    expect(properties.VERSION).toBe('2.0')
    expect(properties['X-WR-CALNAME']).toBe('Inscripción en el Texas Tuition Promise Fund')
    expect(events.map(({ summary }) => summary)).toEqual([
      'Texas Tuition Promise Fund: último día para inscribir a un recién nacido (hasta el final del día, hora del Centro)',
      'Texas Tuition Promise Fund: se abre la inscripción',
      'Texas Tuition Promise Fund: último día para inscribirse (hasta el final del día, hora del Centro)',
    ])
    expect(new Set(events.map(({ uid }) => uid)).size).toBe(3)
    for (const event of events) expect(event.stamp).toBe('20270415T170000Z')
    expect(events[0]!.description).toBe('El sitio web del fondo (en inglés): https://www.texastuitionpromisefund.com')
  })
})
