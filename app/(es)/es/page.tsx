import type { Metadata } from 'next'
import { HomePage } from '@/components/home-page'
import { es } from '@/lib/copy/es'
import { homeMetadata } from '@/lib/home-metadata'

export async function generateMetadata(): Promise<Metadata> {
  return homeMetadata(es)
}

export default function SpanishHomePage() {
  return <HomePage copy={es} />
}
