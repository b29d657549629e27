'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { otherLocale, PAGE_PATHS } from '@/lib/page-paths'
import type { Locale } from '@/lib/copy/types'

/**
 * The banner's two links, the only part of it that depends on the page: Contact Us, marked as the
 * current page on Contact Us, and the same page in the other language (from a 404, its home page).
 * A client leaf, so the root layout can hold the banner: the layout never knows its page.
 */
export function SiteNav({ locale, contactUs, otherLanguageName }: { locale: Locale; contactUs: string; otherLanguageName: string }) {
  const pathname = usePathname()
  const page = Object.values(PAGE_PATHS).find((paths) => paths[locale] === pathname) ?? PAGE_PATHS.home
  const target = otherLocale(locale)
  return (
    <ul>
      <li>
        <Link href={PAGE_PATHS.contact[locale]} aria-current={page === PAGE_PATHS.contact ? 'page' : undefined}>
          {contactUs}
        </Link>
      </li>
      <li>
        {/* A plain <a>: each language has its own root layout, so the page loads afresh anyway. */}
        <a href={page[target]} lang={target} hrefLang={target}>
          {otherLanguageName}
        </a>
      </li>
    </ul>
  )
}
