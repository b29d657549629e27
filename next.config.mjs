// Importing the parsed environment here makes a bad value stop `next build` and `next start`.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { BUILD_SETTINGS_FILE, buildSettingsOf } from './next-server/build-settings.mjs'
import { warnIfSampleDirectory } from './next-server/contact-directory.mjs'
import { publicSampleRefusal } from './next-server/public-samples.mjs'
import { readCmsArticles, readContactDirectory } from './next-server/settings-files.mjs'
import { env } from './next-server/env.mjs'
import { nonPageRoutes } from './next-server/csp/non-page-routes.mjs'
import { contentSecurityPolicy, imageOrigins, securityHeadersBesidesPolicy } from './next-server/security-headers.mjs'
import { warnIfSiteUrlUnset } from './next-server/site-url-notice.mjs'

const policySettings = {
  imageOrigins: imageOrigins(env),
  siteUrl: env.SITE_URL,
  analytics: env.ANALYTICS_ENABLED && env.GA_MEASUREMENT_ID !== undefined,
}

// Read and checked here, so a bad file stops `next build` naming the entry; the app gets each as a
// build-time constant (lib/contact-directory.ts, lib/config.ts), so pages never depend on a file at run time.
const contactDirectory = readContactDirectory(env.CONTACT_DIRECTORY_FILE)
const cmsArticles = readCmsArticles(env.CMS_ARTICLES_FILE) ?? null

// What this build prerenders with: compiled into the server, whose start stops when its own
// settings differ (lib/startup.ts), and written beside the build for operators to read.
const buildSettings = buildSettingsOf(env)

/**
 * Self-hosted: each page's policy comes with its cache entry (next-server/csp/cache-handler.mjs); the
 * routes that are never a page get the policy without any inline script.
 */
function selfHostedHeaders() {
  const policy = [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(policySettings) }]
  return [
    { source: '/:path*', headers: securityHeadersBesidesPolicy() },
    ...nonPageRoutes(fileURLToPath(new URL('.', import.meta.url))).map((source) => ({ source, headers: policy })),
  ]
}

/**
 * On Vercel, its own cache stores and regenerates pages, outside any cache handler of ours: one
 * fixed policy, which has to allow Next's inline scripts, and on previews Vercel's toolbar (docs/security.md).
 */
function vercelHeaders() {
  const policy = contentSecurityPolicy({ ...policySettings, inlineScripts: ["'unsafe-inline'"], vercelToolbar: env.VERCEL_ENV === 'preview' })
  return [{ source: '/:path*', headers: [{ key: 'Content-Security-Policy', value: policy }, ...securityHeadersBesidesPolicy()] }]
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A self-contained server in .next/standalone for Node hosts; Vercel ignores it.
  output: 'standalone',
  distDir: env.NEXT_DIST_DIR,
  // Next adds each build folder's types to the tsconfig it builds with; side builds (tests, the
  // bench's extra builds) get one of their own (sideTsconfig), so tsconfig.json stays as committed.
  typescript: {
    tsconfigPath: env.NEXT_DIST_DIR === '.next' ? 'tsconfig.json' : `${env.NEXT_DIST_DIR}.tsconfig.json`,
  },
  // The regeneration cache: Next's filesystem cache per instance or, when REDIS_URL or
  // REDIS_SENTINELS is set at start, one shared by every instance through Redis (the handler
  // decides as it loads; `next build` never needs Redis). Either way each page's entry carries its
  // policy, with its inline scripts' hashes. None on Vercel, whose cache is its own.
  cacheHandler: env.VERCEL ? undefined : fileURLToPath(new URL('./next-server/shared-cache/handler.mjs', import.meta.url)),
  // Pages are what is kept (above): a 'use cache' result (an article's lookup, the enrollment
  // date) only gives the page its lifetime and tags, and is worked out again at each render, so
  // no instance keeps one that a publish elsewhere made old. Vercel keeps them in its own cache.
  ...(!env.VERCEL && { cacheHandlers: { default: fileURLToPath(new URL('./next-server/use-cache-handler.mjs', import.meta.url)) } }),
  // OpenTelemetry's SDK, loaded only when telemetry is on (instrumentation.ts), stays a plain
  // Node package: its instrumentations hook Node's module loading and read their own files, which a bundle breaks.
  serverExternalPackages: ['@opentelemetry/api', '@opentelemetry/sdk-node', '@opentelemetry/instrumentation-runtime-node'],
  compiler: {
    defineServer: {
      CONTACT_DIRECTORY_FROM_BUILD: JSON.stringify(contactDirectory),
      CMS_ARTICLES_FROM_BUILD: JSON.stringify(cmsArticles),
      BUILD_SETTINGS_FROM_BUILD: JSON.stringify(buildSettings),
    },
    // After `next build` has emptied and refilled distDir; scripts/prepare-standalone.mjs copies it on.
    runAfterProductionCompile: async ({ distDir }) =>
      writeFileSync(join(distDir, BUILD_SETTINGS_FILE), `${JSON.stringify(buildSettings, null, 2)}\n`),
  },
  // Pages prerendered and refreshed in the background, their lifetimes and tags set where their
  // data is read ('use cache', cacheLife, cacheTag: lib/cms, lib/enrollment-now.ts). A first visit
  // to an address the build did not prerender waits for its page (no shared fallback shell).
  cacheComponents: true,
  partialPrefetching: false,
  poweredByHeader: false,
  reactStrictMode: true,
  // Nothing uses next/image (the banner is inline SVG; CMS images are plain <img>), so the image
  // optimizer is off: /_next/image answers 404 instead of resizing images on request.
  images: { unoptimized: true },
  // ...so sharp and its libvips (19 MB, half the standalone folder) are left out of it.
  outputFileTracingExcludes: { '*': ['node_modules/@img/**', 'node_modules/sharp/**'] },
  // Each language has its own root layout (app/(en), app/(es)), so the 404 for an address no route
  // matches is app/global-not-found.tsx, a whole English document; Next needs this flag for it.
  experimental: { globalNotFound: true },
  // An address under /es that no route matches gets the Spanish page-not-found page
  // (app/(es)/es/no-encontrada), prerendered; one under a route of pages is that route's 404
  // (lib/routes.ts); any other gets app/global-not-found.tsx.
  async rewrites() {
    return { beforeFiles: [], afterFiles: [], fallback: [{ source: '/es/:path+', destination: '/es/no-encontrada' }] }
  },
  // Contact Us by its other language's slug leads to the Spanish page.
  async redirects() {
    return ['/es/contact', '/contacto'].map((source) => ({ source, destination: '/es/contacto', permanent: true }))
  },
  // Every route: pages, the 404, route handlers, the image optimizer and static files.
  async headers() {
    return env.VERCEL ? vercelHeaders() : selfHostedHeaders()
  },
}

/**
 * Creates the side build's tsconfig (git ignores it) only when it is missing: one build loads this
 * config in several processes, and none may rewrite the file while another reads it.
 */
function sideTsconfig() {
  const path = fileURLToPath(new URL(nextConfig.typescript.tsconfigPath, import.meta.url))
  if (!existsSync(path)) writeFileSync(path, `${JSON.stringify({ extends: './tsconfig.json' })}\n`)
}

/** @param {string} phase */
export default function config(phase) {
  // `next build` says once that the pages it prerenders name no address (next-server/site-url-notice),
  // and that they show the sample contacts.
  if (phase === PHASE_PRODUCTION_BUILD) {
    // No placeholders in public: a build for a public address stops rather than ship a sample.
    const refusal = publicSampleRefusal({ siteUrl: env.SITE_URL, directory: contactDirectory, directoryFile: env.CONTACT_DIRECTORY_FILE, cmsBaseUrl: env.CMS_BASE_URL })
    if (refusal !== undefined) {
      console.error(refusal)
      process.exit(1)
    }
    warnIfSiteUrlUnset(env.SITE_URL)
    warnIfSampleDirectory(contactDirectory)
  }
  if (env.NEXT_DIST_DIR !== '.next') sideTsconfig()
  return nextConfig
}
