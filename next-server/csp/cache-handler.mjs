// @ts-check
// The regeneration cache of a self-hosted server (next.config.mjs `cacheHandler`): Next's own
// filesystem cache, with each page's Content-Security-Policy attached to its entry, no read
// answering an entry older than the last write, and a folder it cannot write logged once rather
// than at every refresh.
import { withCacheWriteFailuresLogged } from '../cache-write-failures.mjs'
import { withNewestWrite } from '../newest-write-wins.mjs'
import { loadFileSystemCache } from '../next-internals.mjs'
import { withPagePolicy } from './with-page-policy.mjs'

export default withPagePolicy(withNewestWrite(withCacheWriteFailuresLogged(loadFileSystemCache())))
