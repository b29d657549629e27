import { GuidePage, guideMetadata } from '@/components/guide-page'
import { es } from '@/lib/copy/es'

export const metadata = guideMetadata(es, 'guideDirect')

export default function SpanishGuideDirectPage() {
  return <GuidePage copy={es} step="guideDirect" />
}
