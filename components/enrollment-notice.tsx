import { CalendarLink } from '@/components/calendar-link'
import { PlanName } from '@/components/plan-name'
import type { Copy } from '@/lib/copy'
import type { EnrollmentStatus } from '@/lib/enrollment-window'
import { TUITION_PROMISE_FUND_SITE } from '@/lib/plans'

const TITLE_ID = 'enrollment-notice-title'

/**
 * The Texas Tuition Promise Fund's enrollment, as a GOV.UK-style notification banner before the
 * page's heading: a region labelled by its short title, where the year stands (open; closed but
 * for newborns; closed), a large link to act on it at the fund's site, and the fund's dates as a
 * calendar file, made by the same rule. A <section> with an accessible name is a region
 * landmark, so it needs no role attribute.
 */
export function EnrollmentNotice({ status, copy }: { status: EnrollmentStatus; copy: Copy }) {
  return (
    <section className="notification-banner" aria-labelledby={TITLE_ID}>
      <h2 className="notification-banner__title" id={TITLE_ID}>
        <PlanName name={copy.enrollment.title} copy={copy} />
      </h2>
      <div className="notification-banner__content">
        <p>
          {copy.enrollment.message(status)} <CalendarLink copy={copy} />.
        </p>
        <p className="notification-banner__actions">
          <a className="plan-action" href={TUITION_PROMISE_FUND_SITE} hrefLang="en">
            {copy.enrollment.link(status)}
            {copy.plans.englishSiteMark}
          </a>
        </p>
      </div>
    </section>
  )
}
