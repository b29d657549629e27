import Link from 'next/link'
import { COPY, otherLocale, PAGE_PATHS, type Copy, type PageName } from '@/lib/copy'

/** A five-pointed star's outline in a 100 × 100 box, its points 50 from the centre. */
const STAR_POINTS = Array.from({ length: 10 }, (_, index) => {
  const radius = index % 2 === 0 ? 50 : 50 * 0.382 // the inner radius of a regular star
  const angle = (Math.PI / 5) * index - Math.PI / 2
  return `${(50 + radius * Math.cos(angle)).toFixed(1)},${(52 + radius * Math.sin(angle)).toFixed(1)}`
}).join(' ')

/**
 * The banner at the top of every page: a band the full width of the screen, its lettering (the
 * site's name, once on each page) lined up with the content, and above it the two links visitors
 * look for first: Contact Us and the page in the other language. Text and CSS only: it paints with
 * the first paint, wraps at any width and takes the visitor's colours in forced-colors mode.
 * `page` is the page it heads, for the language link (a page-not-found page links to the other
 * language's home page).
 */
export function SiteHeader({ copy, page }: { copy: Copy; page: PageName | 'notFound' }) {
  const target = otherLocale(copy.locale)
  const contactPath = PAGE_PATHS.contact[copy.locale]
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <nav className="site-header__nav" aria-label={copy.banner.navLabel}>
          <ul>
            <li>
              <Link href={contactPath} aria-current={page === 'contact' ? 'page' : undefined}>
                {copy.contactUs}
              </Link>
            </li>
            <li>
              {/* A plain <a>: each language has its own root layout, so the page loads afresh anyway. */}
              <a href={PAGE_PATHS[page === 'notFound' ? 'home' : page][target]} lang={target} hrefLang={target}>
                {COPY[target].languageName}
              </a>
            </li>
          </ul>
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
      </div>
    </header>
  )
}
