/**
 * The Texas Tuition Promise Fund's enrollment window (the specification's business constant):
 * Sept. 1 through Feb. 28, or Feb. 29 in leap years, every year, in Texas time.
 */
export const ENROLLMENT_TIME_ZONE = 'America/Chicago'

export type EnrollmentStatus =
  | { open: true; message: string; closesOn: CalendarDate }
  | { open: false; message: string; opensOn: CalendarDate }

/** A day on the calendar; month is 1-12. */
export type CalendarDate = { year: number; month: number; day: number }

const SEPTEMBER = 9
const FEBRUARY = 2

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

/** How one language says the window is open until a day, or opens on one (lib/copy). */
export type EnrollmentWords = {
  openThrough: (closesOn: CalendarDate) => string
  opensOn: (opensOn: CalendarDate) => string
}

/** Whether enrollment is open at this instant, and the visitor-facing sentence that says so. */
export function enrollmentStatus(now: Date, words: EnrollmentWords): EnrollmentStatus {
  const today = texasDate(now)
  if (today.month >= SEPTEMBER || today.month <= FEBRUARY) {
    // The window that opened last Sept. 1 closes at the end of February after it.
    const closingYear = today.month >= SEPTEMBER ? today.year + 1 : today.year
    const closesOn = { year: closingYear, month: FEBRUARY, day: isLeapYear(closingYear) ? 29 : 28 }
    return { open: true, closesOn, message: words.openThrough(closesOn) }
  }
  const opensOn = { year: today.year, month: SEPTEMBER, day: 1 }
  return { open: false, opensOn, message: words.opensOn(opensOn) }
}
