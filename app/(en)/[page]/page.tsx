import { SubjectPage, subjectMetadata } from '@/components/subject-page'
import { en } from '@/lib/copy/en'
import { groupRoute } from '@/lib/routes'

const route = groupRoute('subjects', 'en', { metadata: (page) => subjectMetadata(en, page), render: (page) => <SubjectPage copy={en} page={page} /> })

export const { generateStaticParams, generateMetadata } = route
export default route.Page
