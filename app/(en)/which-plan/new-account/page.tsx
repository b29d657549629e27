import { GuidePage, guideMetadata } from '@/components/guide-page'
import { en } from '@/lib/copy/en'

export const metadata = guideMetadata(en, 'guideNew')

export default function EnglishGuideNewPage() {
  return <GuidePage copy={en} step="guideNew" />
}
