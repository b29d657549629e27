import { PlanPage, planMetadata } from '@/components/plan-page'
import { en } from '@/lib/copy/en'
import { groupRoute } from '@/lib/routes'

const route = groupRoute('plans', 'en', { metadata: (page) => planMetadata(en, page), render: (page) => <PlanPage copy={en} page={page} /> })

export const { generateStaticParams, generateMetadata } = route
export default route.Page
