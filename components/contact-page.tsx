import { ContactDetails } from '@/components/contact-details'
import { LanguageLink } from '@/components/language-link'
import { contactDirectory } from '@/lib/contact-directory'
import type { Copy } from '@/lib/copy'

/** Contact Us in one language. */
export function ContactPage({ copy }: { copy: Copy }) {
  return (
    <>
      <LanguageLink locale={copy.locale} page="contact" />
      <h1>{copy.contact.title}</h1>
      <ContactDetails directory={contactDirectory} copy={copy} />
    </>
  )
}
