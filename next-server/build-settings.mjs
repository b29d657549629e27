// @ts-check
// The settings `next build` shapes the site with, recorded in <distDir>/build-settings.json and
// compiled into the server: lib/startup.ts stops a start that differs where pages keep the build's
// value (the address, environment, analytics tag, contact directory and articles table). The CMS's
// address and window take effect at start, like an edit.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { SAMPLE_DIRECTORY_FILE } from './settings-files.mjs'

export const BUILD_SETTINGS_FILE = 'build-settings.json'

/** @typedef {Record<string, string | null>} BuildSettings null: unset */

/** As `sha256sum` prints it; undefined when unset or unreadable. @param {string | undefined} file */
export function fileHash(file) {
  try {
    return file === undefined ? undefined : createHash('sha256').update(readFileSync(file)).digest('hex')
  } catch {
    return undefined
  }
}

/** The files a start must repeat, compared only when the start names one it can read. */
const FILES = { CONTACT_DIRECTORY_SHA256: 'CONTACT_DIRECTORY_FILE', CMS_ARTICLES_SHA256: 'CMS_ARTICLES_FILE' }

/** None is secret. @param {import('./env.mjs').Env} settings @returns {BuildSettings} */
export function buildSettingsOf(settings) {
  const text = (/** @type {unknown} */ value) => (value === undefined ? null : String(value))
  return {
    SITE_URL: text(settings.SITE_URL),
    APP_ENV: settings.APP_ENV,
    CMS_BASE_URL: text(settings.CMS_BASE_URL),
    CMS_ARTICLES_SHA256: text(fileHash(settings.CMS_ARTICLES_FILE)),
    CMS_REVALIDATE_SECONDS: text(settings.CMS_REVALIDATE_SECONDS),
    GA_MEASUREMENT_ID: text(settings.GA_MEASUREMENT_ID),
    ANALYTICS_ENABLED: text(settings.ANALYTICS_ENABLED),
    CONTACT_DIRECTORY_SHA256: text(fileHash(settings.CONTACT_DIRECTORY_FILE ?? SAMPLE_DIRECTORY_FILE)),
  }
}

/** What a start must repeat; the others take effect at start (above). */
const PRERENDERED_WITH = new Set(['SITE_URL', 'APP_ENV', 'GA_MEASUREMENT_ID', 'ANALYTICS_ENABLED', 'CONTACT_DIRECTORY_SHA256', 'CMS_ARTICLES_SHA256'])

/**
 * One line naming each difference and what to do; undefined when they agree. The contact
 * directory is compared only when the start names a file: another host carries the build's.
 * @param {BuildSettings} built
 * @param {import('./env.mjs').Env} settings the start's
 */
export function buildSettingsMismatch(built, settings) {
  const atStart = buildSettingsOf(settings)
  for (const [hash, variable] of Object.entries(FILES)) {
    if (settings[/** @type {keyof typeof settings} */ (variable)] === undefined) atStart[hash] = null
  }
  const shown = (/** @type {string | null | undefined} */ value) => (value == null ? 'unset' : value)
  const differences = Object.keys(built)
    .filter((name) => PRERENDERED_WITH.has(name) && built[name] !== atStart[name])
    .filter((name) => !(name in FILES) || atStart[name] !== null)
    // Without a measurement id there is no analytics to turn on or off.
    .filter((name) => name !== 'ANALYTICS_ENABLED' || built.GA_MEASUREMENT_ID !== null || atStart.GA_MEASUREMENT_ID !== null)
    .map((name) =>
      name in FILES
        ? `${FILES[/** @type {keyof typeof FILES} */ (name)]}'s contents have sha256 ${shown(atStart[name])} at start but had ${shown(built[name])} at build`
        : `${name} is ${shown(atStart[name])} at start but was ${shown(built[name])} at build`,
    )
  if (differences.length === 0) return undefined
  return `${differences.join('; ')}: the pages were prerendered with the build's settings, so build again (or start with the build's settings).`
}
