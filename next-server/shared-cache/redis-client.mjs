// @ts-check
// The node-redis client the shared cache talks through: to REDIS_URL, or to the primary that
// Sentinel names (REDIS_SENTINELS). connection.mjs keeps either as a helper pages never wait on.
import { EventEmitter } from 'node:events'
import { createClient } from 'redis'
import { FIRST_CONNECTION_WAIT_MS } from './connection.mjs'

/** What both kinds of connection share. */
const NODE_OPTIONS = {
  // Commands fail at once while disconnected instead of queueing for the reconnection.
  disableOfflineQueue: true,
  socket: {
    // A process still warming up takes a while to connect: as long as its first requests wait.
    connectTimeout: FIRST_CONNECTION_WAIT_MS,
    reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2000),
  },
}

/** How long one sentinel may take to say where the primary is. */
const SENTINEL_TIMEOUT_MS = 500
/** How often the sentinels are asked again while the primary does not answer. */
const FOLLOW_INTERVAL_MS = 1000

/**
 * The client for the configured Redis, or undefined when none is.
 * @param {Pick<import('../env.mjs').Env, 'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'REDIS_USERNAME' | 'REDIS_PASSWORD' | 'REDIS_SENTINEL_USERNAME' | 'REDIS_SENTINEL_PASSWORD'>} settings
 * @returns {import('./connection.mjs').RedisLikeClient | undefined}
 */
export function redisClient(settings) {
  if (settings.REDIS_URL !== undefined) return createClient({ url: settings.REDIS_URL, ...NODE_OPTIONS })
  if (settings.REDIS_SENTINELS === undefined || settings.REDIS_SENTINEL_NAME === undefined) return undefined
  return followPrimary({
    sentinels: settings.REDIS_SENTINELS,
    name: settings.REDIS_SENTINEL_NAME,
    sentinelCredentials: { username: settings.REDIS_SENTINEL_USERNAME, password: settings.REDIS_SENTINEL_PASSWORD },
    nodeCredentials: { username: settings.REDIS_USERNAME, password: settings.REDIS_PASSWORD },
  })
}

/**
 * A client for the primary that the sentinels name, with the part of node-redis's client the
 * shared cache uses. It asks the sentinels where the primary is and connects there; while that
 * connection is down, and when the node answers that it is a replica now (READONLY), it asks
 * again: a failover moves the primary, and a node-redis client would keep reconnecting to the
 * old address. (node-redis's own createSentinel prints stack traces on stdout while no sentinel
 * answers, and stops trying after 16 failures at start: an instance started then would never share.)
 * @param {{ sentinels: { host: string, port: number }[], name: string, sentinelCredentials: { username?: string, password?: string }, nodeCredentials: { username?: string, password?: string } }} options
 * @returns {import('./connection.mjs').RedisLikeClient}
 */
export function followPrimary({ sentinels, name, sentinelCredentials, nodeCredentials }) {
  const events = new EventEmitter()
  /** @type {ReturnType<typeof createClient> | undefined} */
  let primary
  let address = ''
  let asking = false

  /** Where the sentinels say the primary is: the first one that answers decides. */
  async function askSentinels() {
    let failure = /** @type {unknown} */ (undefined)
    for (const sentinel of sentinels) {
      const client = createClient({ ...sentinelCredentials, socket: { ...sentinel, connectTimeout: SENTINEL_TIMEOUT_MS, reconnectStrategy: false } })
      client.on('error', () => {}) // the failure is the connect's, below
      try {
        await client.connect()
        const reply = await client.sendCommand(['SENTINEL', 'GET-MASTER-ADDR-BY-NAME', name])
        if (Array.isArray(reply) && reply.length === 2) return { host: String(reply[0]), port: Number(reply[1]) }
        failure = new Error(`sentinel ${sentinel.host}:${sentinel.port} monitors no primary named ${name} (REDIS_SENTINEL_NAME)`)
      } catch (error) {
        failure = new Error(`sentinel ${sentinel.host}:${sentinel.port}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
      } finally {
        if (client.isOpen) client.destroy()
      }
    }
    throw failure
  }

  /** Connects to the primary the sentinels name, unless already there. */
  async function follow() {
    if (asking) return
    asking = true
    try {
      const found = await askSentinels()
      if (`${found.host}:${found.port}` === address) return
      if (primary?.isOpen) primary.destroy()
      address = `${found.host}:${found.port}`
      const client = createClient({ ...NODE_OPTIONS, ...nodeCredentials, socket: { ...NODE_OPTIONS.socket, ...found } })
      client.on('error', (/** @type {unknown} */ error) => client === primary && events.emit('error', error))
      client.on('ready', () => client === primary && events.emit('ready'))
      primary = client
      client.connect().catch(() => {}) // failures arrive as 'error' events
    } catch (error) {
      events.emit('error', error)
    } finally {
      asking = false
    }
  }

  const timer = setInterval(() => primary?.isReady || void follow(), FOLLOW_INTERVAL_MS)
  timer.unref()

  /**
   * A command on the primary; a READONLY answer sends the client to ask the sentinels again.
   * @template T
   * @param {(client: ReturnType<typeof createClient>) => Promise<T>} command
   */
  async function onPrimary(command) {
    if (!primary) throw new Error('no primary yet: no sentinel has answered')
    return command(primary).catch((/** @type {unknown} */ error) => {
      if (error instanceof Error && error.message.startsWith('READONLY')) void follow()
      throw error
    })
  }

  return {
    get isReady() {
      return primary?.isReady ?? false
    },
    connect: follow,
    destroy() {
      clearInterval(timer)
      if (primary?.isOpen) primary.destroy()
    },
    on(/** @type {string} */ event, /** @type {(...args: any[]) => void} */ listener) {
      events.on(event, listener)
      return this
    },
    ping: () => onPrimary((client) => client.ping()),
    eval: (/** @type {string} */ script, /** @type {{ keys: string[], arguments: string[] }} */ options) => onPrimary((client) => client.eval(script, options)),
    sendCommand: (/** @type {string[]} */ args) => onPrimary((client) => client.sendCommand(args)),
  }
}
