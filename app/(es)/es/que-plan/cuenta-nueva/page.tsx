import { GuidePage, guideMetadata } from '@/components/guide-page'
import { es } from '@/lib/copy/es'

export const metadata = guideMetadata(es, 'guideNew')

export default function SpanishGuideNewPage() {
  return <GuidePage copy={es} step="guideNew" />
}
