'use client'

import { BROWSER_ERROR_EN } from '@/lib/copy/en'
import { BROWSER_ERROR_ES } from '@/lib/copy/es'
import './globals.css'

/**
 * What a browser shows when a page fails there, in the page's language (instead of Next's built-in
 * English screen). It replaces the whole document, root layout included, so it names its language
 * itself, from the address. A plain <a> home: a fresh load is the likeliest cure.
 * Every page loads this file, so it stays small: Next renders it only in the browser (a server
 * error gets Next's own 500 page), so it reads `location` rather than the router, and it writes
 * the two home addresses out rather than import lib/page-paths' table (its test checks them).
 */
export default function GlobalError() {
  const spanish = /^\/es(\/|$)/.test(location.pathname)
  const words = spanish ? BROWSER_ERROR_ES : BROWSER_ERROR_EN
  return (
    <html lang={spanish ? 'es' : 'en'}>
      <body>
        <main id="main-content">
          <h1>{words.title}</h1>
          <p>{words.message}</p>
          <p>
            <a href={spanish ? '/es' : '/'}>{words.homeLink}</a>
          </p>
        </main>
      </body>
    </html>
  )
}
