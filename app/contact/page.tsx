import type { Metadata } from 'next'
import { ContactDetails } from '@/components/contact-details'
import { contactDirectory } from '@/lib/contact-directory'

export const metadata: Metadata = {
  title: 'Contact Us',
  description: 'Phone, e-mail and staff contacts for the Texas prepaid tuition and college savings plans.',
  alternates: { canonical: '/contact' },
}

export default function ContactPage() {
  return (
    <>
      <h1>Contact Us</h1>
      <ContactDetails directory={contactDirectory} />
    </>
  )
}
