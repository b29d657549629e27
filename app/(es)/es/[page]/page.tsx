import { SubjectPage, subjectMetadata } from '@/components/subject-page'
import { es } from '@/lib/copy/es'
import { groupRoute } from '@/lib/routes'

const route = groupRoute('subjects', 'es', { metadata: (page) => subjectMetadata(es, page), render: (page) => <SubjectPage copy={es} page={page} /> })

// Only the pages of the table: any other address here answers 404, in this language.
export const dynamicParams = false
export const { generateStaticParams, generateMetadata } = route
export default route.Page
