// Importing the parsed environment here makes a bad value stop `next build` and `next start`.
import { env } from './lib/env.mjs'
import { securityHeaders } from './lib/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A self-contained server in .next/standalone for Node hosts; Vercel ignores it.
  output: 'standalone',
  distDir: env.NEXT_DIST_DIR,
  // Next adds each build folder's types to the tsconfig it builds with; side builds (the
  // browser tests') get a throwaway one, written by e2e/run.mjs, so tsconfig.json stays put.
  typescript: {
    tsconfigPath: env.NEXT_DIST_DIR === '.next' ? 'tsconfig.json' : `${env.NEXT_DIST_DIR}.tsconfig.json`,
  },
  poweredByHeader: false,
  reactStrictMode: true,
  // Nothing uses next/image (the banner is inline SVG; CMS images are plain <img>), so the image
  // optimizer is off: /_next/image answers 404 instead of resizing images on request.
  images: { unoptimized: true },
  // Metadata always in <head>, never streamed into <body>: it only matters for pages rendered
  // per request (the no-good-copy state), where every crawler must see the noindex and title.
  htmlLimitedBots: /.*/,
  // Every route: pages, the 404, route handlers, the image optimizer and static files.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ cmsBaseUrl: env.CMS_BASE_URL, siteUrl: env.SITE_URL }) }]
  },
}

export default nextConfig
