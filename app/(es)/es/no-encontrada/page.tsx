import { UnknownAddress } from '@/components/page-not-found'
import { unknownAddressMetadata } from '@/lib/routes'
import { es } from '@/lib/copy/es'

// Every unknown address under /es that no route of pages has (next.config.mjs's fallback).
export const metadata = unknownAddressMetadata(es)

export default function SpanishNotFound() {
  return <UnknownAddress copy={es} />
}
