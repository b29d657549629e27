import { en } from '@/lib/copy/en'
import { calendarResponse } from '@/lib/enrollment-calendar-route'

// Prerendered at build and regenerated in the background, like the pages (lib/enrollment-calendar-route.ts).
export const dynamic = 'force-static'

export function GET(): Promise<Response> {
  return calendarResponse(en, 'tuition-promise-fund-dates.ics')
}
