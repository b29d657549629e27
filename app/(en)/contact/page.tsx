import type { Metadata } from 'next'
import { ContactPage } from '@/components/contact-page'
import { config } from '@/lib/config'
import { en } from '@/lib/copy/en'
import { pageMetadata } from '@/lib/site-metadata'

export const metadata: Metadata = pageMetadata({
  copy: en,
  page: 'contact',
  title: en.contact.title,
  description: en.contact.description,
  siteUrl: config.siteUrl,
})

export default function EnglishContactPage() {
  return <ContactPage copy={en} />
}
