/** @jest-environment node */
import { sha256Source } from '../security-headers.mjs'
import { frameworkInlineScriptHashes } from './inline-scripts.mjs'

const FLIGHT_CHUNK = 'self.__next_f.push([1,"content"])'
const HTML = `<html><body><main><script>alert(1)</script></main><script>${FLIGHT_CHUNK}</script></body></html>`

/** page-policy.mjs reads the environment when imported: load it fresh with the given one. */
async function loadWith(env: Record<string, string>): Promise<typeof import('./page-policy.mjs')> {
  jest.resetModules()
  const saved = process.env
  process.env = { ...saved, GA_MEASUREMENT_ID: '', ANALYTICS_ENABLED: '', CMS_BASE_URL: '', SITE_URL: '', ...env }
  try {
    return await import('./page-policy.mjs')
  } finally {
    process.env = saved
  }
}

function scriptSources(policy: string): string[] {
  return /(?:^|; )script-src ([^;]*)/.exec(policy)![1]!.split(' ')
}

/** lib/config, which lib/cms hands the sanitizer its image origins from, loaded with the same environment. */
async function configWith(env: Record<string, string>): Promise<typeof import('../../lib/config').config> {
  jest.resetModules()
  const saved = process.env
  process.env = { ...saved, CMS_BASE_URL: '', CMS_IMAGE_ORIGINS: '', ...env }
  try {
    return (await import('../../lib/config')).config
  } finally {
    process.env = saved
  }
}

describe("a page's img-src", () => {
  it.each([
    ["the CMS's origin, when it is https and CMS_IMAGE_ORIGINS is unset", { CMS_BASE_URL: 'https://cms.example.gov/api' }, ['https://cms.example.gov']],
    ['no other origin when the CMS is plain http', { CMS_BASE_URL: 'http://127.0.0.1:4010' }, []],
    ['no other origin with the sample content', {}, []],
    [
      'exactly CMS_IMAGE_ORIGINS when it is set',
      { CMS_BASE_URL: 'https://cms.example.gov', CMS_IMAGE_ORIGINS: 'https://images.example.gov/, https://Media.Example.gov:8443' },
      ['https://images.example.gov', 'https://media.example.gov:8443'],
    ],
  ])('names this site and %s: the origins the sanitizer keeps article images from', async (_, env, origins) => {
    const { pagePolicy } = await loadWith(env)
    expect(/(?:^|; )img-src ([^;]*)/.exec(pagePolicy(HTML))![1]!.split(' ')).toEqual(["'self'", ...origins])
    expect((await configWith(env)).cms.imageOrigins).toEqual(origins)
  })
})

describe('pagePolicy', () => {
  it("lets this page's framework scripts run and nothing inline besides, with analytics off", async () => {
    const { pagePolicy } = await loadWith({})
    expect(scriptSources(pagePolicy(HTML))).toEqual(["'self'", sha256Source(FLIGHT_CHUNK)])
    expect(pagePolicy(HTML)).not.toMatch(/google/)
  })

  it("adds Google Analytics' inline init, for this measurement id, where analytics is on", async () => {
    const { pagePolicy, googleAnalyticsInitScript } = await loadWith({ GA_MEASUREMENT_ID: 'G-ABC123XYZ' })
    expect(scriptSources(pagePolicy(HTML))).toEqual([
      "'self'",
      sha256Source(FLIGHT_CHUNK),
      sha256Source(googleAnalyticsInitScript('G-ABC123XYZ')),
      'https://www.googletagmanager.com',
    ])
    const { pagePolicy: offPolicy } = await loadWith({ GA_MEASUREMENT_ID: 'G-ABC123XYZ', ANALYTICS_ENABLED: 'false' })
    expect(scriptSources(offPolicy(HTML))).toEqual(["'self'", sha256Source(FLIGHT_CHUNK)])
  })

  it("keeps the rest of the site's policy", async () => {
    const { pagePolicy } = await loadWith({ SITE_URL: 'https://www.tuition.example.gov' })
    const policy = pagePolicy(HTML)
    for (const directive of ["script-src-attr 'none'", "object-src 'none'", "frame-ancestors 'none'", 'upgrade-insecure-requests']) {
      expect(policy).toContain(directive)
    }
    expect(policy).not.toContain('unsafe-inline')
  })
})

describe('attachPageHeaders', () => {
  it("stores the page's policy with its entry, keeping the entry's other headers, and says it is to be kept", async () => {
    const { attachPageHeaders, pagePolicy } = await loadWith({})
    const value = { kind: 'APP_PAGE', html: HTML, headers: { 'x-next-cache-tags': '_N_T_/' } as Record<string, string>, status: 200 }
    expect(attachPageHeaders(value)).toBe(true)
    expect(value.headers).toEqual({ 'x-next-cache-tags': '_N_T_/', 'content-security-policy': pagePolicy(HTML) })
    expect(scriptSources(value.headers['content-security-policy']!)).toContain(frameworkInlineScriptHashes(HTML)[0])
  })

  it('also reads HTML stored as bytes, and leaves every other kind of entry alone', async () => {
    const { attachPageHeaders, pagePolicy } = await loadWith({})
    const bytes = { kind: 'APP_PAGE', html: Buffer.from(HTML), headers: undefined as Record<string, string> | undefined }
    attachPageHeaders(bytes)
    expect(bytes.headers).toEqual({ 'content-security-policy': pagePolicy(HTML) })
    const route = { kind: 'APP_ROUTE', body: Buffer.from('{}'), headers: {} }
    attachPageHeaders(route)
    expect(route.headers).toEqual({})
    expect(attachPageHeaders(null)).toBe(true)
  })
})
