// @ts-check
// The node-redis client for REDIS_URL (createCluster with REDIS_CLUSTER), or for the primary that
// Sentinel names (REDIS_SENTINELS). connection.mjs keeps it as a helper pages never wait on.
import { EventEmitter } from 'node:events'
import { createClient, createCluster } from 'redis'
import { FIRST_CONNECTION_WAIT_MS } from './connection.mjs'

const NODE_OPTIONS = {
  disableOfflineQueue: true, // fail at once while disconnected, never queue
  socket: { connectTimeout: FIRST_CONNECTION_WAIT_MS, reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2000) },
}
/** How often the sentinels, or a Cluster's nodes, are asked again while Redis does not answer. */
const RETRY_MS = 1000
/** @typedef {import('./connection.mjs').RedisLikeClient} RedisLikeClient */
/** @typedef {{ keys: string[], arguments: string[] }} ScriptArguments */

/**
 * An EventEmitter with a client's methods, whose isReady is read through `ready`.
 * @param {EventEmitter} events @param {() => boolean} ready @param {Record<string, any>} methods
 * @returns {RedisLikeClient}
 */
const asClient = (events, ready, methods) => /** @type {RedisLikeClient} */ (/** @type {unknown} */ (Object.defineProperty(Object.assign(events, methods), 'isReady', { get: ready })))

/**
 * @param {Pick<import('../env.mjs').Env, 'REDIS_URL' | 'REDIS_CLUSTER' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'REDIS_USERNAME' | 'REDIS_PASSWORD' | 'REDIS_SENTINEL_USERNAME' | 'REDIS_SENTINEL_PASSWORD'>} settings
 * @param {string} routingKey a key of the site's one hash slot: where a Cluster's keyless commands go
 * @returns {RedisLikeClient}
 */
export function redisClient(settings, routingKey) {
  const url = settings.REDIS_URL ?? ''
  if (settings.REDIS_SENTINELS && settings.REDIS_SENTINEL_NAME) {
    const sentinelUser = { username: settings.REDIS_SENTINEL_USERNAME, password: settings.REDIS_SENTINEL_PASSWORD }
    return followPrimary(settings.REDIS_SENTINELS, settings.REDIS_SENTINEL_NAME, sentinelUser, { username: settings.REDIS_USERNAME, password: settings.REDIS_PASSWORD })
  }
  if (!settings.REDIS_CLUSTER) return createClient({ url, ...NODE_OPTIONS })
  const { username, password, protocol } = new URL(url)
  const user = { username: decodeURIComponent(username) || undefined, password: decodeURIComponent(password) || undefined }
  const cluster = createCluster({ rootNodes: [{ url }], defaults: { ...NODE_OPTIONS, ...user, socket: { ...NODE_OPTIONS.socket, tls: protocol === 'rediss:' } } })
  const events = new EventEmitter()
  cluster.on('error', (/** @type {unknown} */ error) => events.emit('error', error))
  // createCluster does not retry its first discovery by itself.
  const connect = () => cluster.connect().then(() => events.emit('ready'), (/** @type {unknown} */ error) => {
    events.emit('error', error)
    setTimeout(connect, RETRY_MS).unref()
  })
  return asClient(events, () => cluster.isOpen, {
    connect: async () => void connect(),
    destroy: () => void (cluster.isOpen && cluster.destroy()),
    ping: () => cluster.sendCommand(routingKey, true, ['PING']),
    eval: (/** @type {string} */ script, /** @type {ScriptArguments} */ options) => cluster.eval(script, options),
    sendCommand: (/** @type {string[]} */ args) => cluster.sendCommand(routingKey, false, args),
  })
}

/**
 * A client for the primary the sentinels name. Not node-redis's createSentinel: it prints a stack
 * trace on stdout every second while no sentinel answers (redis/node-redis#3066; the Redis suite
 * checks the log) and does not recover once every sentinel was down (#3237). This asks again on
 * +switch-master, when the node is not a primary (ROLE, READONLY), and every second while the
 * connection is down or connection.mjs counts Redis lost (a frozen primary keeps its socket).
 * @param {{ host: string, port: number }[]} sentinels @param {string} name
 * @param {{ username?: string, password?: string }} sentinelUser @param {{ username?: string, password?: string }} nodeUser
 * @returns {RedisLikeClient}
 */
export function followPrimary(sentinels, name, sentinelUser, nodeUser) {
  const events = new EventEmitter()
  /** @type {ReturnType<typeof createClient> | undefined} */
  let primary
  /** @type {ReturnType<typeof createClient> | undefined} the sentinel connection that hears +switch-master */
  let announcements
  let [confirmed, address, asking, suspect] = [false, '', false, false]
  const sentinelClient = (/** @type {{ host: string, port: number }} */ sentinel) =>
    createClient({ ...sentinelUser, socket: { ...sentinel, connectTimeout: 500, reconnectStrategy: false } }).on('error', () => {})

  /** Where the first sentinel that answers says the primary is. */
  async function askSentinels() {
    let failure = /** @type {unknown} */ (undefined)
    for (const sentinel of sentinels) {
      const client = sentinelClient(sentinel)
      try {
        await client.connect()
        const reply = await client.sendCommand(['SENTINEL', 'GET-MASTER-ADDR-BY-NAME', name])
        if (Array.isArray(reply) && reply.length === 2) return `${reply[0]}:${reply[1]}`
        failure = new Error(`sentinel ${sentinel.host}:${sentinel.port} monitors no primary named ${name} (REDIS_SENTINEL_NAME)`)
      } catch (error) {
        failure = new Error(`sentinel ${sentinel.host}:${sentinel.port}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
      } finally {
        if (client.isOpen) client.destroy()
      }
    }
    throw failure
  }

  async function listen() {
    for (const sentinel of announcements ? [] : sentinels) {
      const client = (announcements = sentinelClient(sentinel))
      try {
        await client.connect()
        await client.subscribe('+switch-master', (message) => message.startsWith(`${name} `) && void follow())
        return void client.on('end', () => announcements === client && (announcements = undefined))
      } catch {
        if (client.isOpen) client.destroy()
        announcements = undefined
      }
    }
  }

  async function follow() {
    if (asking) return
    asking = true
    try {
      const found = await askSentinels()
      if (found === address && primary?.isOpen) return
      if (primary?.isOpen) primary.destroy()
      ;[address, confirmed] = [found, false]
      const [host, port] = found.split(':')
      const client = (primary = createClient({ ...NODE_OPTIONS, ...nodeUser, socket: { ...NODE_OPTIONS.socket, host, port: Number(port) } }))
      client.on('error', (/** @type {unknown} */ error) => client === primary && events.emit('error', error))
      // Used once it says it is a primary: the sentinels may still name a demoted one.
      client.on('ready', async () => {
        const role = await client.sendCommand(['ROLE']).catch(() => undefined)
        if (client !== primary) return
        confirmed = Array.isArray(role) && role[0] === 'master'
        if (confirmed) return void events.emit('ready')
        address = ''
        client.destroy()
        events.emit('error', new Error(`the node the sentinels named is not a primary (ROLE: ${Array.isArray(role) ? role[0] : 'refused'})`))
      })
      client.connect().catch(() => {}) // failures arrive as 'error' events
    } catch (error) {
      events.emit('error', error)
    } finally {
      asking = false
    }
  }

  const timer = setInterval(() => {
    void listen()
    if (suspect || !primary?.isReady) void follow()
  }, RETRY_MS)
  timer.unref()

  /** @template T @param {(client: ReturnType<typeof createClient>) => Promise<T>} command */
  async function onPrimary(command) {
    if (!primary || !confirmed) throw new Error('no primary yet: no sentinel has named one that answers as a primary')
    return command(primary).catch((/** @type {unknown} */ error) => {
      if (error instanceof Error && error.message.startsWith('READONLY')) void follow()
      throw error
    })
  }

  return asClient(events, () => confirmed && (primary?.isReady ?? false), {
    async connect() {
      void listen()
      await follow()
    },
    destroy() {
      clearInterval(timer)
      if (primary?.isOpen) primary.destroy()
      if (announcements?.isOpen) announcements.destroy()
    },
    suspect(/** @type {boolean} */ lost) {
      if ((suspect = lost)) void follow()
    },
    /** Whether the sentinels still name the node written to: a replaced primary never confirms a publish. */
    async stillPrimary() {
      const named = await askSentinels().catch(() => undefined)
      if (named && named !== address) void follow()
      return named !== undefined && named === address
    },
    ping: () => onPrimary((client) => client.ping()),
    eval: (/** @type {string} */ script, /** @type {ScriptArguments} */ options) => onPrimary((client) => client.eval(script, options)),
    sendCommand: (/** @type {string[]} */ args) => onPrimary((client) => client.sendCommand(args)),
  })
}
