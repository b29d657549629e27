import { PlanPage, planMetadata } from '@/components/plan-page'
import { es } from '@/lib/copy/es'
import { groupRoute } from '@/lib/routes'

const route = groupRoute('plans', 'es', { metadata: (page) => planMetadata(es, page), render: (page) => <PlanPage copy={es} page={page} /> })

export const { generateStaticParams, generateMetadata } = route
export default route.Page
