import { PlanPage, planMetadata } from '@/components/plan-page'
import { en } from '@/lib/copy/en'
import { groupRoute } from '@/lib/routes'

const route = groupRoute('plans', 'en', { metadata: (page) => planMetadata(en, page), render: (page) => <PlanPage copy={en} page={page} /> })

// Only the pages of the table: any other address here answers 404, in this language.
export const dynamicParams = false
export const { generateStaticParams, generateMetadata } = route
export default route.Page
