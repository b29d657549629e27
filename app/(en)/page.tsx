import type { Metadata } from 'next'
import { HomePage } from '@/components/home-page'
import { en } from '@/lib/copy/en'
import { homeMetadata } from '@/lib/home-metadata'

export async function generateMetadata(): Promise<Metadata> {
  return homeMetadata(en)
}

export default function EnglishHomePage() {
  return <HomePage copy={en} />
}
