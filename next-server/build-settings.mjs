// @ts-check
// The settings `next build` shapes the site with, recorded in <distDir>/build-settings.json and
// compiled into the server: lib/startup.ts stops a start that differs where pages keep the build's
// value. The CMS's address, ids and window take effect at start, like an edit.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { SAMPLE_DIRECTORY_FILE } from './contact-directory-file.mjs'

export const BUILD_SETTINGS_FILE = 'build-settings.json'

/** @typedef {Record<string, string | null>} BuildSettings null: unset */

/** As `sha256sum` prints it; undefined when unreadable. @param {string | undefined} file */
export function contactDirectoryHash(file) {
  try {
    return createHash('sha256').update(readFileSync(file ?? SAMPLE_DIRECTORY_FILE)).digest('hex')
  } catch {
    return undefined
  }
}

/** None is secret. */
const RECORDED = /** @type {const} */ (['SITE_URL', 'APP_ENV', 'CMS_BASE_URL', 'CMS_HOME_ARTICLE_ID', 'CMS_HELP_CONTACT_ARTICLE_ID', 'CMS_HOME_ARTICLE_ID_ES', 'CMS_HELP_CONTACT_ARTICLE_ID_ES', 'CMS_REVALIDATE_SECONDS', 'GA_MEASUREMENT_ID', 'ANALYTICS_ENABLED'])

/** @param {import('./env.mjs').Env} settings @returns {BuildSettings} */
export function buildSettingsOf(settings) {
  const text = (/** @type {unknown} */ value) => (value === undefined ? null : String(value))
  const recorded = Object.fromEntries(RECORDED.map((name) => [name, text(settings[name])]))
  return { ...recorded, CONTACT_DIRECTORY_SHA256: text(contactDirectoryHash(settings.CONTACT_DIRECTORY_FILE)) }
}

/** What a start must repeat. */
const PRERENDERED_WITH = new Set(['SITE_URL', 'APP_ENV', 'GA_MEASUREMENT_ID', 'ANALYTICS_ENABLED', 'CONTACT_DIRECTORY_SHA256'])

/**
 * One line naming each difference and what to do; undefined when they agree. The contact
 * directory is compared only when the start names a file: another host carries the build's.
 * @param {BuildSettings} built
 * @param {import('./env.mjs').Env} settings the start's
 */
export function buildSettingsMismatch(built, settings) {
  const atStart = buildSettingsOf(settings)
  if (settings.CONTACT_DIRECTORY_FILE === undefined) atStart.CONTACT_DIRECTORY_SHA256 = null
  const shown = (/** @type {string | null | undefined} */ value) => (value == null ? 'unset' : value)
  const differences = Object.keys(built)
    .filter((name) => PRERENDERED_WITH.has(name) && built[name] !== atStart[name])
    .filter((name) => name !== 'CONTACT_DIRECTORY_SHA256' || atStart[name] !== null)
    // Without a measurement id there is no analytics to turn on or off.
    .filter((name) => name !== 'ANALYTICS_ENABLED' || built.GA_MEASUREMENT_ID !== null || atStart.GA_MEASUREMENT_ID !== null)
    .map((name) =>
      name === 'CONTACT_DIRECTORY_SHA256'
        ? `CONTACT_DIRECTORY_FILE's contents have sha256 ${shown(atStart[name])} at start but had ${shown(built[name])} at build`
        : `${name} is ${shown(atStart[name])} at start but was ${shown(built[name])} at build`,
    )
  if (differences.length === 0) return undefined
  return `${differences.join('; ')}: the pages were prerendered with the build's settings, so build again (or start with the build's settings).`
}
