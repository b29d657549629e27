import { en } from './en'
import { es } from './es'
import type { Copy, Locale } from './types'

export type { Copy, LinkKey, Locale, StaffRole } from './types'

/** Each language's words. Server code only picks them; client leaves get strings as props. */
export const COPY: Record<Locale, Copy> = { en, es }

export const LOCALES = ['en', 'es'] as const satisfies readonly Locale[]

/** The other language: where a page's language link goes. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en')

/** Each page's address in each language. English keeps its addresses; Spanish lives under /es. */
export const PAGE_PATHS = {
  home: { en: '/', es: '/es' },
  contact: { en: '/contact', es: '/es/contacto' },
} as const satisfies Record<string, Record<Locale, string>>

export type PageName = keyof typeof PAGE_PATHS
