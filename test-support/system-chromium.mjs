// @ts-check
// The system's Chromium, found without loading Playwright (which takes most of a second), so the
// tools check that `npm test` runs first costs nothing when the browser is there.
import { findOnPath } from './on-path.mjs'

const SYSTEM_CHROMIUMS = ['chromium', 'chromium-browser', 'google-chrome']

/** The system Chromium on PATH (Debian/Ubuntu: /usr/bin/chromium), or undefined. */
export function findSystemChromium() {
  return SYSTEM_CHROMIUMS.map((name) => findOnPath(name)).find((path) => path !== undefined)
}
