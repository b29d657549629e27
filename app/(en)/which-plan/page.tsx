import { GuidePage, guideMetadata } from '@/components/guide-page'
import { en } from '@/lib/copy/en'

export const metadata = guideMetadata(en, 'guide')

export default function EnglishGuidePage() {
  return <GuidePage copy={en} step="guide" />
}
