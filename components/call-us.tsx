import { Fragment, type ReactNode } from 'react'
import { TollFreeLink } from '@/components/contact-links'
import { PlanName } from '@/components/plan-name'
import { contactDirectory, phoneOptionFor, type ContactDirectory } from '@/lib/contact-directory'
import type { Copy } from '@/lib/copy'
import type { PhoneHours } from '@/lib/copy/types'
import type { PlanName as Name } from '@/lib/plans'

type Props = {
  copy: Copy
  /** What comes before the number: "Or call us toll-free at". */
  lead: string
  /** The plans whose menu options to name: one's alone, several's each with the plan's name. */
  plans?: readonly Name[]
  /** A role's own option and hours instead (the line for school offices); its hours unset, the line's. */
  option?: number
  hours?: PhoneHours
  directory?: ContactDirectory
  className?: string
  /** What follows, in the same paragraph (the school line's e-mail). */
  children?: ReactNode
}

/**
 * When the line is answered and, on a Spanish page, in which languages: the sentences after a number,
 * or nothing the directory leaves out. Beside a number set apart (the closed plan's call button) too.
 */
export function CallHours({ copy, hours, directory = contactDirectory }: { copy: Copy; hours?: PhoneHours; directory?: ContactDirectory }) {
  const { tollFree } = directory
  const open = hours ?? tollFree.hours
  const sentences = [open && copy.phoneHours(open), copy.locale === 'es' && tollFree.languages && copy.contact.phoneLanguages(tollFree.languages)].filter(Boolean)
  return sentences.length > 0 ? sentences.join(' ') : null
}

/**
 * Wherever a page says to call, one paragraph that says when: the lead, the toll-free number (a link
 * that dials it), the menu option, the hours and, on a Spanish page, which languages the line
 * answers in; all from the contact directory, and a sentence whose field it leaves out is left out.
 */
export function CallUs({ copy, lead, plans = [], option, hours, directory = contactDirectory, className, children }: Props) {
  const options = option === undefined ? plans.map((plan) => ({ option: phoneOptionFor(plan, directory), plan })) : [{ option, plan: undefined }]
  const when = CallHours({ copy, hours, directory })
  return (
    <p className={className}>
      {lead} <TollFreeLink copy={copy} tollFree={directory.tollFree} />
      {options.map(({ option: number, plan }, index) => (
        <Fragment key={number}>
          {index === 0 ? ', ' : copy.call.or}
          {copy.call.option(number)}
          {options.length > 1 && plan && (
            <>
              {' ('}
              <PlanName name={plan} copy={copy} />)
            </>
          )}
        </Fragment>
      ))}
      .{when && ` ${when}`}
      {children && <> {children}</>}
    </p>
  )
}
