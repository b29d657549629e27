// @ts-check
// The routes that never answer with a page get, from next.config.mjs, the policy that lets no
// inline script run. A page's comes with its cache entry: two policies, and a browser enforces both.
import { readdirSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'

/** Next's own: hashed static files (a missing one is plain text) and the image optimizer. */
const FRAMEWORK_ROUTES = ['/_next/static/:path*', '/_next/image']
/** The metadata routes in app/: icon.svg, robots.ts and sitemap.ts. */
const METADATA_ROUTES = ['/icon.svg', '/robots.txt', '/sitemap.xml']

/** @param {string} path */
const urlPath = (path) => `/${path.split(sep).join('/')}`

/**
 * Read when the site is built: the route handlers (app/.../route.ts) and the files in public/.
 * @param {string} projectDir
 * @returns {string[]}
 */
export function nonPageRoutes(projectDir) {
  const appDir = join(projectDir, 'app')
  const routeHandlers = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /^route\.[jt]sx?$/.test(file.split(sep).at(-1) ?? ''))
    .map((file) => urlPath(dirname(file)))
  const publicDir = join(projectDir, 'public')
  const publicFiles = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => urlPath(relative(publicDir, join(entry.parentPath, entry.name))))
  return [...FRAMEWORK_ROUTES, ...METADATA_ROUTES, ...routeHandlers, ...publicFiles]
}
