import { GuidePage, guideMetadata } from '@/components/guide-page'
import { es } from '@/lib/copy/es'

export const metadata = guideMetadata(es, 'guideAdvisor')

export default function SpanishGuideAdvisorPage() {
  return <GuidePage copy={es} step="guideAdvisor" />
}
