import { GuidePage, guideMetadata } from '@/components/guide-page'
import { es } from '@/lib/copy/es'

export const metadata = guideMetadata(es, 'guideCall')

export default function SpanishGuideCallPage() {
  return <GuidePage copy={es} step="guideCall" />
}
