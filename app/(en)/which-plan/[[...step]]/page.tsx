import { GuidePage, guideMetadata } from '@/components/guide-page'
import { en } from '@/lib/copy/en'
import { groupRoute } from '@/lib/routes'

const route = groupRoute('guide', 'en', { metadata: (page) => guideMetadata(en, page), render: (page) => <GuidePage copy={en} step={page} /> })

// Only the pages of the table: any other address here answers 404, in this language.
export const dynamicParams = false
export const { generateStaticParams, generateMetadata } = route
export default route.Page
