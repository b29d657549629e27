import { GuidePage, guideMetadata } from '@/components/guide-page'
import { en } from '@/lib/copy/en'

export const metadata = guideMetadata(en, 'guideDirect')

export default function EnglishGuideDirectPage() {
  return <GuidePage copy={en} step="guideDirect" />
}
