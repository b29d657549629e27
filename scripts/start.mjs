// `npm start`: serves the build with the settings `next build` read. The standalone server reads
// only its environment (Next copies .env and .env.production into it, never the .local files),
// so this first loads the project's .env files with Next's own loader, exactly as `next build`
// does: the process's environment wins, then .env.production.local, .env.local,
// .env.production and .env. Then it checks them (next-server/env.mjs: a bad value stops here,
// naming the variable, never printing a secret) and runs the build's server in this process.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { log } from '../next-server/log.mjs'

// The copy of @next/env that next itself uses, whichever version that is.
const nextRequire = createRequire(createRequire(import.meta.url).resolve('next/package.json'))
const { loadEnvConfig } = /** @type {typeof import('@next/env')} */ (nextRequire('@next/env'))

const projectDir = process.cwd()
const { loadedEnvFiles } = loadEnvConfig(projectDir, false, { info() {}, error: console.error })
const files = loadedEnvFiles.map((file) => file.path).join(', ')

/** @type {import('../next-server/env.mjs')['env']} */
let env
try {
  ;({ env } = await import('../next-server/env.mjs'))
} catch (error) {
  if (!(error instanceof Error && error.name === 'ConfigError')) throw error
  console.error(`${error.message}\n(read from the environment${files ? ` and ${files}` : ''})`)
  process.exit(1)
}

const server = join(projectDir, env.NEXT_DIST_DIR, 'standalone', 'server.js')
if (!existsSync(server)) {
  console.error(`No build at ${join(env.NEXT_DIST_DIR, 'standalone')}: run \`npm run build\` first.`)
  process.exit(1)
}
if (files) log('info', 'env_files_read', { files })
await import(pathToFileURL(server).href)
