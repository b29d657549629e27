/**
 * The Texas Tuition Promise Fund's enrollment rule, in Texas time: general enrollment runs Sept. 1
 * through Feb. 28 (Feb. 29 in leap years); from March 1 through July 31 a newborn (a beneficiary
 * under one year old on the date of enrollment) can still be enrolled; in August nobody can.
 */
export const ENROLLMENT_TIME_ZONE = 'America/Chicago'

/** A day on the calendar; month is 1-12. */
export type CalendarDate = { year: number; month: number; day: number }

/** Where the year stands, with the days a visitor needs to act on it. */
export type EnrollmentStatus =
  | { phase: 'open'; closesOn: CalendarDate }
  | { phase: 'newborns'; newbornsThrough: CalendarDate; opensOn: CalendarDate }
  | { phase: 'closed'; opensOn: CalendarDate }

const FEBRUARY = 2
const JULY = 7
const AUGUST = 8
const SEPTEMBER = 9

// Formatting the instant in Texas time gives the date a Texan's calendar shows, with daylight
// saving time handled by the time zone database rather than by a fixed offset.
const texasDateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: ENROLLMENT_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
})

/** The calendar date in Texas at this instant. */
export function texasDate(instant: Date): CalendarDate {
  const parts = Object.fromEntries(
    texasDateParts.formatToParts(instant).map(({ type, value }) => [type, Number(value)]),
  )
  return { year: parts.year!, month: parts.month!, day: parts.day! }
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** Where the enrollment year stands at this instant. */
export function enrollmentStatus(now: Date): EnrollmentStatus {
  const { year, month } = texasDate(now)
  if (month >= SEPTEMBER || month <= FEBRUARY) {
    // The window that opened last Sept. 1 closes at the end of February after it.
    const closingYear = month >= SEPTEMBER ? year + 1 : year
    return { phase: 'open', closesOn: { year: closingYear, month: FEBRUARY, day: isLeapYear(closingYear) ? 29 : 28 } }
  }
  const opensOn = { year, month: SEPTEMBER, day: 1 }
  if (month < AUGUST) return { phase: 'newborns', newbornsThrough: { year, month: JULY, day: 31 }, opensOn }
  return { phase: 'closed', opensOn }
}

/** The instant a day begins in Texas: midnight Central, in daylight saving time or not. */
function startOfTexasDay(date: CalendarDate): Date {
  // Central time is UTC-5 (CDT) or UTC-6 (CST): the day starts at the first of those two instants
  // that Texas already counts as that day.
  const daylight = new Date(Date.UTC(date.year, date.month - 1, date.day, 5))
  const { year, month, day } = texasDate(daylight)
  return year === date.year && month === date.month && day === date.day ? daylight : new Date(Date.UTC(date.year, date.month - 1, date.day, 6))
}

/**
 * When the status at this instant next changes: midnight Central on the next Sept. 1, March 1 or
 * Aug. 1. What a page says from enrollmentStatus holds until then (lib/enrollment-now.ts).
 */
export function nextEnrollmentChange(now: Date): Date {
  const { year, month } = texasDate(now)
  if (month >= SEPTEMBER) return startOfTexasDay({ year: year + 1, month: FEBRUARY + 1, day: 1 })
  if (month <= FEBRUARY) return startOfTexasDay({ year, month: FEBRUARY + 1, day: 1 })
  if (month < AUGUST) return startOfTexasDay({ year, month: AUGUST, day: 1 })
  return startOfTexasDay({ year, month: SEPTEMBER, day: 1 })
}

/** The days a family may want in its calendar: enrollment closes, newborn enrollment closes, enrollment opens. */
export type EnrollmentDateKind = 'closes' | 'newbornsClose' | 'opens'
export type EnrollmentDate = { kind: EnrollmentDateKind; date: CalendarDate }

const closingDay = (year: number): CalendarDate => ({ year, month: FEBRUARY, day: isLeapYear(year) ? 29 : 28 })

/**
 * The next of each of the fund's dates from this instant, soonest first, from the same status the
 * notice words: this season's deadline, the newborn deadline and the day enrollment opens again.
 */
export function upcomingEnrollmentDates(now: Date): EnrollmentDate[] {
  const status = enrollmentStatus(now)
  const yearOf = status.phase === 'open' ? status.closesOn.year : status.opensOn.year
  const newborns = (year: number): EnrollmentDate => ({ kind: 'newbornsClose', date: { year, month: JULY, day: 31 } })
  const opens = (year: number): EnrollmentDate => ({ kind: 'opens', date: { year, month: SEPTEMBER, day: 1 } })
  const closes = (year: number): EnrollmentDate => ({ kind: 'closes', date: closingDay(year) })
  switch (status.phase) {
    case 'open':
      return [closes(yearOf), newborns(yearOf), opens(yearOf)]
    case 'newborns':
      return [newborns(yearOf), opens(yearOf), closes(yearOf + 1)]
    case 'closed':
      return [opens(yearOf), closes(yearOf + 1), newborns(yearOf + 1)]
  }
}
