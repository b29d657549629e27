// @ts-check
// Next loads the cache handler outside the app's bundle, so the app (the health check, the
// webhook) cannot import its connection: the handler publishes it on globalThis, under this one
// key, and the app reads it from there.
const bridgeKey = Symbol.for('texas-tuition-site.shared-cache')

/**
 * What the app may ask of the shared cache: whether it is in use, and to expire tags on every
 * instance now, answering whether Redis took it.
 * @typedef {{ readonly connected: boolean, expireTags(tags: string[], durations?: { expire?: number }): Promise<boolean> }} SharedCacheBridge
 */

/** @param {SharedCacheBridge} bridge */
export function publishSharedCache(bridge) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[bridgeKey] = bridge
}

/**
 * The shared cache's connection in this process, once the cache handler has loaded.
 * @returns {SharedCacheBridge | undefined}
 */
export function sharedCacheBridge() {
  return /** @type {SharedCacheBridge | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[bridgeKey])
}
