import { SubjectPage, subjectMetadata } from '@/components/subject-page'
import { es } from '@/lib/copy/es'
import { groupRoute } from '@/lib/routes'

const route = groupRoute('subjects', 'es', { metadata: (page) => subjectMetadata(es, page), render: (page) => <SubjectPage copy={es} page={page} /> })

export const { generateStaticParams, generateMetadata } = route
export default route.Page
