import type { Locale } from './copy/types'

/**
 * Each page's address in each language. English keeps its addresses; Spanish lives under /es.
 * A module of its own, with no words in it, so the banner's client leaf (components/site-nav.tsx)
 * ships only this map, not both languages' copy.
 */
export const PAGE_PATHS = {
  home: { en: '/', es: '/es' },
  contact: { en: '/contact', es: '/es/contacto' },
} as const satisfies Record<string, Record<Locale, string>>

export type PageName = keyof typeof PAGE_PATHS

/** The other language: where a page's language link goes. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en')

/** The page at this address in this language, or undefined for any other address (a 404). */
export function pageAt(pathname: string, locale: Locale): PageName | undefined {
  return (Object.keys(PAGE_PATHS) as PageName[]).find((page) => PAGE_PATHS[page][locale] === pathname)
}
