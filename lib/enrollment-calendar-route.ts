import 'server-only'
import { pageLifetime } from './cms'
import { config } from './config'
import type { Copy } from './copy'
import { enrollmentCalendar } from './enrollment-calendar'

/**
 * The answer of an .ics route (app/*.ics/route.ts): prerendered and regenerated in the pages'
 * window (CMS_REVALIDATE_SECONDS), like the notice it goes with, so it is one cacheable file, never
 * made per request.
 */
export async function calendarResponse(copy: Copy, fileName: string): Promise<Response> {
  await pageLifetime(config.cms.revalidateSeconds)
  return new Response(enrollmentCalendar(new Date(), copy), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="${fileName}"`,
    },
  })
}
