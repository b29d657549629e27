/** @jest-environment node */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSettingsMismatch, buildSettingsOf } from './build-settings.mjs'
import { SAMPLE_DIRECTORY_FILE } from './settings-files.mjs'
import { parseEnv } from './env.mjs'

const STAGING = { SITE_URL: 'https://staging.example.gov', APP_ENV: 'staging', CMS_REVALIDATE_SECONDS: '60', GA_MEASUREMENT_ID: 'G-STAGING1' }
const built = buildSettingsOf(parseEnv(STAGING))

describe('buildSettingsOf', () => {
  it('records what shapes the prerendered pages, unset as null, and no secret', () => {
    const settings = buildSettingsOf(parseEnv({ ...STAGING, CMS_API_KEY: 'key-0123456789', REVALIDATE_SECRET: 'secret-0123456789abcdef' }))
    expect(settings).toEqual({
      SITE_URL: 'https://staging.example.gov',
      APP_ENV: 'staging',
      CMS_BASE_URL: null,
      CMS_ARTICLES_SHA256: null,
      CMS_REVALIDATE_SECONDS: '60',
      GA_MEASUREMENT_ID: 'G-STAGING1',
      ANALYTICS_ENABLED: 'true',
      // What `sha256sum content/contact-directory.json` prints.
      CONTACT_DIRECTORY_SHA256: createHash('sha256').update(readFileSync(SAMPLE_DIRECTORY_FILE)).digest('hex'),
    })
    expect(JSON.stringify(settings)).not.toMatch(/key-0123456789|secret-0123456789abcdef/)
  })
})

describe('buildSettingsMismatch', () => {
  it('says nothing when the start has the build settings', () => {
    expect(buildSettingsMismatch(built, parseEnv(STAGING))).toBeUndefined()
  })

  it('names a staging build started as production: both values and "build again", in one line', () => {
    const message = buildSettingsMismatch(built, parseEnv({ ...STAGING, SITE_URL: 'https://www.example.gov', APP_ENV: '' }))
    expect(message).toBe(
      'SITE_URL is https://www.example.gov at start but was https://staging.example.gov at build; APP_ENV is prod at start but was staging at build: ' +
        "the pages were prerendered with the build's settings, so build again (or start with the build's settings).",
    )
    expect(message).not.toContain('\n')
  })

  it.each([
    ['SITE_URL', { SITE_URL: '' }, 'SITE_URL is unset at start but was https://staging.example.gov at build'],
    ['analytics id', { GA_MEASUREMENT_ID: 'G-PROD0001' }, 'GA_MEASUREMENT_ID is G-PROD0001 at start but was G-STAGING1 at build'],
    ['analytics switch', { ANALYTICS_ENABLED: 'false' }, 'ANALYTICS_ENABLED is false at start but was true at build'],
  ])("stops a start whose %s differs from the build's", (_what, change, expected) => {
    const message = buildSettingsMismatch(built, parseEnv({ ...STAGING, ...change }))
    expect(message?.slice(0, expected.length + 2)).toBe(`${expected}: `)
    expect(message).toContain('build again')
  })

  it('ignores the analytics switch when neither side has a measurement id', () => {
    const withoutId = buildSettingsOf(parseEnv({ ...STAGING, GA_MEASUREMENT_ID: '', ANALYTICS_ENABLED: 'false' }))
    expect(buildSettingsMismatch(withoutId, parseEnv({ ...STAGING, GA_MEASUREMENT_ID: '' }))).toBeUndefined()
  })

  it("lets the CMS's address and window take effect at start", () => {
    const cms = { CMS_BASE_URL: 'https://cms.example.gov', CMS_REVALIDATE_SECONDS: '300' }
    expect(buildSettingsMismatch(built, parseEnv({ ...STAGING, ...cms }))).toBeUndefined()
  })

  it('stops a start whose articles file differs from the one the pages were built with, compared only when it can read one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'build-settings-articles-'))
    const [first, second] = [join(folder, 'first.json'), join(folder, 'second.json')]
    writeFileSync(first, '{"home": {"en": 49}}\n')
    writeFileSync(second, '{"home": {"en": 50}}\n')
    const withFirst = buildSettingsOf(parseEnv({ ...STAGING, CMS_ARTICLES_FILE: first }))
    expect(buildSettingsMismatch(withFirst, parseEnv({ ...STAGING, CMS_ARTICLES_FILE: first }))).toBeUndefined()
    expect(buildSettingsMismatch(withFirst, parseEnv({ ...STAGING, CMS_ARTICLES_FILE: second }))).toMatch(/^CMS_ARTICLES_FILE's contents have sha256 [0-9a-f]{64} at start but had [0-9a-f]{64} at build: .*build again/)
    // A build made without a file, started with one, shows the defaults, not the file's table.
    expect(buildSettingsMismatch(built, parseEnv({ ...STAGING, CMS_ARTICLES_FILE: second }))).toMatch(/^CMS_ARTICLES_FILE's contents have sha256 [0-9a-f]{64} at start but had unset at build/)
    expect(buildSettingsMismatch(withFirst, parseEnv(STAGING))).toBeUndefined()
  })

  it('compares the contact directory only with a file the start can read', () => {
    const folder = mkdtempSync(join(tmpdir(), 'build-settings-'))
    const other = join(folder, 'contacts.json')
    writeFileSync(other, '{"edited": true}\n')
    const otherHash = createHash('sha256').update('{"edited": true}\n').digest('hex')
    expect(buildSettingsMismatch(built, parseEnv({ ...STAGING, CONTACT_DIRECTORY_FILE: other }))).toMatch(
      new RegExp(`^CONTACT_DIRECTORY_FILE's contents have sha256 ${otherHash} at start but had ${built.CONTACT_DIRECTORY_SHA256} at build: `),
    )
    expect(buildSettingsMismatch(built, parseEnv({ ...STAGING, CONTACT_DIRECTORY_FILE: SAMPLE_DIRECTORY_FILE }))).toBeUndefined()
    // Unset, or a path only the build host had: the server carries the build's directory.
    expect(buildSettingsMismatch(built, parseEnv(STAGING))).toBeUndefined()
    expect(buildSettingsMismatch(built, parseEnv({ ...STAGING, CONTACT_DIRECTORY_FILE: join(folder, 'missing.json') }))).toBeUndefined()
  })
})
