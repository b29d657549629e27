import { GuidePage, guideMetadata } from '@/components/guide-page'
import { es } from '@/lib/copy/es'

export const metadata = guideMetadata(es, 'guideFund')

export default function SpanishGuideFundPage() {
  return <GuidePage copy={es} step="guideFund" />
}
