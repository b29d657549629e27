import { GuidePage, guideMetadata } from '@/components/guide-page'
import { es } from '@/lib/copy/es'
import { groupRoute } from '@/lib/routes'

const route = groupRoute('guide', 'es', { metadata: (page) => guideMetadata(es, page), render: (page) => <GuidePage copy={es} step={page} /> })

// Only the pages of the table: any other address here answers 404, in this language.
export const dynamicParams = false
export const { generateStaticParams, generateMetadata } = route
export default route.Page
