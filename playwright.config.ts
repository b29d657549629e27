import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/browser.mjs'

// Run through `npm run test:e2e` (e2e/run.mjs), which makes the builds. Each worker starts its own
// stub CMS and servers (e2e/support.ts), so the workers share nothing and any test may run in
// either; a describe block whose tests share one server says `mode: 'default'` (in order, in one worker).
export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.results/playwright',
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
})
