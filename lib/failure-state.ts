/**
 * Whether this process's newest render of the home page shows the content-failure message, for
 * proxy.ts, which keeps that answer out of every cache. It lives on globalThis because the proxy
 * and the page are separate bundles loaded into one process.
 */
const key = Symbol.for('texas-tuition-site.home-shows-failure')
const holder = globalThis as { [key]?: boolean }

export function recordHomeShowsFailure(showsFailure: boolean): void {
  holder[key] = showsFailure
}

export function homeShowsFailure(): boolean {
  return holder[key] === true
}

/** What Next sends for a page rendered per request: no CDN, proxy or browser keeps it. */
export const NEVER_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

/** In the HTML of the failure state only: CMS HTML never keeps a class attribute (lib/sanitize.ts). */
export const FAILURE_MARKER = 'class="content-failure"'
