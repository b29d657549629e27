import type { Metadata } from 'next'
import Link from 'next/link'

// No robots tag here: Next.js already sends <meta name="robots" content="noindex"> with every 404.
export const metadata: Metadata = { title: 'Page not found' }

export default function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>If you typed the web address, check it is correct. If you pasted it, check you copied the whole address.</p>
      <p>
        Go to the <Link href="/">home page</Link> or <Link href="/contact">contact us</Link>.
      </p>
    </>
  )
}
