import type { Metadata } from 'next'
import { PageNotFound } from '@/components/page-not-found'
import { es } from '@/lib/copy/es'

// Served with 404 for every unknown address under /es (next.config.mjs). It is prerendered as a
// page, so it asks for noindex itself, as Next does for its own 404.
export const metadata: Metadata = { title: es.notFound.title, robots: { index: false } }

export default function SpanishNotFound() {
  return <PageNotFound copy={es} />
}
