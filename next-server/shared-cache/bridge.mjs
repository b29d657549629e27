// @ts-check
// Next loads the cache handler outside the app's bundle: the app (health check, webhook) reaches
// its connection through globalThis, under this one key.
const bridgeKey = Symbol.for('texas-tuition-site.shared-cache')

/** @typedef {{ readonly connected: boolean, expireTags(tags: string[], durations?: { expire?: number }): Promise<boolean> }} SharedCacheBridge whether Redis is in use; expire tags everywhere now, saying whether Redis took it */

/** @param {SharedCacheBridge} bridge */
export const publishSharedCache = (bridge) => void (/** @type {Record<symbol, unknown>} */ (globalThis)[bridgeKey] = bridge)

/** @returns {SharedCacheBridge | undefined} the connection, once the cache handler has loaded */
export const sharedCacheBridge = () => /** @type {SharedCacheBridge | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[bridgeKey])
