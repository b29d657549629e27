import { GuidePage, guideMetadata } from '@/components/guide-page'
import { en } from '@/lib/copy/en'

export const metadata = guideMetadata(en, 'guideFund')

export default function EnglishGuideFundPage() {
  return <GuidePage copy={en} step="guideFund" />
}
