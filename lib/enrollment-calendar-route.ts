import 'server-only'
import { connection } from 'next/server'
import { config } from './config'
import type { Copy } from './copy'
import { enrollmentCalendar } from './enrollment-calendar'
import { nextEnrollmentChange } from './enrollment-window'

/**
 * The answer of an .ics route (app/*.ics/route.ts): a few hundred bytes made for each request (a
 * stored route answer cannot expire at the midnight it holds until), which caches may keep as
 * long as the window, and never past that midnight.
 */
export async function calendarResponse(copy: Copy, fileName: string): Promise<Response> {
  await connection()
  const now = new Date()
  const left = Math.floor((nextEnrollmentChange(now).getTime() - now.getTime()) / 1000)
  return new Response(enrollmentCalendar(now, copy), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="${fileName}"`,
      'cache-control': left > 0 ? `s-maxage=${Math.min(config.cms.revalidateSeconds, left)}` : 'no-store',
    },
  })
}
