import Image from 'next/image'
import Link from 'next/link'
import banner from '@/public/banner.png'
import { AGENCY_NAME, SITE_NAME } from '@/lib/site-copy'

/** The banner image at the top of every page; it links home. */
export function SiteBanner() {
  return (
    <header className="site-banner">
      <Link href="/" className="site-banner__link">
        <Image
          src={banner}
          alt={`${SITE_NAME}, ${AGENCY_NAME}: home`}
          priority
          sizes="(max-width: 1200px) 100vw, 1200px"
          className="site-banner__image"
        />
      </Link>
    </header>
  )
}
