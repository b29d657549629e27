import type { Copy } from '@/lib/copy'
import { enrollmentStatus } from '@/lib/enrollment-window'

const TITLE_ID = 'enrollment-notice-title'

/**
 * The Texas Tuition Promise Fund's enrollment window, as a GOV.UK-style notification banner: a
 * region labelled by its short title, placed before the page's main content. A <section> with an
 * accessible name is a region landmark, so it needs no role attribute.
 */
export function EnrollmentNotice({ now, copy }: { now: Date; copy: Copy }) {
  const { message } = enrollmentStatus(now, copy.enrollment)
  return (
    <section className="notification-banner" aria-labelledby={TITLE_ID}>
      <h2 className="notification-banner__title" id={TITLE_ID}>
        {copy.enrollment.title}
      </h2>
      <p className="notification-banner__content">{message}</p>
    </section>
  )
}
