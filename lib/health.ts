import { sharedCacheBridge } from '../next-server/shared-cache/bridge.mjs'

/**
 * What GET /api/health?cms=1 says about the CMS. The check never calls the CMS itself (a CMS
 * outage must not get healthy instances restarted); it reports when this process last had a
 * usable article.
 */
export type CmsHealth = {
  /** ISO time of the last usable CMS answer this process saw, or null if none yet. */
  lastSuccessAt: string | null
  /** Whether that answer came within `recentWithinSeconds` of now. */
  recent: boolean
  recentWithinSeconds: number
}

/**
 * "Recent" means within two revalidation windows: pages refresh at most once per window and only
 * when visited, so one quiet window is normal and a second one without any good answer is not.
 */
export function cmsHealth(lastSuccess: Date | undefined, now: Date, revalidateSeconds: number): CmsHealth {
  const recentWithinSeconds = 2 * revalidateSeconds
  return {
    lastSuccessAt: lastSuccess?.toISOString() ?? null,
    recent: lastSuccess !== undefined && now.getTime() - lastSuccess.getTime() <= recentWithinSeconds * 1000,
    recentWithinSeconds,
  }
}

/** What GET /api/health?cms=1 says about the cache instances share (REDIS_URL or REDIS_SENTINELS). */
export type SharedCacheHealth = {
  /** Whether this instance's cache handler uses Redis: set at start, and not on Vercel (next-server/env.mjs sharesCache). */
  configured: boolean
  /** Whether this process shares its cache through Redis right now (no round trip: its last known state). */
  connected: boolean
}

export function sharedCacheHealth(configured: boolean): SharedCacheHealth {
  return { configured, connected: configured && (sharedCacheBridge()?.connected ?? false) }
}
