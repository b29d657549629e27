import Link from 'next/link'
import { SiteNav } from '@/components/site-nav'
import { COPY, otherLocale, PAGE_PATHS, type Copy } from '@/lib/copy'

/** A five-pointed star's outline in a 100 × 100 box, its points 50 from the centre. */
const STAR_POINTS = Array.from({ length: 10 }, (_, index) => {
  const radius = index % 2 === 0 ? 50 : 50 * 0.382 // the inner radius of a regular star
  const angle = (Math.PI / 5) * index - Math.PI / 2
  return `${(50 + radius * Math.cos(angle)).toFixed(1)},${(52 + radius * Math.sin(angle)).toFixed(1)}`
}).join(' ')

/**
 * The banner at the top of every page: a band the full width of the screen, its lettering (the
 * site's name, once on each page, and the agency whose site it is) lined up with the content, and
 * above it the two links visitors look for first: Contact Us and the page in the other language. Text and CSS only: it paints with
 * the first paint, wraps at any width and takes the visitor's colours in forced-colors mode.
 */
export function SiteHeader({ copy }: { copy: Copy }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <nav className="site-header__nav" aria-label={copy.banner.navLabel}>
          <SiteNav locale={copy.locale} contactUs={copy.contactUs} otherLanguageName={COPY[otherLocale(copy.locale)].languageName} />
        </nav>
        {/* Beside the name on wide screens; in the links' row on phones, where the name needs the width. */}
        <svg className="site-header__star" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <polygon points={STAR_POINTS} />
        </svg>
        <Link href={PAGE_PATHS.home[copy.locale]} className="site-header__home">
          <span className="site-header__name">
            <span className="site-header__title">{copy.banner.title}</span>{' '}
            <span className="site-header__subtitle">{copy.banner.subtitle}</span>
          </span>
        </Link>
        {/* Whose site it is, on every first screen: the plan sites it links to are all .com. */}
        <p className="site-header__agency">{copy.agencyName}</p>
      </div>
    </header>
  )
}
