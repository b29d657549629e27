import { getImageProps } from 'next/image'
import Link from 'next/link'
import { preload } from 'react-dom'
import wideBanner from '@/public/banner.png'
import narrowBanner from '@/public/banner-narrow.png'
import { AGENCY_NAME, SITE_NAME } from '@/lib/site-copy'

/** Phones get the taller banner: the wide one's lettering would be too small to read there. */
const NARROW_SCREENS = '(max-width: 640px)'

/**
 * The banner image at the top of every page; it links home. Built from next/image's
 * getImageProps (right-sized AVIF/WebP, explicit dimensions) and rendered on the server, so it
 * adds no client code; it is the first image in the HTML and the largest paint, hence eager and
 * high priority.
 */
export function SiteBanner() {
  const shared = { alt: `${SITE_NAME}, ${AGENCY_NAME}: home`, loading: 'eager', fetchPriority: 'high' } as const
  const narrow = getImageProps({ ...shared, src: narrowBanner, sizes: '100vw' }).props
  const wide = getImageProps({ ...shared, src: wideBanner, sizes: '(max-width: 1200px) 100vw, 1200px' }).props
  // Asked for in <head>, ahead of the scripts, each for the screens that show it.
  for (const [image, media] of [[narrow, NARROW_SCREENS], [wide, `not all and ${NARROW_SCREENS}`]] as const) {
    preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high', media })
  }
  return (
    <header className="site-banner">
      <Link href="/" className="site-banner__link">
        <picture>
          <source
            media={NARROW_SCREENS}
            srcSet={narrow.srcSet}
            sizes={narrow.sizes}
            width={narrow.width}
            height={narrow.height}
          />
          <img {...wide} alt={shared.alt} className="site-banner__image" />
        </picture>
      </Link>
    </header>
  )
}
