import type { Metadata } from 'next'
import { ContactDetails } from '@/components/contact-details'
import { contactDirectory } from '@/lib/contact-directory'
import { config } from '@/lib/config'
import { pageMetadata } from '@/lib/site-metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: 'Phone, e-mail and staff contacts for the Texas prepaid tuition and college savings plans.',
  path: '/contact',
  siteUrl: config.siteUrl,
})

export default function ContactPage() {
  return (
    <>
      <h1>Contact Us</h1>
      <ContactDetails directory={contactDirectory} />
    </>
  )
}
