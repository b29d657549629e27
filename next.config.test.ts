/** @jest-environment node */
// Which Content-Security-Policy next.config.mjs sets where, self-hosted and on Vercel, and the
// tsconfig a side build uses. The config reads the environment when imported, so it is loaded in
// a fresh Node process for each case.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'

type Rule = { source: string; headers: { key: string; value: string }[] }

type Config = { headers: Rule[]; cacheHandler?: string; typescript: { tsconfigPath: string } }

function loadConfig(env: Record<string, string>): Config {
  const program = `import('./next.config.mjs').then(async ({ default: configFor }) => {
    const config = configFor('phase-production-server')
    console.log(JSON.stringify({ headers: await config.headers(), cacheHandler: config.cacheHandler, typescript: config.typescript }))
  })`
  const result = spawnSync(process.execPath, ['-e', program], {
    cwd: process.cwd(),
    env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
  expect(result.stderr).toBe('')
  return JSON.parse(result.stdout)
}

const policyOf = (rule: Rule) => rule.headers.find(({ key }) => key === 'Content-Security-Policy')?.value

describe('next.config.mjs', () => {
  it('self-hosted: pages get their policy from the cache handler, every other route one without inline scripts', () => {
    const { headers, cacheHandler } = loadConfig({})
    expect(cacheHandler).toMatch(/next-server[\\/]csp[\\/]cache-handler\.mjs$/)
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
    const { headers, cacheHandler } = loadConfig({ VERCEL: '1' })
    expect(cacheHandler).toBeUndefined()
    expect(headers).toHaveLength(1)
    expect(headers[0]!.source).toBe('/:path*')
    expect(policyOf(headers[0]!)).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com;")
    expect(policyOf(headers[0]!)).toContain("script-src-attr 'none'")
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
})
