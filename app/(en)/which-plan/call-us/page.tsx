import { GuidePage, guideMetadata } from '@/components/guide-page'
import { en } from '@/lib/copy/en'

export const metadata = guideMetadata(en, 'guideCall')

export default function EnglishGuideCallPage() {
  return <GuidePage copy={en} step="guideCall" />
}
