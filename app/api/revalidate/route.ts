import { revalidateArticles } from '@/lib/cms'
import { config } from '@/lib/config'
import { isAuthorized, readRevalidationIds } from '@/lib/revalidation'

/** A CMS outage rarely ends within seconds; a Redis that dropped out is usually back in a few. */
const RETRY_AFTER_CMS_SECONDS = '30'
const RETRY_AFTER_SHARED_CACHE_SECONDS = '5'

/**
 * On-demand refresh for CMS editors: POST {"id": 49} or {"ids": [49, 19]} with
 * `Authorization: Bearer <REVALIDATE_SECRET>`. Off (404) when no secret is configured. Answers
 * what happened to each id; 503 with Retry-After when the CMS or the shared cache failed any.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = config.revalidateSecret
  if (secret === undefined) return Response.json({ error: 'Not found' }, { status: 404 })
  if (!isAuthorized(request.headers.get('authorization'), secret)) {
    return Response.json({ error: 'Missing or wrong bearer secret' }, { status: 401 })
  }
  const ids = await readRevalidationIds(request)
  if (ids === undefined) {
    return Response.json(
      { error: 'Body must be JSON {"id": <positive integer>} or {"ids": [<positive integers>]}, at most 4 KB' },
      { status: 400 },
    )
  }
  const { results, everyInstanceRefreshed } = await revalidateArticles(ids)
  // The site and deploy/nginx.conf show the change from now on (nginx within 3 s); a CDN in front
  // that keeps pages as their Cache-Control allows (s-maxage) may show the old page this long.
  const answer = { now: Date.now(), results, cdnMayHoldSeconds: config.cms.revalidateSeconds }
  if (results.some(({ result }) => result === 'unavailable')) {
    return Response.json(
      { ...answer, error: 'The CMS did not serve every article: the site kept its copy of those. Try again.' },
      { status: 503, headers: { 'retry-after': RETRY_AFTER_CMS_SECONDS } },
    )
  }
  if (!everyInstanceRefreshed) {
    // This instance is refreshed; the others may not hear of it, or a failover may lose it.
    return Response.json(
      { ...answer, error: 'The shared cache did not take it (Redis unreachable, or no replica confirmed it in time): only this instance is sure to show it. Try again.' },
      { status: 503, headers: { 'retry-after': RETRY_AFTER_SHARED_CACHE_SECONDS } },
    )
  }
  return Response.json(answer)
}
