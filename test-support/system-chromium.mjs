// @ts-check
// The system's Chromium, found without loading Playwright (which takes most of a second), so the
// tools check that `npm test` runs first costs nothing when the browser is there.
import { findOnPath } from './on-path.mjs'

// Debian's headless shell first: it is the browser Playwright runs headless tests in (the same
// Blink as the full browser), and it opens a context and a page several times faster.
const SYSTEM_CHROMIUMS = ['chromium-headless-shell', 'chromium', 'chromium-browser', 'google-chrome']

/** The system Chromium on PATH (Debian: /usr/bin/chromium-headless-shell or /usr/bin/chromium), or undefined. */
export function findSystemChromium() {
  return SYSTEM_CHROMIUMS.map((name) => findOnPath(name)).find((path) => path !== undefined)
}
