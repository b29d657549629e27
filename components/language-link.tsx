import { COPY, otherLocale, PAGE_PATHS, type Locale, type PageName } from '@/lib/copy'

/**
 * The link to this page in the other language, near the top of every page: its name in its own
 * language, marked with that language (lang for screen readers' voice, hreflang for the target).
 * A plain <a>: each language has its own root layout, so the browser loads the page afresh anyway.
 */
export function LanguageLink({ locale, page }: { locale: Locale; page: PageName }) {
  const target = otherLocale(locale)
  return (
    <p className="language-link">
      <a href={PAGE_PATHS[page][target]} lang={target} hrefLang={target}>
        {COPY[target].languageName}
      </a>
    </p>
  )
}
