// The ceiling Node and Lighthouse are measured against: an empty Next.js app (one page, one
// paragraph or the body of a page of the site, prerendered) built in a temporary folder from the
// Next.js this project has installed, with Next's defaults (its own ETag and compression), served
// by `next start` on loopback.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { freePort, waitUntilUp } from '../test-support/loopback.mjs'

const PROJECT = resolve(import.meta.dirname, '..')
const NEXT = join(PROJECT, 'node_modules', 'next', 'dist', 'bin', 'next')

const FILES = {
  'package.json': '{ "name": "empty-next-app", "private": true }',
  // The project's node_modules sits outside this folder: Turbopack must be allowed to read it.
  'next.config.mjs': `export default { turbopack: { root: '/' } }\n`,
  'app/layout.jsx': `export const metadata = { title: 'Empty app', description: 'An empty Next.js app.' }
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>
}
`,
  'app/page.jsx': 'export default function Page() {\n  return <p>An empty Next.js app: one page, one paragraph.</p>\n}\n',
}

/**
 * Its page's body as a client component's HTML, which Next does not repeat in the page's RSC data:
 * the answer is as long as the page the body comes from.
 * @param {string} bodyHtml
 */
const pageHolding = (bodyHtml) => ({
  'app/body.jsx': `'use client'\nconst html = ${JSON.stringify(bodyHtml)}\nexport default function Body() {\n  return <div dangerouslySetInnerHTML={{ __html: html }} />\n}\n`,
  'app/page.jsx': `import Body from './body.jsx'\nexport default function Page() {\n  return <Body />\n}\n`,
})

/**
 * Builds and starts the empty app, its page one paragraph or `bodyHtml`; resolves to its address,
 * its process and a stop function.
 * @param {{ bodyHtml?: string }} [options]
 */
export async function startEmptyNextApp({ bodyHtml } = {}) {
  const dir = mkdtempSync(join(os.tmpdir(), 'empty-next-app-'))
  try {
    for (const [name, text] of Object.entries({ ...FILES, ...(bodyHtml !== undefined && pageHolding(bodyHtml)) })) {
      mkdirSync(join(dir, name, '..'), { recursive: true })
      writeFileSync(join(dir, name), text)
    }
    symlinkSync(join(PROJECT, 'node_modules'), join(dir, 'node_modules'), 'dir')
    console.log('Building an empty Next.js app (the ceiling)...')
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
    const build = spawnSync(process.execPath, [NEXT, 'build'], { cwd: dir, env, encoding: 'utf8' })
    if (build.status !== 0) throw new Error(`the empty Next.js app did not build:\n${build.stdout}\n${build.stderr}`)
    const port = await freePort()
    const child = spawn(process.execPath, [NEXT, 'start', '--port', String(port), '--hostname', '127.0.0.1'], { cwd: dir, env, stdio: 'ignore' })
    const url = `http://127.0.0.1:${port}`
    await waitUntilUp(`${url}/`)
    return {
      url,
      child,
      stop: () => {
        child.kill('SIGTERM')
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}
