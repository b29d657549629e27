import { en } from '@/lib/copy/en'
import { calendarResponse } from '@/lib/enrollment-calendar-route'


export function GET(): Promise<Response> {
  return calendarResponse(en, 'tuition-promise-fund-dates.ics')
}
