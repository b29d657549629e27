// @ts-check
// Next loads the cache handler outside the app's bundle, so the app (the health check, the
// webhook) cannot import its connection: the handler publishes it on globalThis, under this one
// key, and the app reads it from there.
const bridgeKey = Symbol.for('texas-tuition-site.shared-cache')

/** @typedef {{ readonly connected: boolean, ping(): Promise<boolean> }} SharedCacheBridge */

/** @param {SharedCacheBridge} connection */
export function publishSharedCache(connection) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[bridgeKey] = connection
}

/**
 * The shared cache's connection in this process, once the cache handler has loaded.
 * @returns {SharedCacheBridge | undefined}
 */
export function sharedCacheBridge() {
  return /** @type {SharedCacheBridge | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[bridgeKey])
}
