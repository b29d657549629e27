/** @jest-environment node */
import { SAMPLE_ARTICLE_IDS } from '../content/sample-articles'
import type { Config } from './config'

const originalEnv = process.env

/** lib/config as a fresh process with exactly these variables would see it. */
async function configWith(vars: Record<string, string>): Promise<Config> {
  process.env = { NODE_ENV: 'test', ...vars }
  let loaded: Config | undefined
  await jest.isolateModulesAsync(async () => {
    loaded = (await import('./config')).config
  })
  return loaded!
}

afterEach(() => {
  process.env = originalEnv
})

describe('config.analytics', () => {
  it('is on when the flag is on (the default) and a measurement id is set', async () => {
    const config = await configWith({ GA_MEASUREMENT_ID: 'G-ABC123XYZ' })
    expect(config.analytics).toEqual({ enabled: true, measurementId: 'G-ABC123XYZ' })
  })

  it('is off without a measurement id, even with the flag on', async () => {
    const config = await configWith({ ANALYTICS_ENABLED: 'true' })
    expect(config.analytics.enabled).toBe(false)
  })

  it('is off when the flag is off, even with a measurement id', async () => {
    const config = await configWith({ ANALYTICS_ENABLED: 'false', GA_MEASUREMENT_ID: 'G-ABC123XYZ' })
    expect(config.analytics.enabled).toBe(false)
  })
})

describe('config.production', () => {
  it('is true by default: the spec says env prod', async () => {
    const config = await configWith({})
    expect(config.production).toBe(true)
    expect(config.environment).toBe('prod')
  })

  it.each(['staging', 'test', 'dev'])('is false for APP_ENV=%s', async (name) => {
    const config = await configWith({ APP_ENV: name })
    expect(config.production).toBe(false)
    expect(config.environment).toBe(name)
  })
})

describe('config.cms', () => {
  it('serves sample content (no base URL) with the spec defaults when nothing is set', async () => {
    const config = await configWith({})
    expect(config.cms).toEqual({
      baseUrl: undefined,
      // Each page that shows a sample article says so (components/cms-article.tsx).
      samples: true,
      apiKey: '',
      authorization: '',
      revalidateSeconds: 300,
      timeoutMs: 5000,
      // Every bundled sample, in both languages, so the quick start shows the whole site.
      articles: SAMPLE_ARTICLE_IDS,
      // No CMS: article images come from this site alone.
      imageOrigins: [],
    })
    expect(config.revalidateSecret).toBeUndefined()
    // Unset, the site names no address of its own rather than localhost (lib/site-metadata).
    expect(config.siteUrl).toBeUndefined()
  })

  it('carries the configured CMS settings', async () => {
    const config = await configWith({
      CMS_BASE_URL: 'https://cms.example.gov/',
      CMS_API_KEY: 'key',
      CMS_AUTHORIZATION: 'Bearer token',
      CMS_TIMEOUT_MS: '1500',
    })
    expect(config.cms).toMatchObject({
      baseUrl: 'https://cms.example.gov',
      samples: false,
      apiKey: 'key',
      authorization: 'Bearer token',
      timeoutMs: 1500,
    })
  })

  it("shows the specification's two articles (home 49, help contact 19) with a CMS and no articles file, the build's table with one", async () => {
    const none = await configWith({ CMS_BASE_URL: 'https://cms.example.gov' })
    expect(none.cms.articles).toEqual({ home: { en: 49 }, helpContact: { en: 19 } })
    const table = { home: { en: 7, es: 107 }, students: { en: 301 } }
    // What next.config.mjs hands the app from CMS_ARTICLES_FILE at build.
    Object.assign(globalThis, { CMS_ARTICLES_FROM_BUILD: JSON.stringify(table) })
    try {
      expect((await configWith({ CMS_BASE_URL: 'https://cms.example.gov' })).cms.articles).toEqual(table)
      expect((await configWith({})).cms.articles).toEqual(table)
    } finally {
      delete (globalThis as { CMS_ARTICLES_FROM_BUILD?: string }).CMS_ARTICLES_FROM_BUILD
    }
  })

  it('refuses to load with a bad value', async () => {
    await expect(configWith({ CMS_TIMEOUT_MS: '-1' })).rejects.toThrow(/CMS_TIMEOUT_MS expects/)
  })
})

describe("the spec's fixed settings", () => {
  it('carries currency USD, developer mode off and the reserved tax-authority endpoints', async () => {
    const config = await configWith({})
    expect(config.currency).toBe('USD')
    expect(config.developerMode).toBe(false)
    expect(Object.keys(config.reservedTaxEndpoints).sort()).toEqual(['rulesByTax', 'search', 'subjectsByTax', 'view'])
  })
})

describe('config.sharedCacheConfigured', () => {
  it('is on only with REDIS_URL or REDIS_SENTINELS, whose values and passwords the app never sees', async () => {
    expect((await configWith({})).sharedCacheConfigured).toBe(false)
    const config = await configWith({ REDIS_URL: 'rediss://:password-canary@redis.example.gov:6380' })
    expect(config.sharedCacheConfigured).toBe(true)
    expect(JSON.stringify(config)).not.toContain('password-canary')
    const sentinel = await configWith({ REDIS_SENTINELS: 'sentinel-1:26379', REDIS_SENTINEL_NAME: 'site', REDIS_PASSWORD: 'password-canary' })
    expect(sentinel).toMatchObject({ sharedCacheConfigured: true, sharedCacheSource: 'REDIS_SENTINELS (site)' })
    expect(JSON.stringify(sentinel)).not.toContain('password-canary')
  })
})
