import { es } from '@/lib/copy/es'
import { calendarResponse } from '@/lib/enrollment-calendar-route'

// Prerendered at build and regenerated in the background, like the pages (lib/enrollment-calendar-route.ts).
export const dynamic = 'force-static'

export function GET(): Promise<Response> {
  return calendarResponse(es, 'fechas-tuition-promise-fund.ics')
}
