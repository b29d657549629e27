import { GuidePage, guideMetadata } from '@/components/guide-page'
import { en } from '@/lib/copy/en'

export const metadata = guideMetadata(en, 'guideAdvisor')

export default function EnglishGuideAdvisorPage() {
  return <GuidePage copy={en} step="guideAdvisor" />
}
