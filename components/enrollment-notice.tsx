import type { Copy } from '@/lib/copy'
import { enrollmentStatus } from '@/lib/enrollment-window'
import { TUITION_PROMISE_FUND_SITE } from '@/lib/plans'

const TITLE_ID = 'enrollment-notice-title'

/**
 * The Texas Tuition Promise Fund's enrollment, as a GOV.UK-style notification banner before the
 * page's heading: a region labelled by its short title, where the year stands (open; closed but
 * for newborns; closed), and a link to act on it at the fund's site. A <section> with an
 * accessible name is a region landmark, so it needs no role attribute.
 */
export function EnrollmentNotice({ now, copy }: { now: Date; copy: Copy }) {
  const status = enrollmentStatus(now)
  return (
    <section className="notification-banner" aria-labelledby={TITLE_ID}>
      <h2 className="notification-banner__title" id={TITLE_ID}>
        {copy.enrollment.title}
      </h2>
      <p className="notification-banner__content">
        {copy.enrollment.message(status)} <a href={TUITION_PROMISE_FUND_SITE} hrefLang="en">{copy.enrollment.link(status)}</a>
      </p>
    </section>
  )
}
