import 'server-only'
import type { Copy } from './copy'
import { enrollmentCalendar } from './enrollment-calendar'
import { enrollmentNow } from './enrollment-now'

/**
 * The answer of an .ics route (app/*.ics/route.ts): prerendered and regenerated like the notice it
 * goes with (lib/enrollment-now.ts), so it is one cacheable file, never made per request.
 */
export async function calendarResponse(copy: Copy, fileName: string): Promise<Response> {
  return new Response(enrollmentCalendar(await enrollmentNow(), copy), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="${fileName}"`,
    },
  })
}
