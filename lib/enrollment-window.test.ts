/** @jest-environment node */
import { en } from './copy/en'
import { es } from './copy/es'
import { enrollmentStatus, nextEnrollmentChange, texasDate, upcomingEnrollmentDates } from './enrollment-window'

// Central time is UTC-5 in summer (CDT) and UTC-6 in winter (CST); every instant below is
// written in UTC with the offset Texas uses on that date, so the tests do not depend on the
// machine's own time zone.
const at = (iso: string) => en.enrollment.message(enrollmentStatus(new Date(iso)))
const phaseAt = (iso: string) => enrollmentStatus(new Date(iso)).phase

// What a family can do, and by when, first (issue 51).
const OPEN_2027 = 'You can enroll until the end of the day on Feb. 28, 2027 (Central time).'
const NEWBORNS_2027 =
  "You can still enroll a newborn until the end of the day on July 31, 2027 (Central time), at this year's prices. The child must be under 1 year old on the day you enroll. General enrollment opens again Sept. 1."
const AUGUST_2027 = 'You can enroll from Sept. 1, 2027, when enrollment opens.'

describe('enrollmentStatus', () => {
  describe('Sept. 1 through the end of February: open', () => {
    it('opens at midnight Central on Sept. 1 (CDT, UTC-5), through the end of next February', () => {
      expect(at('2026-09-01T05:00:00Z')).toBe(OPEN_2027)
    })

    it('is open on Feb. 28 in a common year, through 11:59:59 p.m. Central (CST, UTC-6)', () => {
      expect(at('2027-02-28T12:00:00-06:00')).toBe(OPEN_2027)
      expect(at('2027-03-01T05:59:59.999Z')).toBe(OPEN_2027)
    })

    it('runs through Feb. 29 in a leap year', () => {
      expect(at('2028-02-29T23:59:59-06:00')).toBe('You can enroll until the end of the day on Feb. 29, 2028 (Central time).')
    })

    it('names Feb. 29 from the autumn before a leap year', () => {
      expect(at('2027-09-01T00:00:00-05:00')).toBe('You can enroll until the end of the day on Feb. 29, 2028 (Central time).')
    })

    it('follows the century rule: 2100 is not a leap year, 2000 was', () => {
      expect(at('2099-10-01T12:00:00-05:00')).toBe('You can enroll until the end of the day on Feb. 28, 2100 (Central time).')
      expect(at('1999-10-01T12:00:00-05:00')).toBe('You can enroll until the end of the day on Feb. 29, 2000 (Central time).')
    })

    it('is still open for an instant that is already Mar. 1 in UTC but Feb. 28 in Texas', () => {
      expect(at('2027-03-01T03:00:00Z')).toBe(OPEN_2027)
    })
  })

  describe('March 1 through July 31: general enrollment opens Sept. 1; newborns can still enroll', () => {
    it('starts at midnight Central on Mar. 1 in a common year', () => {
      expect(at('2027-03-01T06:00:00Z')).toBe(NEWBORNS_2027)
    })

    it('starts at midnight Central on Mar. 1 in a leap year, after Feb. 29', () => {
      expect(phaseAt('2028-02-29T23:59:59-06:00')).toBe('open')
      expect(phaseAt('2028-03-01T00:00:00-06:00')).toBe('newborns')
    })

    it('holds through 11:59:59 p.m. Central on July 31 (CDT)', () => {
      expect(at('2027-07-31T23:59:59-05:00')).toBe(NEWBORNS_2027)
      expect(at('2027-08-01T04:59:59.999Z')).toBe(NEWBORNS_2027)
    })
  })

  describe('August: it opens Sept. 1', () => {
    it('starts at midnight Central on Aug. 1', () => {
      expect(at('2027-08-01T05:00:00Z')).toBe(AUGUST_2027)
    })

    it('holds through 11:59:59 p.m. Central on Aug. 31', () => {
      expect(at('2027-08-31T23:59:59-05:00')).toBe(AUGUST_2027)
      expect(at('2027-09-01T04:59:59.999Z')).toBe(AUGUST_2027)
    })

    it('is still August for an instant that is already Sept. 1 in UTC but Aug. 31 in Texas', () => {
      expect(at('2027-09-01T02:00:00Z')).toBe(AUGUST_2027)
    })
  })

  describe('daylight saving time', () => {
    // A fixed UTC-6 offset would call 05:30 UTC on Sept. 1 "Aug. 31"; Texas is on CDT (UTC-5)
    // then, so it is already 00:30 on Sept. 1.
    it('uses the summer offset at the Sept. 1, Aug. 1 and July 31 edges', () => {
      expect(phaseAt('2027-09-01T05:30:00Z')).toBe('open')
      expect(phaseAt('2027-08-01T05:30:00Z')).toBe('closed')
      expect(phaseAt('2027-08-01T04:30:00Z')).toBe('newborns')
    })

    // A fixed UTC-5 offset would call 05:30 UTC on Mar. 1 "Mar. 1"; Texas is on CST (UTC-6)
    // then, so it is still 11:30 p.m. on Feb. 28.
    it('uses the winter offset at the Mar. 1 edge', () => {
      expect(phaseAt('2027-03-01T05:30:00Z')).toBe('open')
    })

    it('keeps the right date across the spring-forward and fall-back nights', () => {
      // Spring forward, Mar. 14, 2027: 2 a.m. CST becomes 3 a.m. CDT.
      expect(texasDate(new Date('2027-03-14T07:59:00Z'))).toEqual({ year: 2027, month: 3, day: 14 })
      expect(texasDate(new Date('2027-03-15T04:59:00Z'))).toEqual({ year: 2027, month: 3, day: 14 })
      expect(texasDate(new Date('2027-03-15T05:00:00Z'))).toEqual({ year: 2027, month: 3, day: 15 })
      // Fall back, Nov. 1, 2026: 2 a.m. CDT becomes 1 a.m. CST.
      expect(texasDate(new Date('2026-11-01T04:59:00Z'))).toEqual({ year: 2026, month: 10, day: 31 })
      expect(texasDate(new Date('2026-11-01T06:30:00Z'))).toEqual({ year: 2026, month: 11, day: 1 })
      expect(texasDate(new Date('2026-11-02T05:59:00Z'))).toEqual({ year: 2026, month: 11, day: 1 })
      expect(texasDate(new Date('2026-11-02T06:00:00Z'))).toEqual({ year: 2026, month: 11, day: 2 })
    })
  })

  it('gives the days a visitor acts on as data, not only as a sentence', () => {
    expect(enrollmentStatus(new Date('2026-12-15T12:00:00-06:00'))).toEqual({ phase: 'open', closesOn: { year: 2027, month: 2, day: 28 } })
    expect(enrollmentStatus(new Date('2026-06-15T12:00:00-05:00'))).toEqual({
      phase: 'newborns',
      newbornsThrough: { year: 2026, month: 7, day: 31 },
      opensOn: { year: 2026, month: 9, day: 1 },
    })
    expect(enrollmentStatus(new Date('2026-08-15T12:00:00-05:00'))).toEqual({ phase: 'closed', opensOn: { year: 2026, month: 9, day: 1 } })
  })

  it('links to what a visitor can do at the fund now', () => {
    expect(en.enrollment.link(enrollmentStatus(new Date('2026-12-15T12:00:00-06:00')))).toBe("Enroll on the fund's website")
    expect(en.enrollment.link(enrollmentStatus(new Date('2027-04-15T12:00:00-05:00')))).toBe("Enroll a newborn on the fund's website")
    expect(en.enrollment.link(enrollmentStatus(new Date('2027-08-15T12:00:00-05:00')))).toBe("Learn more on the fund's website")
  })

  describe('in Spanish', () => {
    const enEspañol = (iso: string) => es.enrollment.message(enrollmentStatus(new Date(iso)))

    it('says until when one can enroll: the end of the day, Central time, with the date in Spanish', () => {
      expect(enEspañol('2026-09-01T05:00:00Z')).toBe('Puede inscribirse hasta el final del día 28 de febrero de 2027 (hora del Centro).')
      expect(enEspañol('2028-01-10T12:00:00-06:00')).toBe('Puede inscribirse hasta el final del día 29 de febrero de 2028 (hora del Centro).')
    })

    it('says first that newborns can still be enrolled, by when, at this year’s prices and how young, then when general enrollment opens again, from Mar. 1', () => {
      expect(enEspañol('2027-03-01T06:00:00Z')).toBe(
        'Todavía puede inscribir a un recién nacido hasta el final del día 31 de julio de 2027 (hora del Centro), a los precios de este año. El bebé debe tener menos de un año el día de la inscripción. La inscripción general vuelve a abrirse el 1 de septiembre.',
      )
    })

    it('says when enrollment begins, in August', () => {
      expect(enEspañol('2027-08-01T05:00:00Z')).toBe('Podrá inscribirse a partir del 1 de septiembre de 2027, el día en que se abre la inscripción.')
    })

    it('names the fund’s website in every link to it, which each page then marks as English only, once', () => {
      for (const iso of ['2026-12-15T12:00:00-06:00', '2027-04-15T12:00:00-05:00', '2027-08-15T12:00:00-05:00']) {
        expect(es.enrollment.link(enrollmentStatus(new Date(iso)))).toMatch(/ en el sitio web del fondo$/)
      }
    })
  })
})

describe('nextEnrollmentChange', () => {
  it.each([
    ['in the open season, before New Year', '2026-11-23T12:00:00-06:00', '2027-03-01T06:00:00.000Z'],
    ['in the open season, after New Year, before a leap day', '2028-02-29T23:59:59.999-06:00', '2028-03-01T06:00:00.000Z'],
    ['at the very instant March 1 begins', '2027-03-01T06:00:00Z', '2027-08-01T05:00:00.000Z'],
    ['in the newborn months', '2027-07-31T23:59:59-05:00', '2027-08-01T05:00:00.000Z'],
    ['in August', '2027-08-01T00:00:00-05:00', '2027-09-01T05:00:00.000Z'],
    ['on Aug. 31, already Sept. 1 in UTC', '2027-09-01T04:59:59Z', '2027-09-01T05:00:00.000Z'],
    ['from Sept. 1 on', '2027-09-01T05:00:00Z', '2028-03-01T06:00:00.000Z'],
  ])('%s (%s) is midnight Central at %s', (_, iso, change) => {
    expect(nextEnrollmentChange(new Date(iso)).toISOString()).toBe(change)
  })

  it('is the first instant whose status differs, whatever the instant', () => {
    // Every day of two years, at a different hour each day, and the last millisecond before each change.
    for (let instant = Date.parse('2026-11-01T00:00:00Z'); instant < Date.parse('2028-11-01T00:00:00Z'); instant += 25 * 3_600_000) {
      const change = nextEnrollmentChange(new Date(instant)).getTime()
      const now = JSON.stringify(enrollmentStatus(new Date(instant)))
      expect(change).toBeGreaterThan(instant)
      expect(JSON.stringify(enrollmentStatus(new Date(change - 1)))).toBe(now)
      expect(JSON.stringify(enrollmentStatus(new Date(change)))).not.toBe(now)
    }
  })
})

describe('upcomingEnrollmentDates', () => {
  const dates = (iso: string) =>
    upcomingEnrollmentDates(new Date(iso)).map(({ kind, date }) => `${kind} ${date.year}-${date.month}-${date.day}`)

  it('while open: this season’s deadline, then the newborn deadline, then the day it opens again', () => {
    expect(dates('2026-11-26T12:00:00-06:00')).toEqual(['closes 2027-2-28', 'newbornsClose 2027-7-31', 'opens 2027-9-1'])
  })

  it('names Feb. 29 in a leap year, up to its last minute in Texas', () => {
    expect(dates('2028-03-01T05:59:59Z')).toEqual(['closes 2028-2-29', 'newbornsClose 2028-7-31', 'opens 2028-9-1'])
  })

  it('from March through July: the newborn deadline, the day it opens, and the next deadline', () => {
    expect(dates('2028-03-01T06:00:00Z')).toEqual(['newbornsClose 2028-7-31', 'opens 2028-9-1', 'closes 2029-2-28'])
  })

  it('in August: the day it opens, the next deadline and the next newborn deadline', () => {
    expect(dates('2027-08-01T05:00:00Z')).toEqual(['opens 2027-9-1', 'closes 2028-2-29', 'newbornsClose 2028-7-31'])
  })

  it('never names a day already past in Texas, on any day of the year', () => {
    for (let day = 0; day < 366 * 2; day += 1) {
      const now = new Date(Date.UTC(2027, 0, 1, 18) + day * 86_400_000)
      const today = texasDate(now)
      const todayKey = today.year * 10_000 + today.month * 100 + today.day
      const keys = upcomingEnrollmentDates(now).map(({ date }) => date.year * 10_000 + date.month * 100 + date.day)
      expect(keys.every((key) => key >= todayKey)).toBe(true)
      expect([...keys].sort((a, b) => a - b)).toEqual(keys)
    }
  })
})
