import { PageNotFound } from '@/components/page-not-found'
import { unknownAddressMetadata } from '@/lib/routes'
import { es } from '@/lib/copy/es'

// On Vercel, where an unknown address's page calls notFound() (components/page-not-found.tsx).
export const metadata = unknownAddressMetadata(es)

export default function SpanishNotFound() {
  return <PageNotFound copy={es} />
}
