import { es } from '@/lib/copy/es'
import { calendarResponse } from '@/lib/enrollment-calendar-route'


export function GET(): Promise<Response> {
  return calendarResponse(es, 'fechas-tuition-promise-fund.ics')
}
