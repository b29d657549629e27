/** What GA4 receives for one virtual page view (gtag's `page_view` event parameters). */
export type PageView = { page_path: string; page_location: string; page_title: string }

/** A route the visitor now sees: its path and query string, as the router reports them. */
export type Route = { pathname: string; search: string }

/**
 * Decides which routes are new page views. The first route is the landing page, which GA's own
 * `gtag('config', id)` already counts; after that each change of path or query string counts
 * once, however often it is reported (React strict mode runs effects twice in development, and a
 * re-render reports the same route again). A hash change is not a new page.
 */
export function createPageViewTracker() {
  let lastSeen: string | undefined

  return function pageViewFor(route: Route, origin: string, title: string): PageView | undefined {
    const search = route.search === '' || route.search.startsWith('?') ? route.search : `?${route.search}`
    const path = route.pathname + search
    const isLanding = lastSeen === undefined
    if (path === lastSeen) return undefined
    lastSeen = path
    if (isLanding) return undefined
    return { page_path: path, page_location: origin + path, page_title: title }
  }
}

/** Longest wait for a new page's <title> before its view is reported without one. */
export const TITLE_WAIT_MS = 1000

/**
 * Calls `report` once with the new page's title. Next swaps the <title> with the page, but when
 * the page's metadata is still streaming in, the old title is already gone and the new one not
 * yet there (document.title is '') for a few milliseconds. Returns `leave`: if the visitor moves
 * on before the title arrives, the view is reported at once with no title, rather than lost or
 * given the next page's title.
 */
export function whenPageTitled(report: (title: string) => void, timeoutMs = TITLE_WAIT_MS): () => void {
  if (document.title !== '') {
    report(document.title)
    return () => {}
  }
  let waiting = true
  const finish = (title: string) => {
    if (!waiting) return
    waiting = false
    observer.disconnect()
    clearTimeout(timer)
    report(title)
  }
  const observer = new MutationObserver(() => {
    if (document.title !== '') finish(document.title)
  })
  observer.observe(document.head, { childList: true, subtree: true, characterData: true })
  const timer = setTimeout(() => finish(document.title), timeoutMs)
  return () => finish('')
}

/** gtag.js reads commands from the layer only as `arguments` objects (it skips arrays), so make one. */
const asGtagCommand = function (): IArguments {
  // eslint-disable-next-line prefer-rest-params
  return arguments
} as (...command: unknown[]) => IArguments

/** Queues `gtag('event', 'page_view', view)` on window.dataLayer, where GA's snippet queues its own. */
function queueOnDataLayer(view: PageView): void {
  const page = window as { dataLayer?: unknown[] }
  page.dataLayer = page.dataLayer ?? []
  page.dataLayer.push(asGtagCommand('event', 'page_view', view))
}

/**
 * Views reported before GA's snippet has queued its `config` command; `undefined` once it has.
 * gtag.js sends an event only to the tags configured before it, so a view queued ahead of the
 * config would be lost, and the snippet comes in its own chunk, which on a slow link or a busy
 * phone can arrive after the visitor's first clicks.
 */
let heldUntilConfigured: PageView[] | undefined = []

/** Reports one virtual page view; gtag.js sends it once it has loaded. */
export function sendPageView(view: PageView): void {
  if (heldUntilConfigured) heldUntilConfigured.push(view)
  else queueOnDataLayer(view)
}

/** Called once GA's snippet has run: queues the held views, in order, behind its `config`. */
export function releasePageViews(): void {
  const held = heldUntilConfigured ?? []
  heldUntilConfigured = undefined
  held.forEach(queueOnDataLayer)
}
