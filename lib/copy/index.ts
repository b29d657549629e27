import { en } from './en'
import { es } from './es'
import type { Copy, Locale } from './types'

export type { Copy, LinkKey, Locale, StaffRole } from './types'

/** Each language's words. Server code only picks them; client leaves get strings as props. */
export const COPY: Record<Locale, Copy> = { en, es }

export const LOCALES = ['en', 'es'] as const satisfies readonly Locale[]

export { otherLocale, PAGE_PATHS, CALENDAR_PATHS, type PageName } from '../page-paths'
