import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/browser.mjs'

// Run through `npm run test:e2e` (e2e/run.mjs), which builds the site, starts the servers and the
// stub CMS, and passes their addresses in E2E_* variables.
export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.results/playwright',
  // The tests share one stub CMS and flip its fault switches, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_MAIN_URL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
})
