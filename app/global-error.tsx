'use client'

import { usePathname } from 'next/navigation'
import { BROWSER_ERROR_EN } from '@/lib/copy/en'
import { BROWSER_ERROR_ES } from '@/lib/copy/es'
import { PAGE_PATHS } from '@/lib/page-paths'
import './globals.css'

/**
 * What a browser shows when a page fails there, in the page's language (instead of Next's built-in
 * English screen). It replaces the whole document, root layout included, so it names its language
 * itself, from the address. A plain <a> home: a fresh load is the likeliest cure.
 */
export default function GlobalError() {
  const locale = /^\/es(\/|$)/.test(usePathname() ?? '') ? 'es' : 'en'
  const words = locale === 'es' ? BROWSER_ERROR_ES : BROWSER_ERROR_EN
  return (
    <html lang={locale}>
      <body>
        <main id="main-content">
          <h1>{words.title}</h1>
          <p>{words.message}</p>
          <p>
            <a href={PAGE_PATHS.home[locale]}>{words.homeLink}</a>
          </p>
        </main>
      </body>
    </html>
  )
}
