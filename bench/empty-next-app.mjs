// The floor for Lighthouse: an empty Next.js app (one page, one paragraph) built from the Next.js,
// React and React DOM this project has installed, in a temporary folder, from nothing on the
// internet, and served by `next start` on loopback.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { freePort, waitUntilUp } from '../test-support/loopback.mjs'

const PROJECT = resolve(import.meta.dirname, '..')
const NEXT_BIN = join(PROJECT, 'node_modules', 'next', 'dist', 'bin', 'next')

const FILES = {
  'package.json': JSON.stringify({ name: 'empty-next-app', private: true }),
  // The project's node_modules sits outside this folder: Turbopack must be allowed to read it.
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(commonRoot(os.tmpdir(), PROJECT))} } }\n`,
  'app/layout.jsx': `export const metadata = { title: 'Empty app', description: 'An empty Next.js app.' }
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>
}
`,
  'app/page.jsx': `export default function Page() {
  return <p>An empty Next.js app: one page, one paragraph.</p>
}
`,
}

/**
 * Builds the empty app; resolves to the running server's address and a stop function.
 * @param {{ log?: (line: string) => void }} options
 */
export async function startEmptyNextApp({ log = () => {} } = {}) {
  const dir = mkdtempSync(join(os.tmpdir(), 'empty-next-app-'))
  try {
    for (const [name, text] of Object.entries(FILES)) {
      mkdirSync(join(dir, name, '..'), { recursive: true })
      writeFileSync(join(dir, name), text)
    }
    symlinkSync(join(PROJECT, 'node_modules'), join(dir, 'node_modules'), 'dir')
    log(`building an empty Next.js app in ${dir}`)
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
    const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: dir, env, encoding: 'utf8' })
    if (build.status !== 0) throw new Error(`the empty Next.js app did not build:\n${build.stdout}\n${build.stderr}`)

    const port = await freePort()
    const child = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
      cwd: dir,
      env,
      stdio: 'ignore',
    })
    const url = `http://127.0.0.1:${port}`
    await waitUntilUp(`${url}/`)
    return {
      url,
      child,
      stop() {
        child.kill('SIGTERM')
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

/** The deepest folder that holds both paths. */
function commonRoot(first, second) {
  const [a, b] = [resolve(first).split('/'), resolve(second).split('/')]
  let shared = 0
  while (shared < a.length && a[shared] === b[shared]) shared += 1
  return a.slice(0, shared).join('/') || '/'
}
