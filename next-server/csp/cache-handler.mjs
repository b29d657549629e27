// @ts-check
// The self-hosted regeneration cache (next.config.mjs `cacheHandler`): Next's file-system cache,
// each page's CSP in its entry, no read older than the last write, a failed write logged once.
import { withCacheWriteFailuresLogged } from '../cache-write-failures.mjs'
import { withNewestWrite } from '../newest-write-wins.mjs'
import { loadFileSystemCache } from '../next-internals.mjs'
import { withPagePolicy } from './with-page-policy.mjs'

export default withPagePolicy(withNewestWrite(withCacheWriteFailuresLogged(loadFileSystemCache())))
