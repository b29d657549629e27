import { GuidePage, guideMetadata } from '@/components/guide-page'
import { en } from '@/lib/copy/en'
import { groupRoute } from '@/lib/routes'

const route = groupRoute('guide', 'en', { metadata: (page) => guideMetadata(en, page), render: (page) => <GuidePage copy={en} step={page} /> })

export const { generateStaticParams, generateMetadata } = route
export default route.Page
