// @ts-check
// The regeneration cache of a self-hosted server (next.config.mjs `cacheHandler`): Next's own
// filesystem cache, with each page's Content-Security-Policy attached to its entry, no read
// answering an entry older than the last write, and a folder it cannot write logged once rather
// than at every refresh.
import { createRequire } from 'node:module'
import { withCacheWriteFailuresLogged } from '../cache-write-failures.mjs'
import { withNewestWrite } from '../newest-write-wins.mjs'
import { withPagePolicy } from './with-page-policy.mjs'

// A CommonJS module with an `exports.default`, which an ESM default import would not unwrap.
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} */
const FileSystemCache = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js').default

export default withPagePolicy(withNewestWrite(withCacheWriteFailuresLogged(FileSystemCache)))
