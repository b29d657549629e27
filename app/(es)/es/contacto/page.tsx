import type { Metadata } from 'next'
import { ContactPage } from '@/components/contact-page'
import { config } from '@/lib/config'
import { es } from '@/lib/copy/es'
import { pageMetadata } from '@/lib/site-metadata'

export const metadata: Metadata = pageMetadata({
  copy: es,
  page: 'contact',
  title: es.contact.title,
  description: es.contact.description,
  siteUrl: config.siteUrl,
})

export default function SpanishContactPage() {
  return <ContactPage copy={es} />
}
