import { revalidateArticles } from '@/lib/cms'
import { config } from '@/lib/config'
import { isAuthorized, readRevalidationIds } from '@/lib/revalidation'

/**
 * On-demand refresh for CMS editors: POST {"id": 49} or {"ids": [49, 19]} with
 * `Authorization: Bearer <REVALIDATE_SECRET>`. Off (404) when no secret is configured.
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
  const { cmsUnavailable, everyInstanceRefreshed } = await revalidateArticles(ids)
  const result = { revalidated: ids, now: Date.now(), cmsUnavailable }
  if (!everyInstanceRefreshed) {
    // This instance is refreshed; the others would not hear of it. 503 makes the editor's tool retry.
    return Response.json(
      { ...result, error: 'The shared cache is unreachable: only the instance that answered was refreshed. Try again.' },
      { status: 503, headers: { 'retry-after': '5' } },
    )
  }
  return Response.json(result)
}
