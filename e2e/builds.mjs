// The builds the browser tests run, by name: their settings, which every server started from
// them is given too (as operators start a build with its own settings). e2e/run.mjs makes them
// (test-support/site-build.mjs) and hands each one's folder and settings to the workers
// (E2E_BUILDS), which start servers from them (e2e/sites.ts).
//   - main: the CMS up during the build, a 3-second revalidation window, analytics on, canary
//     secrets that the leak test hunts for, a SITE_URL and the program's contact directory
//     (e2e/fixtures/contact-directory.json; the others show the bundled sample);
//   - degraded: built while the CMS refuses connections (the build must not depend on it),
//     analytics off, SITE_URL unset, no articles table;
//   - rebuilt: the main build made again while the CMS refuses connections, starting from the
//     main build's .next/cache (as a CI cache keeps it): a deploy made during an outage.
import { resolve } from 'node:path'
import { CANARIES } from './fixtures/canaries.mjs'
import { STUB_ARTICLES_FILE } from '../test-support/stub-cms-articles.mjs'

/** The main build's public address. Plain http, as on loopback: an https SITE_URL would make the policy upgrade the pages' requests. */
export const MAIN_SITE_URL = 'http://www.tuition-plans.example'

const common = { CMS_TIMEOUT_MS: '1500', CMS_REVALIDATE_SECONDS: '3', APP_ENV: 'prod' }
const main = {
  ...common,
  CMS_API_KEY: CANARIES.apiKey,
  CMS_AUTHORIZATION: CANARIES.authorization,
  REVALIDATE_SECRET: CANARIES.revalidateSecret,
  GA_MEASUREMENT_ID: 'G-E2ETEST01',
  ANALYTICS_ENABLED: 'true',
  SITE_URL: MAIN_SITE_URL,
  CONTACT_DIRECTORY_FILE: resolve('e2e/fixtures/contact-directory.json'),
  // Every place's article in both languages; the degraded build names none, so it shows the
  // specification's two, in English: the home article (its Spanish home shows the English one)
  // and the help contact (its Spanish home shows the site's own help line instead).
  CMS_ARTICLES_FILE: STUB_ARTICLES_FILE,
}
const degraded = {
  ...common,
  ANALYTICS_ENABLED: 'false',
  // Empty means unset, whatever the caller's environment says.
  SITE_URL: '',
  CMS_ARTICLES_FILE: '',
}

/** @type {Record<'main' | 'degraded' | 'rebuilt', { settings: Record<string, string>, cms?: 'up' | 'down', keepCacheOf?: { settings: Record<string, string> } }>} */
export const BUILDS = {
  main: { settings: main },
  degraded: { settings: degraded, cms: 'down' },
  rebuilt: { settings: main, cms: 'down', keepCacheOf: { settings: main } },
}
