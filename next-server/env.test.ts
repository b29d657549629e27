/** @jest-environment node */
import { spawnSync } from 'node:child_process'
import { ConfigError, parseEnv, sharesCache, telemetrySettings } from './env.mjs'

/** The message parseEnv throws for this environment (fails the test when it does not throw). */
function problemWith(source: Record<string, string>): string {
  try {
    parseEnv(source)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).message
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`)
}

describe('parseEnv defaults', () => {
  it('runs with no variables at all: sample content, the spec defaults, analytics on, production', () => {
    expect(parseEnv({})).toEqual({
      CMS_BASE_URL: undefined,
      CMS_API_KEY: '',
      CMS_AUTHORIZATION: '',
      CMS_REVALIDATE_SECONDS: 300,
      CMS_TIMEOUT_MS: 5000,
      CMS_ARTICLES_FILE: undefined,
      SITE_URL: undefined,
      CONTACT_DIRECTORY_FILE: undefined,
      REVALIDATE_SECRET: undefined,
      GA_MEASUREMENT_ID: undefined,
      ANALYTICS_ENABLED: true,
      REDIS_URL: undefined,
      REDIS_CLUSTER: false,
      REDIS_KEY_PREFIX: 'texas-tuition-site',
      NEXT_DIST_DIR: '.next',
      VERCEL: false,
      APP_ENV: 'prod',
      NEXT_PHASE: undefined,
    })
  })

  it('treats an empty or blank variable as unset, as in a copied .env.local.example', () => {
    const blank = {
      CMS_BASE_URL: '',
      CMS_API_KEY: '',
      CMS_AUTHORIZATION: ' ',
      CMS_REVALIDATE_SECONDS: '',
      CMS_TIMEOUT_MS: '  ',
      CMS_ARTICLES_FILE: ' ',
      // Retired, but blank is unset: a copied old .env.local.example still loads.
      CMS_HOME_ARTICLE_ID: '',
      CMS_HELP_CONTACT_ARTICLE_ID_ES: ' ',
      SITE_URL: '',
      REVALIDATE_SECRET: '',
      GA_MEASUREMENT_ID: '',
      ANALYTICS_ENABLED: '',
      REDIS_URL: '',
      NEXT_DIST_DIR: '',
      APP_ENV: '',
    }
    expect(parseEnv(blank)).toEqual(parseEnv({}))
  })

  it('ignores variables it does not know', () => {
    expect(parseEnv({ PATH: '/usr/bin', HOME: '/root' })).toEqual(parseEnv({}))
  })
})

describe('parseEnv good values', () => {
  it('reads every variable', () => {
    expect(
      parseEnv({
        CMS_BASE_URL: 'https://cms.example.gov',
        CMS_API_KEY: 'key-123',
        CMS_AUTHORIZATION: 'Bearer abc',
        CMS_REVALIDATE_SECONDS: '60',
        CMS_TIMEOUT_MS: '2500',
        CMS_ARTICLES_FILE: 'deploy/articles.json',
        SITE_URL: 'https://www.example.gov',
        REVALIDATE_SECRET: 'a-secret-of-sixteen-plus',
        GA_MEASUREMENT_ID: 'G-ABC123XYZ',
        ANALYTICS_ENABLED: 'false',
        REDIS_URL: 'rediss://:pass@redis.example.gov:6380',
        REDIS_KEY_PREFIX: 'texas-tuition-site-staging',
        NEXT_DIST_DIR: '.next-side',
        VERCEL: '1',
        VERCEL_ENV: 'preview',
        APP_ENV: 'staging',
        NEXT_PHASE: 'phase-production-build',
      }),
    ).toEqual({
      CMS_BASE_URL: 'https://cms.example.gov',
      CMS_API_KEY: 'key-123',
      CMS_AUTHORIZATION: 'Bearer abc',
      CMS_REVALIDATE_SECONDS: 60,
      CMS_TIMEOUT_MS: 2500,
      CMS_ARTICLES_FILE: 'deploy/articles.json',
      SITE_URL: 'https://www.example.gov',
      REVALIDATE_SECRET: 'a-secret-of-sixteen-plus',
      GA_MEASUREMENT_ID: 'G-ABC123XYZ',
      ANALYTICS_ENABLED: false,
      REDIS_URL: 'rediss://:pass@redis.example.gov:6380',
      REDIS_CLUSTER: false,
      REDIS_KEY_PREFIX: 'texas-tuition-site-staging',
      NEXT_DIST_DIR: '.next-side',
      VERCEL: true,
      VERCEL_ENV: 'preview',
      APP_ENV: 'staging',
      NEXT_PHASE: 'phase-production-build',
    })
  })

  it.each([
    ['https://cms.example.gov/', 'https://cms.example.gov'],
    ['https://cms.example.gov/api//', 'https://cms.example.gov/api'],
    ['  http://127.0.0.1:4010/ ', 'http://127.0.0.1:4010'],
  ])('strips the trailing slash from the URL %j', (given, stored) => {
    expect(parseEnv({ CMS_BASE_URL: given, SITE_URL: given })).toMatchObject({
      CMS_BASE_URL: stored,
      SITE_URL: stored,
    })
  })

  it('reads CMS_IMAGE_ORIGINS as a list of origins, each as a browser writes it', () => {
    expect(parseEnv({ CMS_IMAGE_ORIGINS: ' https://images.example.gov/, https://Media.Example.gov:8443 ,https://cms.example.gov:443' }).CMS_IMAGE_ORIGINS).toEqual([
      'https://images.example.gov',
      'https://media.example.gov:8443',
      'https://cms.example.gov',
    ])
  })

  it('trims spaces around numbers', () => {
    expect(parseEnv({ CMS_REVALIDATE_SECONDS: ' 60 ', CMS_TIMEOUT_MS: '1500 ' })).toMatchObject({
      CMS_REVALIDATE_SECONDS: 60,
      CMS_TIMEOUT_MS: 1500,
    })
  })

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['False', false],
    ['0', false],
  ])('reads ANALYTICS_ENABLED=%j as %j', (given, enabled) => {
    expect(parseEnv({ ANALYTICS_ENABLED: given }).ANALYTICS_ENABLED).toBe(enabled)
  })

  it.each(['prod', 'staging', 'test', 'dev'])('accepts APP_ENV=%j', (name) => {
    expect(parseEnv({ APP_ENV: name }).APP_ENV).toBe(name)
  })
})

describe('parseEnv bad values stop the site with a message naming the variable and what it expects', () => {
  it.each([
    ['CMS_BASE_URL', 'cms.example.gov', /CMS_BASE_URL expects an absolute http\(s\) URL/],
    ['CMS_BASE_URL', 'ftp://cms.example.gov', /CMS_BASE_URL expects an absolute http\(s\) URL/],
    ['CMS_BASE_URL', 'javascript:alert(1)', /CMS_BASE_URL expects an absolute http\(s\) URL/],
    ['SITE_URL', 'www.example.gov', /SITE_URL expects an absolute http\(s\) URL/],
    ['SITE_URL', 'file:///etc/passwd', /SITE_URL expects an absolute http\(s\) URL/],
    ['CMS_TIMEOUT_MS', '-5', /CMS_TIMEOUT_MS expects a whole number of milliseconds greater than 0/],
    ['CMS_TIMEOUT_MS', '0', /CMS_TIMEOUT_MS expects a whole number of milliseconds greater than 0/],
    ['CMS_TIMEOUT_MS', '5s', /CMS_TIMEOUT_MS expects a whole number of milliseconds greater than 0/],
    ['CMS_TIMEOUT_MS', '2.5', /CMS_TIMEOUT_MS expects a whole number of milliseconds greater than 0/],
    ['CMS_REVALIDATE_SECONDS', '-1', /CMS_REVALIDATE_SECONDS expects a whole number of seconds greater than 0/],
    ['CMS_REVALIDATE_SECONDS', '0', /CMS_REVALIDATE_SECONDS expects a whole number of seconds greater than 0/],
    ['CMS_REVALIDATE_SECONDS', 'five', /CMS_REVALIDATE_SECONDS expects a whole number of seconds greater than 0/],
    ['GA_MEASUREMENT_ID', 'UA-12345-1', /GA_MEASUREMENT_ID expects a Google Analytics 4 measurement id/],
    ['GA_MEASUREMENT_ID', 'g-abc123', /GA_MEASUREMENT_ID expects a Google Analytics 4 measurement id/],
    ['GA_MEASUREMENT_ID', 'G-AB', /GA_MEASUREMENT_ID expects a Google Analytics 4 measurement id/],
    ['ANALYTICS_ENABLED', 'yes', /ANALYTICS_ENABLED expects true or false/],
    ['ANALYTICS_ENABLED', 'on', /ANALYTICS_ENABLED expects true or false/],
    ['APP_ENV', 'production', /APP_ENV expects one of prod, staging, test, dev/],
    ['VERCEL_ENV', 'staging', /VERCEL_ENV expects one of production, preview, development/],
    ['NEXT_DIST_DIR', '../build', /NEXT_DIST_DIR expects a folder name starting with .next/],
    ['CMS_IMAGE_ORIGINS', 'http://images.example.gov', /CMS_IMAGE_ORIGINS expects comma-separated https origins/],
    ['CMS_IMAGE_ORIGINS', 'images.example.gov', /CMS_IMAGE_ORIGINS expects comma-separated https origins/],
    ['CMS_IMAGE_ORIGINS', 'https://images.example.gov/media', /CMS_IMAGE_ORIGINS expects comma-separated https origins/],
    ['CMS_IMAGE_ORIGINS', 'https://*.example.gov', /CMS_IMAGE_ORIGINS expects comma-separated https origins/],
    ['CMS_IMAGE_ORIGINS', 'https://user@images.example.gov', /CMS_IMAGE_ORIGINS expects comma-separated https origins/],
    ['CMS_IMAGE_ORIGINS', 'https://cms.example.gov, data:', /CMS_IMAGE_ORIGINS expects comma-separated https origins/],
    ['CMS_IMAGE_ORIGINS', ' , ', /CMS_IMAGE_ORIGINS expects comma-separated https origins/],
  ])('%s=%j', (variable, value, expectation) => {
    const message = problemWith({ [variable]: value })
    expect(message).toMatch(expectation)
    // A non-secret value is shown, so the operator sees what was actually read.
    expect(message).toContain(`got ${JSON.stringify(value)}`)
    expect(message).toContain('.env.local.example')
  })

  it.each([
    ['CMS_HOME_ARTICLE_ID', 'home.en'],
    ['CMS_HOME_ARTICLE_ID_ES', 'home.es'],
    ['CMS_HELP_CONTACT_ARTICLE_ID', 'helpContact.en'],
    ['CMS_HELP_CONTACT_ARTICLE_ID_ES', 'helpContact.es'],
  ])('refuses %s, which an earlier version read, naming its entry in the articles table (%s)', (variable, entry) => {
    const message = problemWith({ [variable]: '19' })
    expect(message).toContain(`${variable} is no longer read: set ${entry} in CMS_ARTICLES_FILE, the articles table (docs/site.md, "Articles")`)
    expect(message).toContain('got "19"')
  })

  it('names every bad variable at once, one per line', () => {
    const message = problemWith({ CMS_BASE_URL: 'nope', CMS_TIMEOUT_MS: '-1', APP_ENV: 'live' })
    const lines = message.split('\n').filter((line) => line.startsWith('  '))
    expect(lines).toHaveLength(3)
    expect(message).toMatch(/CMS_BASE_URL expects/)
    expect(message).toMatch(/CMS_TIMEOUT_MS expects/)
    expect(message).toMatch(/APP_ENV expects/)
  })

  it('says a short REVALIDATE_SECRET needs 16 characters without echoing the secret', () => {
    const secret = 'tooShort-9q'
    const message = problemWith({ REVALIDATE_SECRET: secret })
    expect(message).toMatch(/REVALIDATE_SECRET expects at least 16 characters/)
    expect(message).toContain('(hidden)')
    expect(message).not.toContain(secret)
  })

  it.each(['redis://127.0.0.1:6379', 'rediss://user:pass@redis.example.gov:6380/0'])('accepts REDIS_URL=%j', (url) => {
    expect(parseEnv({ REDIS_URL: url }).REDIS_URL).toBe(url)
  })

  it('refuses a REDIS_URL that is not redis:// or rediss://, without echoing it (it may hold a password)', () => {
    const url = 'https://:password-canary@redis.example.gov'
    const message = problemWith({ REDIS_URL: url })
    expect(message).toMatch(/REDIS_URL expects a redis:\/\/ or rediss:\/\/ URL/)
    expect(message).not.toContain('password-canary')
  })

  it('reads Sentinel: its addresses, the monitored name, and the users of the data nodes and the sentinels', () => {
    const settings = parseEnv({
      REDIS_SENTINELS: 'sentinel-1:26379, sentinel-2:26380,10.0.0.3:26381',
      REDIS_SENTINEL_NAME: 'site',
      REDIS_USERNAME: 'site',
      REDIS_PASSWORD: 'node-password',
      REDIS_SENTINEL_PASSWORD: 'sentinel-password',
    })
    expect(settings.REDIS_SENTINELS).toEqual([
      { host: 'sentinel-1', port: 26379 },
      { host: 'sentinel-2', port: 26380 },
      { host: '10.0.0.3', port: 26381 },
    ])
    expect(settings).toMatchObject({ REDIS_SENTINEL_NAME: 'site', REDIS_USERNAME: 'site', REDIS_PASSWORD: 'node-password' })
  })

  it.each([
    [{ REDIS_SENTINELS: 'sentinel-1' }, /REDIS_SENTINELS expects comma-separated host:port pairs/],
    [{ REDIS_SENTINELS: 'sentinel-1:26379' }, /REDIS_SENTINEL_NAME expects the name the sentinels monitor/],
    [{ REDIS_SENTINELS: 'sentinel-1:26379', REDIS_SENTINEL_NAME: 'site', REDIS_URL: 'redis://127.0.0.1:6379' }, /REDIS_SENTINELS is an alternative to REDIS_URL/],
    [{ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PASSWORD: 'password-canary' }, /REDIS_PASSWORD goes with REDIS_SENTINELS only/],
    [{ REDIS_SENTINELS: 'sentinel-1:26379', REDIS_SENTINEL_NAME: 'site', REDIS_CLUSTER: '1' }, /REDIS_CLUSTER goes with REDIS_URL/],
  ])('refuses a Sentinel configuration that cannot work: %j', (source, expected) => {
    const message = problemWith(source)
    expect(message).toMatch(expected)
    expect(message).not.toContain('password-canary')
  })

  it('uses Redis where the cache handler is ours (not on Vercel), from REDIS_URL or REDIS_SENTINELS at start', () => {
    expect(sharesCache(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }))).toBe(true)
    expect(sharesCache(parseEnv({ REDIS_SENTINELS: 'sentinel-1:26379', REDIS_SENTINEL_NAME: 'site' }))).toBe(true)
    expect(sharesCache(parseEnv({}))).toBe(false)
    expect(sharesCache(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379', VERCEL: '1' }))).toBe(false)
  })

  it("keeps a fleet's Redis keys apart with REDIS_KEY_PREFIX (texas-tuition-site unless set), which fits in a hash tag", () => {
    expect(parseEnv({}).REDIS_KEY_PREFIX).toBe('texas-tuition-site')
    expect(parseEnv({ REDIS_KEY_PREFIX: ' texas-tuition-site-staging ' }).REDIS_KEY_PREFIX).toBe('texas-tuition-site-staging')
    for (const prefix of ['{staging}', 'staging:', 'a b']) expect(problemWith({ REDIS_KEY_PREFIX: prefix })).toMatch(/REDIS_KEY_PREFIX expects letters, digits/)
  })

  it('never prints the CMS credentials when another variable is wrong', () => {
    const message = problemWith({
      CMS_API_KEY: 'api-key-canary-4471',
      CMS_AUTHORIZATION: 'Bearer authorization-canary-9902',
      REVALIDATE_SECRET: 'short-canary',
      CMS_TIMEOUT_MS: 'soon',
    })
    expect(message).not.toMatch(/canary/)
  })
})

describe('a bad value stops the processes that load the configuration', () => {
  // `next build` and `next start` load next.config.mjs, which imports next-server/env.mjs: this is the
  // same import, in a fresh Node process with only the given environment.
  function importWith(module: string, env: Record<string, string>) {
    return spawnSync(process.execPath, ['-e', `import(${JSON.stringify(module)})`], {
      cwd: process.cwd(),
      env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    })
  }

  it('next-server/env.mjs exits non-zero naming the variable', () => {
    const result = importWith('./next-server/env.mjs', { CMS_TIMEOUT_MS: '-5' })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toMatch(/ConfigError/)
    expect(result.stderr).toMatch(/CMS_TIMEOUT_MS expects a whole number of milliseconds greater than 0.*; got "-5"/)
  })

  it('next.config.mjs exits non-zero naming the variable, without printing the secret', () => {
    const result = importWith('./next.config.mjs', { CMS_BASE_URL: 'cms.example.gov', REVALIDATE_SECRET: 'leaky-canary' })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toMatch(/CMS_BASE_URL expects an absolute http\(s\) URL/)
    expect(result.stderr).toMatch(/REVALIDATE_SECRET expects at least 16 characters/)
    expect(result.stderr).not.toContain('leaky-canary')
  })

  it('a good configuration loads', () => {
    const result = importWith('./next.config.mjs', { CMS_BASE_URL: 'https://cms.example.gov/' })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })
})

describe("telemetry: the SDK reads OpenTelemetry's variables; here, whether it loads", () => {
  it('is off with none of them set, or with OTEL_SDK_DISABLED', () => {
    expect(telemetrySettings({})).toMatchObject({ enabled: false, summary: 'off' })
    expect(telemetrySettings({ OTEL_SDK_DISABLED: 'TRUE', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }).enabled).toBe(false)
  })

  it('exports both signals over OTLP once a collector address is set, each but the one turned off', () => {
    expect(telemetrySettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toMatchObject({
      enabled: true,
      traces: ['otlp'],
      metrics: ['otlp'],
      summary: 'traces: otlp (sampler parentbased_always_on); metrics: otlp',
    })
    expect(telemetrySettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' })).toMatchObject({ traces: [], metrics: ['otlp'] })
    expect(telemetrySettings({ OTEL_TRACES_EXPORTER: 'none', OTEL_METRICS_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }).enabled).toBe(false)
  })

  it('sends a signal only where it has somewhere to go: Prometheus alone traces nothing', () => {
    expect(telemetrySettings({ OTEL_METRICS_EXPORTER: 'prometheus', OTEL_EXPORTER_PROMETHEUS_PORT: '9500' })).toMatchObject({
      traces: [],
      metrics: ['prometheus'],
      summary: 'traces: off; metrics: prometheus on :9500',
    })
    expect(telemetrySettings({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toMatchObject({ traces: ['otlp'], metrics: [] })
  })

  it("names the sampler the SDK uses, and the site's service name unless the operator gives one", () => {
    const settings = telemetrySettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' })
    expect(settings.summary).toBe('traces: otlp (sampler parentbased_traceidratio 0.25); metrics: otlp')
    expect(settings.serviceNamed).toBe(false)
    expect(telemetrySettings({ OTEL_SERVICE_NAME: 'site' }).serviceNamed).toBe(true)
    expect(telemetrySettings({ OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment=prod,service.name=site' }).serviceNamed).toBe(true)
  })

  it('never puts an address or a header in the start-up summary', () => {
    const { summary } = telemetrySettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector-canary:4318', OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer header-canary' })
    expect(summary).not.toMatch(/canary/)
  })
})
