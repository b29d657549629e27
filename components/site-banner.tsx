import Link from 'next/link'
import { PAGE_PATHS, type Copy } from '@/lib/copy'

/** A five-pointed star's outline, centred on (cx, cy), its points `radius` from the centre. */
function starPoints(cx: number, cy: number, radius: number): string {
  return Array.from({ length: 10 }, (_, index) => {
    const r = index % 2 === 0 ? radius : radius * 0.382 // the inner radius of a regular star
    const angle = (Math.PI / 5) * index - Math.PI / 2
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`
  }).join(' ')
}

type Layout = {
  id: 'wide' | 'narrow'
  width: number
  height: number
  star: { cx: number; cy: number; radius: number }
  /** Baselines of the title's lines: one line on wide screens, two on phones. */
  title: { x: number; size: number; baselines: number[] }
  subtitle: { x: number; y: number; size: number }
}

/** A generous average glyph width, as a share of the font size, for the widest common fonts. */
const GLYPH_WIDTH_SHARE = 0.6

/** The layout's font size, made smaller where a language's longer words would not fit the strip. */
function fittedSize(size: number, x: number, width: number, lines: readonly string[]): number {
  const longest = Math.max(...lines.map((line) => line.length))
  return Math.min(size, Math.floor((width - x) / (longest * GLYPH_WIDTH_SHARE)))
}

/**
 * Phones get a taller layout with the title on two lines, so its lettering stays legible at
 * 320 px; larger screens the wide strip. Text is set in the page's own system font (nothing to
 * download) and sized with room to spare for the widest common ones (DejaVu Sans, Verdana-like).
 */
const LAYOUTS: Layout[] = [
  {
    id: 'narrow',
    width: 960,
    height: 400,
    star: { cx: 118, cy: 132, radius: 76 },
    title: { x: 232, size: 76, baselines: [125, 212] },
    subtitle: { x: 232, y: 300, size: 46 },
  },
  {
    id: 'wide',
    width: 1600,
    height: 320,
    star: { cx: 170, cy: 160, radius: 93 },
    title: { x: 320, size: 64, baselines: [145] },
    subtitle: { x: 320, y: 222, size: 54 },
  },
]

const STRIPE_HEIGHT_SHARE = 0.06

/**
 * The banner at the top of every page; it links home. An inline SVG in the server HTML: it needs
 * no request, so it paints with the first paint (an image file queued behind the framework's
 * scripts on a slow phone connection, and the largest paint came 1.5 s later); it is crisp at any
 * width and reserves its height from its viewBox, so nothing shifts. Each layout is one image with
 * the banner's name; CSS shows the one for the screen (the other is display: none, and so out of
 * the accessibility tree). In forced-colors mode globals.css redraws it in the visitor's colours.
 */
export function SiteBanner({ copy }: { copy: Copy }) {
  const { banner } = copy
  return (
    <header className="site-banner">
      <Link href={PAGE_PATHS.home[copy.locale]} className="site-banner__link">
        {LAYOUTS.map(({ id, width, height, star, title, subtitle }) => {
          const sky = `site-banner-sky-${id}`
          const stripeHeight = Math.round(height * STRIPE_HEIGHT_SHARE)
          const titleLines = id === 'wide' ? [banner.wideTitle] : banner.narrowTitle
          const titleSize = fittedSize(title.size, title.x, width, titleLines)
          const subtitleSize = fittedSize(subtitle.size, subtitle.x, width, [banner.subtitle])
          return (
            <svg
              key={id}
              className={`site-banner__art site-banner__art--${id}`}
              role="img"
              aria-label={banner.name}
              viewBox={`0 0 ${width} ${height}`}
              width={width}
              height={height}
            >
              <defs>
                <linearGradient id={sky}>
                  <stop offset="0" stopColor="#0b2a4a" />
                  <stop offset="1" stopColor="#14497a" />
                </linearGradient>
              </defs>
              <rect className="site-banner__sky" width={width} height={height} fill={`url(#${sky})`} />
              <rect className="site-banner__stripe" y={height - stripeHeight} width={width} height={stripeHeight} fill="#b3202a" />
              <polygon className="site-banner__lettering" points={starPoints(star.cx, star.cy, star.radius)} fill="#fff" />
              <text className="site-banner__lettering" x={title.x} fontSize={titleSize} fontWeight="700" fill="#fff">
                {titleLines.map((line, index) => (
                  <tspan key={line} x={title.x} y={title.baselines[index]}>
                    {line}
                  </tspan>
                ))}
              </text>
              <text className="site-banner__lettering" x={subtitle.x} y={subtitle.y} fontSize={subtitleSize} fill="#e8eef5">
                {banner.subtitle}
              </text>
            </svg>
          )
        })}
      </Link>
    </header>
  )
}
