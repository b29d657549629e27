import { ContactDetails } from '@/components/contact-details'
import { ReportProblem } from '@/components/report-problem'
import { contactDirectory } from '@/lib/contact-directory'
import type { Copy } from '@/lib/copy'

/** Contact Us in one language. */
export function ContactPage({ copy }: { copy: Copy }) {
  return (
    <>
      <h1>{copy.contact.title}</h1>
      <ContactDetails directory={contactDirectory} copy={copy} />
      <ReportProblem copy={copy} page="contact" />
    </>
  )
}
