import { GuidePage, guideMetadata } from '@/components/guide-page'
import { en } from '@/lib/copy/en'

export const metadata = guideMetadata(en, 'guideAccount')

export default function EnglishGuideAccountPage() {
  return <GuidePage copy={en} step="guideAccount" />
}
