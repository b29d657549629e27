import { CALENDAR_PATHS, type Copy } from '@/lib/copy'

/** The Texas Tuition Promise Fund's dates as a calendar file, in the page's language. */
export function CalendarLink({ copy }: { copy: Copy }) {
  return (
    <a href={CALENDAR_PATHS[copy.locale]} type="text/calendar">
      {copy.enrollment.calendarLink}
    </a>
  )
}
