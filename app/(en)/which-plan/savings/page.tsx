import { GuidePage, guideMetadata } from '@/components/guide-page'
import { en } from '@/lib/copy/en'

export const metadata = guideMetadata(en, 'guideSavings')

export default function EnglishGuideSavingsPage() {
  return <GuidePage copy={en} step="guideSavings" />
}
