// Completes .next/standalone after `next build`: Next leaves the static assets and public/ out
// of it, and the standalone server needs both beside it, and the build's data cache (the CMS
// articles the prerendered pages were built from), so that a page refreshed on a fresh host
// during a CMS outage still has its content to render. After this, the folder is the whole
// deployable app: copy it to a Node host and run `node server.js`. The settings the build was
// made with (build-settings.json) go with it, for operators to read.
import { cpSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { BUILD_SETTINGS_FILE } from '../next-server/build-settings.mjs'
import { env } from '../next-server/env.mjs'
import { DATA_CACHE_FOLDER } from '../next-server/next-internals.mjs'

const distDir = env.NEXT_DIST_DIR
const standalone = join(distDir, 'standalone')
if (!existsSync(standalone)) {
  console.error(`${standalone} is missing: run \`next build\` first (next.config.mjs sets output: 'standalone').`)
  process.exit(1)
}
cpSync(join(distDir, 'static'), join(standalone, distDir, 'static'), { recursive: true })
cpSync('public', join(standalone, 'public'), { recursive: true })
cpSync(join(distDir, BUILD_SETTINGS_FILE), join(standalone, distDir, BUILD_SETTINGS_FILE))
const dataCache = join(distDir, DATA_CACHE_FOLDER)
if (existsSync(dataCache)) cpSync(dataCache, join(standalone, distDir, DATA_CACHE_FOLDER), { recursive: true })
console.log(`${standalone} is ready: start it with \`node ${join(standalone, 'server.js')}\``)
