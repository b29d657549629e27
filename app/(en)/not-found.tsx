import { PageNotFound } from '@/components/page-not-found'
import { unknownAddressMetadata } from '@/lib/routes'
import { en } from '@/lib/copy/en'

// On Vercel, where an unknown address's page calls notFound() (components/page-not-found.tsx).
export const metadata = unknownAddressMetadata(en)

export default function EnglishNotFound() {
  return <PageNotFound copy={en} />
}
