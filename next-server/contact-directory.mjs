// @ts-check
// The program's contact directory, one schema wherever it is read: by `next build` from the
// operator's file (settings-files.mjs), by the app from what the build handed it.
import { z } from 'zod'
import { log } from './log.mjs'

/** By their registered names, in the order of the phone menu. */
export const PLAN_NAMES = /** @type {const} */ (['Texas Guaranteed Tuition Plan', 'Texas College Savings Plan', 'LoneStar 529 Plan', 'Texas Tuition Promise Fund'])

export const STAFF_ROLES = /** @type {const} */ (['programDirector', 'planAdministrator', 'customerServiceManager', 'communicationsCoordinator'])

const email = z.email('expects an e-mail address, e.g. help@example.gov')
const text = z.string('expects text').trim().min(1, 'expects text')
const clock = z.string('expects a time').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expects a 24-hour time, e.g. "08:00" or "17:30"')
/** How Spanish writes this person's title ("Director" or "Directora"); masculine is Spanish's generic form. */
const titleForm = z.enum(['masculine', 'feminine'], 'expects "masculine" or "feminine"').default('masculine')

const hours = z.strictObject({ opens: clock, closes: clock }).refine(({ opens, closes }) => opens < closes, 'expects "opens" before "closes"')
const menuOption = z.number('expects a whole number from 1 to 9').int('expects a whole number from 1 to 9').min(1).max(9)

const directorySchema = z.strictObject({
  /** Only the bundled sample: the build and the start then warn. */
  sample: z.boolean('expects true or false').optional(),
  tollFree: z.strictObject({
    display: text,
    dial: z.string('expects text').regex(/^\+1\d{10}$/, 'expects +1 and ten digits, e.g. +18004454723'),
    /** Unset, Spanish pages never promise Spanish on the phone. */
    languages: z.array(z.enum(['en', 'es'], 'expects "en" or "es"')).min(1, 'expects at least one language').optional(),
    hours: hours.optional(),
  }),
  phoneOptions: z
    .array(z.strictObject({ option: menuOption, plan: z.enum(PLAN_NAMES, `expects one of ${PLAN_NAMES.join(', ')}`) }))
    .length(4, 'expects one option for each of the four plans')
    .refine((options) => new Set(options.map(({ plan }) => plan)).size === 4, 'expects each plan once')
    .refine((options) => new Set(options.map(({ option }) => option)).size === 4, 'expects each option number once'),
  generalHelp: z.strictObject({
    email,
    /** Unset: the page promises no reply time. */
    replyWorkingDays: z.number('expects a whole number of working days').int('expects a whole number of working days').min(1).max(30).optional(),
  }),
  /** One line each, as the envelope shows it. */
  postalAddress: z.array(text).min(2, 'expects at least two lines').max(6, 'expects at most six lines').optional(),
  staff: z
    .array(z.strictObject({ name: text, role: z.enum(STAFF_ROLES, `expects one of ${STAFF_ROLES.join(', ')}`), extension: z.string('expects text').regex(/^\d{3,5}$/, 'expects 3 to 5 digits, e.g. "1001"'), email, titleForm }))
    .length(4, 'expects four staff members'),
  accessibilityCoordinator: z.strictObject({ name: text, email, titleForm }),
  /**
   * The line for colleges' and universities' offices: its e-mail; its option on the toll-free line's
   * menu, if it has one (unset: the page names no option); its hours, if not the toll-free line's.
   */
  schoolServices: z.strictObject({ option: menuOption.optional(), email, hours: hours.optional() }, 'expects the line for school offices, e.g. {"email": "schools@example.gov"}'),
}).refine(({ phoneOptions, schoolServices }) => !phoneOptions.some(({ option }) => option === schoolServices.option), {
  path: ['schoolServices', 'option'],
  message: 'expects an option no plan has',
})

/** @typedef {z.output<typeof directorySchema>} ContactDirectory */

export class ContactDirectoryError extends Error {
  name = 'ContactDirectoryError'
}

/** @param {unknown} value @param {string} [file] for the message @returns {ContactDirectory} */
export function parseContactDirectory(value, file = 'the contact directory') {
  const result = directorySchema.safeParse(value)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(the whole file)'} ${issue.message}`)
  throw new ContactDirectoryError(`CONTACT_DIRECTORY_FILE: ${file} is not a valid contact directory. Fix these fields:\n${problems.join('\n')}`)
}

const SAMPLE_DIRECTORY_MEANING =
  'the pages show the sample contact directory (placeholder staff names and example.gov mailboxes). Write the program\'s directory as JSON (copy content/contact-directory.json, without "sample": true) and set CONTACT_DIRECTORY_FILE to its path for the build.'

let warned = false
/** Once per process. @param {{ sample?: boolean }} directory */
export function warnIfSampleDirectory(directory) {
  if (directory.sample !== true || warned) return
  warned = true
  log('warn', 'contact_directory_sample', { meaning: SAMPLE_DIRECTORY_MEANING })
}
