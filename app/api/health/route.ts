import { lastCmsSuccess } from '@/lib/cms'
import { config } from '@/lib/config'
import { cmsHealth, sharedCacheHealth } from '@/lib/health'

// Answered afresh on every request: a cached "ok" would hide a dead instance.

const NEVER_CACHE = { 'cache-control': 'no-store' }

/**
 * Liveness for load balancers and orchestrators: 200 {"status":"ok"} whenever this process can
 * answer, without calling the CMS, so a CMS outage never gets instances restarted. `?cms=1` adds
 * when the CMS last answered and whether the shared cache is in use (see lib/health.ts), still
 * with 200.
 */
export function GET(request: Request): Response {
  if (new URL(request.url).searchParams.get('cms') !== '1') {
    return Response.json({ status: 'ok' }, { headers: NEVER_CACHE })
  }
  const cms = cmsHealth(lastCmsSuccess(), new Date(), config.cms.revalidateSeconds)
  const sharedCache = sharedCacheHealth(config.sharedCacheConfigured)
  return Response.json({ status: 'ok', cms, sharedCache }, { headers: NEVER_CACHE })
}
