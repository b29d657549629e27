// @ts-check
// The node-redis client for REDIS_URL (createCluster with REDIS_CLUSTER), or for the primary that
// Sentinel names (createSentinel, REDIS_SENTINELS). connection.mjs keeps it as a helper pages never wait on.
import { EventEmitter } from 'node:events'
import { createClient, createCluster, createSentinel } from 'redis'
import { CONNECT_TIMEOUT_MS, FIRST_CONNECTION_WAIT_MS } from './connection.mjs'

const NODE_OPTIONS = {
  RESP: /** @type {const} */ (2), // the replies as the handler reads them: a script's false is null, CONFIG GET a list
  disableOfflineQueue: true, // fail at once while disconnected, never queue
  socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2000) },
}
/** How often a Cluster's nodes, or the sentinels, are asked again until the first connection succeeds. */
const RETRY_MS = 1000
/** @typedef {import('./connection.mjs').RedisLikeClient} RedisLikeClient */
/** @typedef {{ keys: string[], arguments: string[] }} ScriptArguments */
/** @typedef {Pick<import('../env.mjs').Env, 'REDIS_URL' | 'REDIS_CLUSTER' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'REDIS_USERNAME' | 'REDIS_PASSWORD' | 'REDIS_SENTINEL_USERNAME' | 'REDIS_SENTINEL_PASSWORD'>} RedisSettings */

/**
 * @param {RedisSettings} settings
 * @param {string} routingKey a key of the site's one hash slot: where a Cluster's keyless commands go
 * @returns {RedisLikeClient}
 */
export function redisClient(settings, routingKey) {
  const url = settings.REDIS_URL ?? ''
  if (settings.REDIS_SENTINELS && settings.REDIS_SENTINEL_NAME) {
    const sentinel = createSentinel({
      name: settings.REDIS_SENTINEL_NAME,
      sentinelRootNodes: settings.REDIS_SENTINELS,
      RESP: NODE_OPTIONS.RESP,
      nodeClientOptions: { ...NODE_OPTIONS, username: settings.REDIS_USERNAME, password: settings.REDIS_PASSWORD },
      sentinelClientOptions: { username: settings.REDIS_SENTINEL_USERNAME, password: settings.REDIS_SENTINEL_PASSWORD, socket: { connectTimeout: FIRST_CONNECTION_WAIT_MS } },
      // Its own retries short: connection.mjs asks again every second while Redis is lost.
      maxCommandRediscovers: 1,
      passthroughClientErrorEvents: true,
    })
    // The primary's connection failing is an outage (node-redis names it "Master Client (...)"); a
    // sentinel's or a replica's is not, while a primary serves: finding none fails the command.
    const primaryFailures = (/** @type {(error: unknown) => void} */ lost) =>
      sentinel.on('error', (/** @type {unknown} */ error) => error instanceof Error && error.message.startsWith('Master Client') && lost(error.cause ?? error))
    return retryingFirstConnection(sentinel, primaryFailures, {
      ping: () => sentinel.ping(),
      eval: (/** @type {string} */ script, /** @type {ScriptArguments} */ options) => sentinel.eval(script, options),
      sendCommand: (/** @type {string[]} */ args) => sentinel.sendCommand(false, args),
    })
  }
  if (!settings.REDIS_CLUSTER) return createClient({ url, ...NODE_OPTIONS })
  const { username, password, protocol } = new URL(url)
  const user = { username: decodeURIComponent(username) || undefined, password: decodeURIComponent(password) || undefined }
  const cluster = createCluster({ rootNodes: [{ url }], RESP: NODE_OPTIONS.RESP, defaults: { ...NODE_OPTIONS, ...user, socket: { ...NODE_OPTIONS.socket, tls: protocol === 'rediss:' } } })
  return retryingFirstConnection(cluster, (lost) => cluster.on('error', lost), {
    ping: () => cluster.sendCommand(routingKey, true, ['PING']),
    eval: (/** @type {string} */ script, /** @type {ScriptArguments} */ options) => cluster.eval(script, options),
    sendCommand: (/** @type {string[]} */ args) => cluster.sendCommand(routingKey, false, args),
  })
}

/**
 * A Cluster's or Sentinel's client as connection.mjs uses a client: neither retries its first
 * connection by itself, so this does, every second, until it succeeds.
 * @param {{ isReady: boolean, isOpen: boolean, connect(): Promise<unknown>, destroy(): unknown }} redis
 * @param {(lost: (error: unknown) => void) => void} onFailure subscribes `lost` to the failures that take Redis away
 * @param {Record<string, (...args: any[]) => Promise<unknown>>} commands
 * @returns {RedisLikeClient}
 */
function retryingFirstConnection(redis, onFailure, commands) {
  const events = new EventEmitter()
  let destroyed = false
  onFailure((error) => events.emit('error', error))
  const connect = () => redis.connect().then(() => events.emit('ready'), (/** @type {unknown} */ error) => {
    events.emit('error', error)
    if (!destroyed) setTimeout(connect, RETRY_MS).unref()
  })
  const client = Object.assign(events, commands, {
    connect: async () => void connect(),
    destroy: () => {
      destroyed = true
      if (redis.isOpen) void redis.destroy()
    },
  })
  // Open, not ready: a command is what makes either look for the nodes again.
  return /** @type {RedisLikeClient} */ (/** @type {unknown} */ (Object.defineProperty(client, 'isReady', { get: () => redis.isOpen })))
}

/**
 * Whether REDIS_URL names a node of a Redis Cluster (HELLO's `mode`) while REDIS_CLUSTER is unset:
 * that node holds a part of the slots, so the instance would share only until a reshard or a
 * failover moved the site's. One round trip, within a connection's time; false where Redis does
 * not answer in time, refuses, or predates HELLO (Redis 5): a Redis failure never stops the start.
 * @param {RedisSettings} settings
 */
export async function namesClusterNodeUnset(settings) {
  if (!settings.REDIS_URL || settings.REDIS_CLUSTER) return false
  const client = createClient({ url: settings.REDIS_URL, ...NODE_OPTIONS, socket: { ...NODE_OPTIONS.socket, reconnectStrategy: false } }).on('error', () => {})
  const late = new Promise((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS).unref())
  try {
    const hello = await Promise.race([client.connect().then(() => client.sendCommand(['HELLO'])), late])
    return Array.isArray(hello) && hello.some((field, index) => field === 'mode' && hello[index + 1] === 'cluster')
  } catch {
    return false
  } finally {
    if (client.isOpen) client.destroy()
  }
}
