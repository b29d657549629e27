/** @jest-environment node */
import { contentSecurityPolicy, securityHeadersBesidesPolicy, sha256Source } from './security-headers.mjs'

const production = { imageOrigins: ['https://cms.comptroller.example.gov'], siteUrl: 'https://www.tuition.example.gov', analytics: true }
const local = { imageOrigins: [], siteUrl: 'http://127.0.0.1:3000', analytics: true }
const withoutAnalytics = { ...production, analytics: false }

/** The policy as directive name -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      return [name!, sources]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  it('allows only this site by default, and no plugins, base changes, foreign form targets or framing', () => {
    const policy = directives(contentSecurityPolicy(production))
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('font-src')).toEqual(["'self'"])
  })

  it("lets scripts come from this site and Google's tag manager only, and no inline script by default", () => {
    expect(directives(contentSecurityPolicy(production)).get('script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
    ])
  })

  it('lets exactly the inline scripts it is given run', () => {
    const hashes = [sha256Source('first()'), sha256Source('second()')]
    expect(directives(contentSecurityPolicy({ ...production, inlineScripts: hashes })).get('script-src')).toEqual([
      "'self'",
      ...hashes,
      'https://www.googletagmanager.com',
    ])
  })

  it('runs no inline event handler attribute at all', () => {
    expect(directives(contentSecurityPolicy(production)).get('script-src-attr')).toEqual(["'none'"])
  })

  it("never allows eval, wildcard hosts or data: scripts", () => {
    const scriptSources = directives(contentSecurityPolicy(production)).get('script-src')!
    for (const loose of ["'unsafe-eval'", '*', 'https:', 'data:', 'blob:']) expect(scriptSources).not.toContain(loose)
  })

  it('allows the stylesheet and no inline style at all', () => {
    expect(directives(contentSecurityPolicy(production)).get('style-src')).toEqual(["'self'"])
  })

  it("lets Google Analytics 4 send page views and load its pixels, per Google's GA4 CSP guide", () => {
    const policy = directives(contentSecurityPolicy(local))
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']),
    )
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://*.googletagmanager.com']),
    )
  })

  it("names none of Google's hosts where analytics is off", () => {
    const policy = contentSecurityPolicy(withoutAnalytics)
    expect(policy).not.toMatch(/google/)
    expect(directives(policy).get('script-src')).toEqual(["'self'"])
    expect(directives(policy).get('connect-src')).toEqual(["'self'"])
    expect(directives(policy).get('img-src')).toEqual(["'self'", 'https://cms.comptroller.example.gov'])
  })

  it('lets content images load from the image origins it is given, and from no other', () => {
    expect(directives(contentSecurityPolicy({ ...production, analytics: false, imageOrigins: ['https://a.example.gov', 'https://b.example.gov:8443'] })).get('img-src')).toEqual([
      "'self'",
      'https://a.example.gov',
      'https://b.example.gov:8443',
    ])
    expect(directives(contentSecurityPolicy({ ...local, analytics: false })).get('img-src')).toEqual(["'self'"])
  })

  it("on a Vercel preview, also lets the toolbar Vercel injects load what Vercel's documentation lists, and nothing else changes", () => {
    const preview = directives(contentSecurityPolicy({ ...production, vercelToolbar: true }))
    expect(preview.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://vercel.live'])
    expect(preview.get('connect-src')).toEqual(expect.arrayContaining(['https://vercel.live', 'wss://ws-us3.pusher.com']))
    expect(preview.get('frame-src')).toEqual(["'self'", 'https://vercel.live'])
    expect(preview.get('style-src')).toEqual(["'self'", 'https://vercel.live', "'unsafe-inline'"])
    expect(preview.get('img-src')).toEqual(expect.arrayContaining(['https://vercel.live', 'https://vercel.com', 'data:', 'blob:']))
    expect(preview.get('font-src')).toEqual(["'self'", 'https://vercel.live', 'https://assets.vercel.com'])
    const toolbarSources = ['https://vercel.live', 'https://vercel.com', 'https://assets.vercel.com', 'wss://ws-us3.pusher.com', 'data:', 'blob:', "'unsafe-inline'"]
    const rest = [...preview].filter(([name]) => name !== 'frame-src').map(([name, sources]): [string, string[]] => [name, sources.filter((source) => !toolbarSources.includes(source))])
    expect(new Map(rest)).toEqual(directives(contentSecurityPolicy(production)))
  })

  it('upgrades insecure requests only when the site is served over https', () => {
    expect(directives(contentSecurityPolicy(production)).has('upgrade-insecure-requests')).toBe(true)
    expect(directives(contentSecurityPolicy(local)).has('upgrade-insecure-requests')).toBe(false)
    expect(directives(contentSecurityPolicy({ siteUrl: undefined, analytics: false })).has('upgrade-insecure-requests')).toBe(false)
  })
})

describe('securityHeadersBesidesPolicy', () => {
  const headers = Object.fromEntries(securityHeadersBesidesPolicy().map(({ key, value }) => [key, value]))

  it('sends every other security header once', () => {
    expect(Object.keys(headers).sort()).toEqual([
      'Cross-Origin-Opener-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ])
  })

  it('asks browsers to use https for at least a year, subdomains included', () => {
    const hsts = headers['Strict-Transport-Security']!
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1])
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000)
    expect(hsts).toContain('includeSubDomains')
  })

  it('turns off sniffing, framing, cross-origin openers and full referrers', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  })

  it('turns off camera, microphone, geolocation, payment and the other powerful features', () => {
    const features = headers['Permissions-Policy']!.split(',').map((entry) => entry.trim())
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features).toContain(`${feature}=()`)
    }
    expect(features.every((entry) => entry.endsWith('=()'))).toBe(true)
  })
})
