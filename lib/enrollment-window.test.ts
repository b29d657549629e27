/** @jest-environment node */
import { en } from './copy/en'
import { es } from './copy/es'
import { enrollmentStatus, texasDate } from './enrollment-window'

// Central time is UTC-5 in summer (CDT) and UTC-6 in winter (CST); every instant below is
// written in UTC with the offset Texas uses on that date, so the tests do not depend on the
// machine's own time zone.
const at = (iso: string) => enrollmentStatus(new Date(iso), en.enrollment).message

describe('enrollmentStatus', () => {
  describe('the window opens on Sept. 1 in Texas', () => {
    it('is closed at 11:59 p.m. Central on Aug. 31', () => {
      expect(at('2026-09-01T04:59:00Z')).toBe('Enrollment opens Sept. 1, 2026')
    })

    it('is still closed in the last second of Aug. 31', () => {
      expect(at('2026-09-01T04:59:59.999Z')).toBe('Enrollment opens Sept. 1, 2026')
    })

    it('is open at midnight Central on Sept. 1, through the end of next February', () => {
      expect(at('2026-09-01T05:00:00Z')).toBe('Enrollment is open through Feb. 28, 2027')
    })

    it('is closed for a UTC instant that is already Sept. 1 in UTC but still Aug. 31 in Texas', () => {
      expect(at('2026-09-01T02:00:00Z')).toBe('Enrollment opens Sept. 1, 2026')
    })
  })

  describe('the window closes at the end of February in Texas', () => {
    it('is open on Feb. 28 in a common year, through that day', () => {
      expect(at('2027-02-28T12:00:00-06:00')).toBe('Enrollment is open through Feb. 28, 2027')
    })

    it('is open at 11:59 p.m. Central on Feb. 28 in a common year', () => {
      expect(at('2027-03-01T05:59:00Z')).toBe('Enrollment is open through Feb. 28, 2027')
    })

    it('is closed at midnight Central on Mar. 1 in a common year, until Sept. 1', () => {
      expect(at('2027-03-01T06:00:00Z')).toBe('Enrollment opens Sept. 1, 2027')
    })

    it('runs through Feb. 29 in a leap year', () => {
      expect(at('2028-02-28T23:59:00-06:00')).toBe('Enrollment is open through Feb. 29, 2028')
      expect(at('2028-02-29T23:59:00-06:00')).toBe('Enrollment is open through Feb. 29, 2028')
    })

    it('is closed at midnight Central on Mar. 1 in a leap year', () => {
      expect(at('2028-03-01T00:00:00-06:00')).toBe('Enrollment opens Sept. 1, 2028')
    })

    it('names Feb. 29 from the autumn before a leap year', () => {
      expect(at('2027-09-01T00:00:00-05:00')).toBe('Enrollment is open through Feb. 29, 2028')
    })

    it('follows the century rule: 2100 is not a leap year, 2000 was', () => {
      expect(at('2099-10-01T12:00:00-05:00')).toBe('Enrollment is open through Feb. 28, 2100')
      expect(at('1999-10-01T12:00:00-05:00')).toBe('Enrollment is open through Feb. 29, 2000')
    })

    it('is still open for a UTC instant that is already Mar. 1 in UTC but Feb. 28 in Texas', () => {
      expect(at('2027-03-01T03:00:00Z')).toBe('Enrollment is open through Feb. 28, 2027')
    })
  })

  describe('daylight saving time', () => {
    // A fixed UTC-6 offset would call 05:30 UTC on Sept. 1 "Aug. 31"; Texas is on CDT (UTC-5)
    // then, so it is already 00:30 on Sept. 1.
    it('uses the summer offset at the Sept. 1 edge', () => {
      expect(at('2026-09-01T05:30:00Z')).toBe('Enrollment is open through Feb. 28, 2027')
    })

    // A fixed UTC-5 offset would call 05:30 UTC on Mar. 1 "Mar. 1"; Texas is on CST (UTC-6)
    // then, so it is still 11:30 p.m. on Feb. 28.
    it('uses the winter offset at the Mar. 1 edge', () => {
      expect(at('2027-03-01T05:30:00Z')).toBe('Enrollment is open through Feb. 28, 2027')
    })

    it('keeps the right date across the spring-forward and fall-back nights', () => {
      expect(texasDate(new Date('2027-03-14T07:59:00Z'))).toEqual({ year: 2027, month: 3, day: 14 })
      expect(texasDate(new Date('2026-11-01T06:30:00Z'))).toEqual({ year: 2026, month: 11, day: 1 })
      expect(texasDate(new Date('2026-11-01T04:59:00Z'))).toEqual({ year: 2026, month: 10, day: 31 })
    })
  })

  it('says when it closes or opens as data, not only as a sentence', () => {
    expect(enrollmentStatus(new Date('2026-12-15T12:00:00-06:00'), en.enrollment)).toMatchObject({
      open: true,
      closesOn: { year: 2027, month: 2, day: 28 },
    })
    expect(enrollmentStatus(new Date('2026-06-15T12:00:00-05:00'), en.enrollment)).toMatchObject({
      open: false,
      opensOn: { year: 2026, month: 9, day: 1 },
    })
  })

  describe('in Spanish', () => {
    const enEspañol = (iso: string) => enrollmentStatus(new Date(iso), es.enrollment).message

    it('says the window is open through the last day of February, with the date in Spanish', () => {
      expect(enEspañol('2026-09-01T05:00:00Z')).toBe('La inscripción está abierta hasta el 28 de febrero de 2027')
      expect(enEspañol('2028-01-10T12:00:00-06:00')).toBe('La inscripción está abierta hasta el 29 de febrero de 2028')
    })

    it('says when the window opens, with the date in Spanish', () => {
      expect(enEspañol('2027-03-01T06:00:00Z')).toBe('La inscripción abre el 1 de septiembre de 2027')
    })
  })
})
