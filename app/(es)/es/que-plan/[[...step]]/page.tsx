import { GuidePage, guideMetadata } from '@/components/guide-page'
import { es } from '@/lib/copy/es'
import { groupRoute } from '@/lib/routes'

const route = groupRoute('guide', 'es', { metadata: (page) => guideMetadata(es, page), render: (page) => <GuidePage copy={es} step={page} /> })

export const { generateStaticParams, generateMetadata } = route
export default route.Page
