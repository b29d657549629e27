// @ts-check
// The node-redis client the shared cache talks through: to REDIS_URL (a Redis Cluster through
// node-redis's cluster client), or to the primary that Sentinel names (REDIS_SENTINELS).
// connection.mjs keeps either as a helper pages never wait on.
import { EventEmitter } from 'node:events'
import { createClient, createCluster } from 'redis'
import { FIRST_CONNECTION_WAIT_MS } from './connection.mjs'

/** What every connection to a data node shares. */
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
 * @param {string} routingKey a key of the site's one hash slot: where a Cluster's keyless commands go
 * @returns {import('./connection.mjs').RedisLikeClient}
 */
export function redisClient(settings, routingKey) {
  if (settings.REDIS_SENTINELS === undefined || settings.REDIS_SENTINEL_NAME === undefined) return singleOrCluster(settings.REDIS_URL ?? '', routingKey)
  return followPrimary({
    sentinels: settings.REDIS_SENTINELS,
    name: settings.REDIS_SENTINEL_NAME,
    sentinelCredentials: { username: settings.REDIS_SENTINEL_USERNAME, password: settings.REDIS_SENTINEL_PASSWORD },
    nodeCredentials: { username: settings.REDIS_USERNAME, password: settings.REDIS_PASSWORD },
  })
}

/**
 * A client for REDIS_URL that becomes node-redis's cluster client when the node answers CLUSTER
 * INFO (cluster mode; a plain Redis refuses it): a Cluster's nodes each hold some slots, and the
 * cluster client follows the site's slot to whichever node holds it, through resharding and
 * failover. The site's keys share one slot (the prefix's hash tag), so its scripts run there.
 * @param {string} url
 * @param {string} routingKey
 * @returns {import('./connection.mjs').RedisLikeClient}
 */
function singleOrCluster(url, routingKey) {
  const events = new EventEmitter()
  const single = createClient({ url, ...NODE_OPTIONS })
  /** @type {ReturnType<typeof createCluster> | undefined} */
  let cluster
  let clusterReady = false
  single.on('error', (/** @type {unknown} */ error) => cluster || events.emit('error', error))
  single.on('ready', async () => {
    if (cluster) return
    const info = await single.sendCommand(['CLUSTER', 'INFO']).catch(() => undefined)
    if (typeof info !== 'string') return void events.emit('ready')
    const { username, password, protocol } = new URL(url)
    cluster = createCluster({
      rootNodes: [{ url }],
      defaults: {
        ...NODE_OPTIONS,
        username: decodeURIComponent(username) || undefined,
        password: decodeURIComponent(password) || undefined,
        socket: { ...NODE_OPTIONS.socket, tls: protocol === 'rediss:' },
      },
    })
    cluster.on('error', (/** @type {unknown} */ error) => events.emit('error', error))
    single.destroy()
    try {
      await cluster.connect()
      clusterReady = true
      events.emit('ready')
    } catch (error) {
      events.emit('error', error) // node-redis's cluster client does not retry its first discovery
      cluster = undefined
      single.connect().catch(() => {})
    }
  })
  return {
    get isReady() {
      return cluster ? clusterReady && cluster.isOpen : single.isReady
    },
    connect: () => single.connect(),
    destroy() {
      if (cluster?.isOpen) cluster.destroy()
      if (single.isOpen) single.destroy()
    },
    on(/** @type {string} */ event, /** @type {(...args: any[]) => void} */ listener) {
      events.on(event, listener)
      return this
    },
    ping: () => (cluster ? cluster.sendCommand(routingKey, true, ['PING']) : single.ping()),
    eval: (/** @type {string} */ script, /** @type {{ keys: string[], arguments: string[] }} */ options) =>
      cluster ? cluster.eval(script, options) : single.eval(script, options),
    sendCommand: (/** @type {string[]} */ args) => (cluster ? cluster.sendCommand(routingKey, false, args) : single.sendCommand(args)),
  }
}

/**
 * A client for the primary that the sentinels name, with the part of node-redis's client the
 * shared cache uses. It asks the sentinels where the primary is and connects there, and asks
 * again when they announce a failover (+switch-master, on one subscribed sentinel), when the node
 * it reached says it is not a primary (ROLE after connecting, READONLY after a write), and every
 * second while the connection is down or connection.mjs counts Redis lost: a primary frozen or
 * cut off keeps its socket open, and would otherwise be waited on for as long as it stays so.
 * (node-redis's own createSentinel prints stack traces on stdout while no sentinel answers, and
 * stops trying after 16 failures at start: an instance started then would never share.)
 * @param {{ sentinels: { host: string, port: number }[], name: string, sentinelCredentials: { username?: string, password?: string }, nodeCredentials: { username?: string, password?: string } }} options
 * @returns {import('./connection.mjs').RedisLikeClient}
 */
export function followPrimary({ sentinels, name, sentinelCredentials, nodeCredentials }) {
  const events = new EventEmitter()
  /** @type {ReturnType<typeof createClient> | undefined} */
  let primary
  /** Whether ROLE, asked after connecting, said primary. */
  let confirmed = false
  let address = ''
  let asking = false
  /** Set while connection.mjs counts Redis lost: the sentinels are asked every second. */
  let suspect = false
  /** @type {ReturnType<typeof createClient> | undefined} the sentinel connection that hears +switch-master */
  let announcements
  let subscribing = false

  /** @param {{ host: string, port: number }} sentinel */
  const sentinelClient = (sentinel) => {
    const client = createClient({ ...sentinelCredentials, socket: { ...sentinel, connectTimeout: SENTINEL_TIMEOUT_MS, reconnectStrategy: false } })
    client.on('error', () => {}) // the failure is the connect's, or the subscription is made again
    return client
  }

  /** Where the sentinels say the primary is: the first one that answers decides. */
  async function askSentinels() {
    let failure = /** @type {unknown} */ (undefined)
    for (const sentinel of sentinels) {
      const client = sentinelClient(sentinel)
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

  /** Listens to the first sentinel that takes the subscription for failovers of this primary. */
  async function listen() {
    if (subscribing || announcements) return
    subscribing = true
    for (const sentinel of sentinels) {
      const client = sentinelClient(sentinel)
      try {
        await client.connect()
        await client.subscribe('+switch-master', (message) => message.startsWith(`${name} `) && void follow())
        client.on('end', () => announcements === client && (announcements = undefined))
        announcements = client
        break
      } catch {
        if (client.isOpen) client.destroy()
      }
    }
    subscribing = false
  }

  /** Connects to the primary the sentinels name, unless already there. */
  async function follow() {
    if (asking) return
    asking = true
    try {
      const found = await askSentinels()
      if (`${found.host}:${found.port}` === address && primary?.isOpen) return
      if (primary?.isOpen) primary.destroy()
      address = `${found.host}:${found.port}`
      confirmed = false
      const client = createClient({ ...NODE_OPTIONS, ...nodeCredentials, socket: { ...NODE_OPTIONS.socket, ...found } })
      client.on('error', (/** @type {unknown} */ error) => client === primary && events.emit('error', error))
      client.on('ready', () => void confirm(client))
      primary = client
      client.connect().catch(() => {}) // failures arrive as 'error' events
    } catch (error) {
      events.emit('error', error)
    } finally {
      asking = false
    }
  }

  /**
   * Uses a new connection only once the node says it is a primary: a demoted one, still named by
   * sentinels that have not yet noticed, is left for the next ask.
   * @param {ReturnType<typeof createClient>} client
   */
  async function confirm(client) {
    const role = await client.sendCommand(['ROLE']).catch(() => undefined)
    if (client !== primary) return
    if (Array.isArray(role) && role[0] === 'master') {
      confirmed = true
      events.emit('ready')
    } else {
      address = ''
      client.destroy()
      events.emit('error', new Error(`the node the sentinels named is not a primary (ROLE: ${Array.isArray(role) ? role[0] : 'refused'})`))
    }
  }

  const timer = setInterval(() => {
    void listen()
    if (suspect || !primary?.isReady) void follow()
  }, FOLLOW_INTERVAL_MS)
  timer.unref()

  /**
   * A command on the primary; a READONLY answer sends the client to ask the sentinels again.
   * @template T
   * @param {(client: ReturnType<typeof createClient>) => Promise<T>} command
   */
  async function onPrimary(command) {
    if (!primary || !confirmed) throw new Error('no primary yet: no sentinel has named one that answers as a primary')
    return command(primary).catch((/** @type {unknown} */ error) => {
      if (error instanceof Error && error.message.startsWith('READONLY')) void follow()
      throw error
    })
  }

  return {
    get isReady() {
      return confirmed && (primary?.isReady ?? false)
    },
    async connect() {
      void listen()
      await follow()
    },
    destroy() {
      clearInterval(timer)
      if (primary?.isOpen) primary.destroy()
      if (announcements?.isOpen) announcements.destroy()
    },
    on(/** @type {string} */ event, /** @type {(...args: any[]) => void} */ listener) {
      events.on(event, listener)
      return this
    },
    /** @param {boolean} lost whether connection.mjs counts Redis lost */
    suspect(lost) {
      suspect = lost
      if (lost) void follow()
    },
    /** Whether the sentinels still name the node this client writes to (no sentinel answering: no). */
    async stillPrimary() {
      const named = await askSentinels().catch(() => undefined)
      if (named && `${named.host}:${named.port}` !== address) void follow()
      return named !== undefined && `${named.host}:${named.port}` === address
    },
    ping: () => onPrimary((client) => client.ping()),
    eval: (/** @type {string} */ script, /** @type {{ keys: string[], arguments: string[] }} */ options) => onPrimary((client) => client.eval(script, options)),
    sendCommand: (/** @type {string[]} */ args) => onPrimary((client) => client.sendCommand(args)),
  }
}
