import Link from 'next/link'
import { Fragment } from 'react'
import { CallUs } from '@/components/call-us'
import { MailtoLink } from '@/components/contact-links'
import { PlanName } from '@/components/plan-name'
import { contactDirectory, type ContactDirectory } from '@/lib/contact-directory'
import { PAGE_PATHS, type Copy } from '@/lib/copy'
import { COLLEGE_PAGE_RULES, PAYMENT_RULES, paymentGroups, STUDENT_PAGE_RULES, type RuleId } from '@/lib/plan-rules'
import { logInAddress, PLANS, type PlanPage } from '@/lib/plans'

const planOn = (page: PlanPage) => PLANS.find((plan) => plan.page === page)!

/** A group's heading: each plan's name, leading to its page on this site. */
function GroupHeading({ group, copy, level: Heading }: { group: readonly PlanPage[]; copy: Copy; level: 'h2' | 'h3' }) {
  return (
    <Heading>
      {group.map((page, index) => (
        <Fragment key={page}>
          {index > 0 && copy.usingPlan.and}
          <Link href={PAGE_PATHS[page][copy.locale]}>
            <PlanName name={planOn(page).name} copy={copy} />
          </Link>
        </Fragment>
      ))}
    </Heading>
  )
}

/** Rules after a label in bold ("At the school:"): one in the label's paragraph, several as a list; nothing when there are none. */
function Labelled({ label, rules, copy }: { label: string; rules: readonly RuleId[]; copy: Copy }) {
  if (rules.length === 0) return null
  if (rules.length === 1) {
    return (
      <p>
        <strong>{label}</strong> {copy.rules[rules[0]!]}
      </p>
    )
  }
  return (
    <>
      <p className="school-payment__label">
        <strong>{label}</strong>
      </p>
      <ul>
        {rules.map((id) => (
          <li key={id}>{copy.rules[id]}</li>
        ))}
      </ul>
    </>
  )
}

/** Rules as paragraphs of their own (what a plan pays elsewhere: each rule names where). */
const Stated = ({ rules, copy }: { rules: readonly RuleId[]; copy: Copy }) => rules.map((id) => <p key={id}>{copy.rules[id]}</p>)

/**
 * The students' page's own part, from the plan rules (lib/plan-rules.ts), above the program's article.
 * For each plan (the savings plans together), under its name as the page's own heading (no heading
 * above them, so the first plan's action is in a phone's first screen): who asks it to pay the school
 * and when, a large link to where that is done (the plan's own page on it, or its log-in), its phone
 * option with the line's hours, what happens at the school, and what it pays at a private or
 * out-of-state school (each such rule names where it applies, so it needs no label).
 */
export function StudentsPayment({ copy }: { copy: Copy }) {
  const words = copy.usingPlan
  return paymentGroups(STUDENT_PAGE_RULES).map((group) => {
    const [first] = group as [PlanPage]
    const rules = STUDENT_PAGE_RULES[first]
    return (
      <div className="school-payment" key={first}>
        <GroupHeading group={group} copy={copy} level="h2" />
        <p>{rules.ask.map((id) => copy.rules[id]).join(' ')}</p>
        {PAYMENT_RULES[first].when === 'whenNeeded' && <p>{words.whenNeeded}</p>}
        <p className="school-payment__actions">
          {group.map((page) => (
            <a key={page} className="plan-action" href={PAYMENT_RULES[page].howTo?.url ?? logInAddress(planOn(page))} hrefLang="en">
              {words.ask[page]}
              {copy.plans.englishSiteMark && <span className="plan-action__mark">{copy.plans.englishSiteMark}</span>}
            </a>
          ))}
        </p>
        <CallUs copy={copy} lead={words.call} plans={group.map((page) => planOn(page).name)} />
        <Labelled label={words.atSchool} rules={rules.atSchool} copy={copy} />
        <Stated rules={rules.elsewhere} copy={copy} />
      </div>
    )
  })
}

/**
 * The colleges' page's own part: first the line for school offices (the contact directory's
 * `schoolServices`: its option, hours and mailbox), then, for each plan, whether the office bills it
 * or it pays on the account owner's request, how, what the office needs from the student, and what
 * it pays a private or out-of-state institution. No plan publishes a billing guide for schools that
 * the site can link (docs/site.md), so the office is asked to call for billing details.
 */
export function CollegesPayment({ copy, directory = contactDirectory }: { copy: Copy; directory?: ContactDirectory }) {
  const words = copy.schools
  const { option, hours, email } = directory.schoolServices
  return (
    <>
      <h2>{words.contactHeading}</h2>
      <CallUs copy={copy} lead={words.call} option={option} hours={hours} directory={directory}>
        {words.write} <MailtoLink email={email} />. {words.billing}
      </CallUs>
      <h2>{words.heading}</h2>
      {paymentGroups(COLLEGE_PAGE_RULES).map((group) => {
        const [first] = group as [PlanPage]
        const rules = COLLEGE_PAGE_RULES[first]
        return (
          <div className="school-payment" key={first}>
            <GroupHeading group={group} copy={copy} level="h3" />
            <p>
              <strong>{words.bills[PAYMENT_RULES[first].collegeBillsPlan ? 'school' : 'accountOwner']}</strong>
            </p>
            <Stated rules={rules.pays} copy={copy} />
            <Labelled label={words.fromStudent} rules={rules.fromStudent} copy={copy} />
            <Stated rules={rules.elsewhere} copy={copy} />
          </div>
        )
      })}
    </>
  )
}
