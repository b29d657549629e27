import { GuidePage, guideMetadata } from '@/components/guide-page'
import { es } from '@/lib/copy/es'

export const metadata = guideMetadata(es, 'guideSavings')

export default function SpanishGuideSavingsPage() {
  return <GuidePage copy={es} step="guideSavings" />
}
