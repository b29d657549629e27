import 'server-only'
import { createHash, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { readTextAtMost } from './read-limited'
import { sharedCacheBridge } from '../next-server/shared-cache/bridge.mjs'

/** Bodies are tiny ({"ids": [49, 19]}); anything longer is refused unread. */
export const MAX_BODY_BYTES = 4096

const articleId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const revalidationBody = z.union([
  z.strictObject({ id: articleId }),
  z.strictObject({ ids: z.array(articleId).min(1).max(50) }),
])

/**
 * Whether an Authorization header carries `Bearer <secret>`, the scheme in any case (RFC 9110
 * §11.1). Both sides are hashed first so the comparison takes the same time whatever the length or
 * content of the guess.
 */
export function isAuthorized(header: string | null, secret: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '')
  if (!match) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(match[1]!), digest(secret))
}

/** The article ids a webhook body names, or `undefined` when the body is not one of the two shapes. */
export async function readRevalidationIds(request: Request): Promise<number[] | undefined> {
  const text = await readTextAtMost(request, MAX_BODY_BYTES)
  if (text === undefined) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = revalidationBody.safeParse(json)
  if (!parsed.success) return undefined
  return 'id' in parsed.data ? [parsed.data.id] : [...new Set(parsed.data.ids)]
}

/**
 * Expires tags on every instance before the webhook answers, and says whether that worked:
 * always without a shared cache (this instance is all there is); with one, whether Redis took it.
 * Next also passes the expiry to the cache handler, but only after the response is sent.
 */
export async function expireEverywhere(
  tags: string[],
  sharedCacheConfigured: boolean,
  durations: { expire?: number },
): Promise<boolean> {
  if (!sharedCacheConfigured) return true
  return (await sharedCacheBridge()?.expireTags(tags, durations)) ?? false
}
