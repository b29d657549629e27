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
