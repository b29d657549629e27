import { GuidePage, guideMetadata } from '@/components/guide-page'
import { es } from '@/lib/copy/es'

export const metadata = guideMetadata(es, 'guide')

export default function SpanishGuidePage() {
  return <GuidePage copy={es} step="guide" />
}
