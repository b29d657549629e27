import { GuidePage, guideMetadata } from '@/components/guide-page'
import { es } from '@/lib/copy/es'

export const metadata = guideMetadata(es, 'guideAccount')

export default function SpanishGuideAccountPage() {
  return <GuidePage copy={es} step="guideAccount" />
}
