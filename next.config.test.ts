/** @jest-environment node */
// Which Content-Security-Policy next.config.mjs sets where, self-hosted and on Vercel, and the
// tsconfig a side build uses. The config reads the environment when imported, so it is loaded in
// a fresh Node process for each case.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

type Rule = { source: string; headers: { key: string; value: string }[] }

type Config = {
  headers: Rule[]
  cacheHandler?: string
  typescript: { tsconfigPath: string }
  compiler: { defineServer: Record<string, string> }
}

function runConfig(env: Record<string, string>) {
  const program = `import('./next.config.mjs').then(async ({ default: configFor }) => {
    const config = configFor('phase-production-server')
    console.log(JSON.stringify({ headers: await config.headers(), cacheHandler: config.cacheHandler, typescript: config.typescript, compiler: config.compiler }))
  })`
  return spawnSync(process.execPath, ['-e', program], {
    cwd: process.cwd(),
    env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
}

function loadConfig(env: Record<string, string>): Config {
  const result = runConfig(env)
  expect(result.stderr).toBe('')
  return JSON.parse(result.stdout)
}

const policyOf = (rule: Rule) => rule.headers.find(({ key }) => key === 'Content-Security-Policy')?.value

describe('next.config.mjs', () => {
  it('self-hosted: pages get their policy from the cache handler, every other route one without inline scripts', () => {
    const { headers, cacheHandler } = loadConfig({ GA_MEASUREMENT_ID: 'G-ABC123XYZ' })
    // One handler for every self-hosted build: it takes Redis from the environment at start.
    expect(cacheHandler).toMatch(/next-server[\\/]shared-cache[\\/]handler\.mjs$/)
    const everyRoute = headers.find(({ source }) => source === '/:path*')!
    expect(policyOf(everyRoute)).toBeUndefined()
    expect(everyRoute.headers.map(({ key }) => key)).toContain('Strict-Transport-Security')
    const withPolicy = headers.filter((rule) => policyOf(rule) !== undefined)
    expect(withPolicy.map(({ source }) => source)).toEqual(
      expect.arrayContaining(['/_next/static/:path*', '/_next/image', '/api/health', '/api/revalidate', '/robots.txt']),
    )
    for (const rule of withPolicy) {
      expect(policyOf(rule)).toContain("script-src 'self' https://www.googletagmanager.com;")
      expect(policyOf(rule)).not.toContain('unsafe-inline')
    }
  })

  it("on Vercel: one fixed policy on every route, allowing Next's inline scripts, and Vercel's own cache", () => {
    const { headers, cacheHandler } = loadConfig({ VERCEL: '1', GA_MEASUREMENT_ID: 'G-ABC123XYZ' })
    expect(cacheHandler).toBeUndefined()
    expect(headers).toHaveLength(1)
    expect(headers[0]!.source).toBe('/:path*')
    expect(policyOf(headers[0]!)).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com;")
    expect(policyOf(headers[0]!)).toContain("script-src-attr 'none'")
  })

  it("on a Vercel preview: the same fixed policy, which also lets Vercel's toolbar run; never on production", () => {
    const policyFor = (VERCEL_ENV: string) => {
      const { headers } = loadConfig({ VERCEL: '1', VERCEL_ENV, GA_MEASUREMENT_ID: 'G-ABC123XYZ' })
      expect(headers).toHaveLength(1)
      return policyOf(headers[0]!)!
    }
    const [preview, production] = [policyFor('preview'), policyFor('production')]
    expect(preview).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://vercel.live;")
    expect(preview).toContain("frame-src 'self' https://vercel.live")
    expect(preview).toMatch(/connect-src 'self' [^;]*https:\/\/vercel\.live wss:\/\/ws-us3\.pusher\.com/)
    expect(preview).toContain("script-src-attr 'none'")
    expect(production).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com;")
    expect(production).not.toContain('vercel')
  })

  it("names no Google host where analytics is off, on the routes that are never a page", () => {
    const { headers } = loadConfig({})
    for (const rule of headers.filter((rule) => policyOf(rule) !== undefined)) expect(policyOf(rule)).not.toMatch(/google/)
  })

  it('a side build (NEXT_DIST_DIR) gets a tsconfig of its own, extending tsconfig.json, so `next build` works as is', () => {
    const sideTsconfig = '.next-config-test.tsconfig.json'
    rmSync(sideTsconfig, { force: true })
    try {
      const { typescript } = loadConfig({ NEXT_DIST_DIR: '.next-config-test' })
      expect(typescript.tsconfigPath).toBe(sideTsconfig)
      expect(JSON.parse(readFileSync(sideTsconfig, 'utf8'))).toEqual({ extends: './tsconfig.json' })
    } finally {
      rmSync(sideTsconfig, { force: true })
    }
  })

  describe('CMS_ARTICLES_FILE', () => {
    const folder = mkdtempSync(join(tmpdir(), 'next-config-articles-'))

    it('unset: hands the app nothing, so it shows the defaults (lib/config.ts)', () => {
      expect(JSON.parse(loadConfig({}).compiler.defineServer.CMS_ARTICLES_FROM_BUILD!)).toBeNull()
    })

    it('set: hands the app the table, read at build time', () => {
      const file = join(folder, 'articles.json')
      writeFileSync(file, JSON.stringify({ home: { en: 49, es: 1049 }, questions: { en: 303 } }))
      expect(JSON.parse(loadConfig({ CMS_ARTICLES_FILE: file }).compiler.defineServer.CMS_ARTICLES_FROM_BUILD!)).toEqual({ home: { en: 49, es: 1049 }, questions: { en: 303 } })
    })

    it('a bad entry stops the build, naming the file and the entry', () => {
      const file = join(folder, 'bad.json')
      writeFileSync(file, JSON.stringify({ home: { en: 49 }, texasTuitionPromiseFund: { es: 'twelve' } }))
      const result = runConfig({ CMS_ARTICLES_FILE: file })
      expect(result.status).not.toBe(0)
      expect(result.stderr).toContain(`CMS_ARTICLES_FILE: ${file} is not a valid list of articles. Fix these entries:`)
      expect(result.stderr).toContain('texasTuitionPromiseFund.es expects a positive whole-number article id')
    })
  })

  describe('CONTACT_DIRECTORY_FILE', () => {
    const folder = mkdtempSync(join(tmpdir(), 'next-config-directory-'))
    const sample = JSON.parse(readFileSync('content/contact-directory.json', 'utf8'))

    it('unset: hands the app the bundled sample, which says it is one', () => {
      const { compiler } = loadConfig({})
      expect(JSON.parse(compiler.defineServer.CONTACT_DIRECTORY_FROM_BUILD!)).toMatchObject({ sample: true })
    })

    it("set: hands the app the program's directory, read at build time", () => {
      const file = join(folder, 'contacts.json')
      writeFileSync(file, JSON.stringify({ ...sample, sample: undefined, generalHelp: { email: 'plans@cpa.texas.gov' } }))
      const { compiler } = loadConfig({ CONTACT_DIRECTORY_FILE: file })
      const directory = JSON.parse(compiler.defineServer.CONTACT_DIRECTORY_FROM_BUILD!)
      expect(directory.generalHelp.email).toBe('plans@cpa.texas.gov')
      expect(directory.sample).toBeUndefined()
    })

    it('a build for a public address (SITE_URL) without the program\'s directory stops, naming the setting and the file to copy', () => {
      const sideTsconfig = '.next-refusal-test.tsconfig.json'
      try {
        // `next build` itself, as an operator runs it: it stops while loading the config, before building anything.
        const result = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
          cwd: process.cwd(),
          env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '.next-refusal-test', SITE_URL: 'https://www.example.gov' },
          encoding: 'utf8',
          timeout: 120_000,
        })
        expect(result.status).toBe(1)
        expect(result.stderr).toContain(
          'CONTACT_DIRECTORY_FILE is unset, but SITE_URL is set (https://www.example.gov): this build would show the public the sample\'s placeholder staff and example.gov mailboxes. Copy content/contact-directory.json',
        )
        // With no CMS either, it names that setting too: the sample articles would go out as the program's.
        expect(result.stderr).toContain('CMS_BASE_URL is unset, but SITE_URL is set (https://www.example.gov): this build would show the public the bundled sample articles')
        expect(result.stdout).not.toContain('Creating an optimized production build')
        // The bundled sample named as the program's file is refused the same way.
        const named = spawnSync(process.execPath, ['-e', "import('./next.config.mjs').then(({ default: configFor }) => configFor('phase-production-build'))"], {
          cwd: process.cwd(),
          env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', SITE_URL: 'https://www.example.gov', CONTACT_DIRECTORY_FILE: 'content/contact-directory.json' },
          encoding: 'utf8',
        })
        expect(named.status).toBe(1)
        expect(named.stderr).toContain('CONTACT_DIRECTORY_FILE (content/contact-directory.json) is the sample directory ("sample": true), but SITE_URL is set')
      } finally {
        rmSync('.next-refusal-test', { recursive: true, force: true })
        rmSync(sideTsconfig, { force: true })
      }
    }, 150_000)

    it("a public build with the program's directory but no CMS stops, naming CMS_BASE_URL: the sample articles stay out of public too", () => {
      const file = join(folder, 'program.json')
      writeFileSync(file, JSON.stringify({ ...sample, sample: undefined }))
      const build = (extra: Record<string, string>) =>
        spawnSync(process.execPath, ['-e', "import('./next.config.mjs').then(({ default: configFor }) => configFor('phase-production-build'))"], {
          cwd: process.cwd(),
          env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', SITE_URL: 'https://www.example.gov', CONTACT_DIRECTORY_FILE: file, ...extra },
          encoding: 'utf8',
        })
      const refused = build({})
      expect(refused.status).toBe(1)
      expect(refused.stderr).toContain('CMS_BASE_URL is unset, but SITE_URL is set (https://www.example.gov)')
      expect(refused.stderr).not.toContain('CONTACT_DIRECTORY_FILE')
      expect(build({ CMS_BASE_URL: 'https://cms.example.gov' }).status).toBe(0)
    })

    it('a build without SITE_URL (the quick start) keeps the sample, with its warning', () => {
      const result = spawnSync(process.execPath, ['-e', "import('./next.config.mjs').then(({ default: configFor }) => configFor('phase-production-build'))"], {
        cwd: process.cwd(),
        env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '' },
        encoding: 'utf8',
      })
      expect(result.status).toBe(0)
      expect(result.stdout + result.stderr).toContain('"event":"contact_directory_sample"')
    })

    it('a bad file stops the build, naming the file and the field', () => {
      const file = join(folder, 'bad.json')
      writeFileSync(file, JSON.stringify({ ...sample, staff: sample.staff.map((person: object, index: number) => (index === 3 ? { ...person, email: 'nobody' } : person)) }))
      const result = runConfig({ CONTACT_DIRECTORY_FILE: file })
      expect(result.status).not.toBe(0)
      expect(result.stderr).toContain(`CONTACT_DIRECTORY_FILE: ${file} is not a valid contact directory`)
      expect(result.stderr).toContain('staff.3.email expects an e-mail address')
    })
  })
})
