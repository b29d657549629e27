/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { nonPageRoutes } from './non-page-routes.mjs'

function project(files: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'non-page-routes-'))
  for (const file of files) {
    mkdirSync(join(root, file, '..'), { recursive: true })
    writeFileSync(join(root, file), '')
  }
  return root
}

describe('nonPageRoutes', () => {
  it("lists Next's static files and image optimizer, the route handlers and the public files, and no page", () => {
    const root = project([
      'app/page.tsx',
      'app/contact/page.tsx',
      'app/api/health/route.ts',
      'app/api/revalidate/route.ts',
      'public/share-en.png',
      'public/images/seal.svg',
    ])
    expect(nonPageRoutes(root).sort()).toEqual(
      [
        '/_next/static/:path*',
        '/_next/image',
        '/icon.svg',
        '/robots.txt',
        '/sitemap.xml',
        '/api/health',
        '/api/revalidate',
        '/share-en.png',
        '/images/seal.svg',
      ].sort(),
    )
  })
})
