// Finds a Chromium for Playwright: its own where installed, else the system's. Flags keep the
// system Chromium from reaching for the network, which this project's machines do not have.
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { findSystemChromium } from '../test-support/system-chromium.mjs'

/** Whether Playwright's own Chromium (`npx playwright install chromium`) is installed. */
export function hasPlaywrightChromium() {
  return existsSync(chromium.executablePath())
}

/** Launch options for Playwright, or throws saying how to get a browser. */
export function chromiumLaunchOptions() {
  if (hasPlaywrightChromium()) return {}
  const system = findSystemChromium()
  if (!system) {
    throw new Error(
      'No browser for the end-to-end tests. Install one with `npx playwright install chromium`, ' +
        'or install Chromium from your system packages (Debian: `apt-get install chromium-headless-shell`, or `chromium`).',
    )
  }
  return {
    executablePath: system,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
  }
}
