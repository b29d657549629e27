// @ts-check
// The one connection to Redis, a helper pages never wait on: each command has a short deadline.
// A failure, or a command unanswered well past its deadline, marks Redis lost (one log line);
// commands then skip it until a probe brings it back (one line). A late answer is no outage (this
// process may be the busy one), nor is an error reply (OOM, NOPERM), logged once per kind.
import { ErrorReply } from 'redis'
import { log } from '../log.mjs'
import { startRedisRoundTrip, watchRedisConnection } from '../telemetry.mjs'

/** Longest a page waits for one Redis answer. */
export const COMMAND_TIMEOUT_MS = 300
/** Unanswered this long, Redis counts as lost: several deadlines, so a stall of this process is not taken for Redis's. */
export const LOST_AFTER_MS = 1000
export const PROBE_INTERVAL_MS = 1000
/** A new process's first requests wait this long, once, for the first connection: it then serves the fleet's content, not its build's. */
export const FIRST_CONNECTION_WAIT_MS = 1000
/** A connection not made within this long failed: past a loaded host's first seconds, when its requests block the event loop (a shorter one made the loss's reason a timeout, not the refused password). */
export const CONNECT_TIMEOUT_MS = 5000
/** The webhook's wait for a replica to hold a publish, within one deadline. */
export const REPLICA_WAIT_MS = 200

/** Why Redis cannot be used, naming what to fix where the error says it. @param {unknown} error */
export function describeFailure(error) {
  const message = error instanceof Error ? error.message || error.name : String(error)
  const code = /** @type {{ code?: unknown }} */ (error)?.code
  if (/^(WRONGPASS|NOAUTH)\b/.test(message)) return `Redis refused the user or password: ${message}`
  if (typeof code === 'string' && /CERT|UNABLE_TO_/.test(code)) {
    return `Redis's TLS certificate is not trusted (${code}: ${message}); give its CA's file in NODE_EXTRA_CA_CERTS`
  }
  return message
}

/** @type {[string, (value: string) => boolean, string, string][]} a setting, when it is unsafe, the risk, the fix */
const UNSAFE_SETTINGS = [
  ['maxmemory-policy', (policy) => policy.startsWith('allkeys-'), 'a full Redis may evict the tag expiries and the articles, and a publish would miss instances', 'set maxmemory-policy to volatile-lru, volatile-ttl or noeviction (docs/redis.md)'],
  ['appendonly', (value) => value === 'no', 'a restart of Redis right after a publish loses it: instances that had not read it keep the old page up to one window', 'set appendonly yes (docs/redis.md)'],
]

/**
 * The part of node-redis's client used here (redis-client.mjs gives a Cluster's and Sentinel's this shape).
 * @typedef {{ isReady: boolean, connect(): Promise<unknown>, destroy(): void, on(event: string, listener: (...args: any[]) => void): unknown, ping(): Promise<unknown> } & Record<string, any>} RedisLikeClient
 */

/**
 * @param {{ client: RedisLikeClient, expectReplicas?: boolean, probe?: (client: RedisLikeClient) => Promise<unknown>, timeoutMs?: number, lostAfterMs?: number, probeIntervalMs?: number, firstConnectionWaitMs?: number }} options
 * `expectReplicas`: wait for a replica where INFO is refused (Sentinel); `probe`: the round trip
 * that says Redis answers (a read of the site's keys: a node that lacks them never counts as up)
 */
export function sharedConnection({
  client,
  expectReplicas = false,
  probe: probeCommand = (redis) => redis.ping(),
  timeoutMs = COMMAND_TIMEOUT_MS,
  lostAfterMs = LOST_AFTER_MS,
  probeIntervalMs = PROBE_INTERVAL_MS,
  firstConnectionWaitMs = FIRST_CONNECTION_WAIT_MS,
}) {
  let state = /** @type {'starting' | 'up' | 'down'} */ ('starting')
  const telemetry = watchRedisConnection(() => state === 'up')
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let probe
  const refusals = new Set()
  /** @type {(() => void)[]} */
  const recoveryListeners = []
  let settingsChecked = false
  let pendingVerdicts = 0
  const { promise: firstAttempt, resolve: settle } = /** @type {PromiseWithResolvers<void>} */ (Promise.withResolvers())
  setTimeout(settle, firstConnectionWaitMs).unref?.()
  // Still no connection, and no error saying why (Redis accepts connections but never answers): one
  // line. setImmediate, as for a command: an error already on the socket is read first.
  const neverConnected = () => state === 'starting' && !client.isReady && markLost(`no connection within ${CONNECT_TIMEOUT_MS} ms`)
  setTimeout(() => setImmediate(neverConnected), CONNECT_TIMEOUT_MS).unref?.()

  /** @param {string} reason */
  function markLost(reason) {
    if (state === 'down') return
    state = 'down'
    settle()
    log('warn', 'shared_cache_lost', { reason, fallback: 'this instance serves from its own memory and disk' })
    telemetry.lost()
    probe ??= setInterval(() => void ping(), probeIntervalMs)
    probe.unref?.()
  }

  function markUp() {
    if (state === 'up') return
    const wasDown = state === 'down'
    state = 'up'
    settle()
    clearInterval(probe)
    probe = undefined
    log('info', wasDown ? 'shared_cache_back' : 'shared_cache_connected', {})
    if (wasDown) {
      telemetry.recovered()
      for (const listener of recoveryListeners) listener()
    }
    if (!settingsChecked) void warnOfUnsafeSettings()
  }

  /** One warning per setting that may lose a publish; nothing where CONFIG is refused (managed Redis). */
  async function warnOfUnsafeSettings() {
    settingsChecked = true
    for (const [name, unsafe, risk, fix] of UNSAFE_SETTINGS) {
      const reply = await deadline((redis) => redis.sendCommand(['CONFIG', 'GET', name]), { quiet: true })
      if (Array.isArray(reply) && unsafe(String(reply[1]))) log('warn', 'shared_cache_unsafe_setting', { setting: `${name} ${reply[1]}`, risk, fix })
    }
  }

  /** One round trip, undefined on failure or at the deadline. `quiet`: a refusal is expected (CONFIG, INFO). @template T @param {(client: RedisLikeClient) => Promise<T>} command @returns {Promise<T | undefined>} */
  async function deadline(command, { quiet = false } = {}) {
    const sentAt = Date.now()
    const roundTripEnds = startRedisRoundTrip()
    let answered = false
    const answer = command(client).then(
      (value) => {
        answered = true
        roundTripEnds('ok')
        return value
      },
      (/** @type {unknown} */ error) => {
        answered = true
        roundTripEnds('error')
        if (!(error instanceof ErrorReply)) return void markLost(describeFailure(error))
        const [kind = ''] = error.message.split(' ')
        // The site's keys are not on the node asked: no command can succeed there.
        if (/^(CROSSSLOT|MOVED|ASK|CLUSTERDOWN|TRYAGAIN)\b/.test(kind)) markLost(`Redis does not hold the site's keys on this node (${error.message}): where REDIS_URL names a Redis Cluster node, set REDIS_CLUSTER=1 (docs/redis.md)`)
        else if (!quiet && !refusals.has(kind)) {
          refusals.add(kind)
          log('warn', 'shared_cache_refused', { reason: error.message })
        }
        return undefined
      },
    )
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer
    // setImmediate: after a blocked event loop, an answer already on the socket wins over the timer.
    const missed = new Promise((resolve) => (timer = setTimeout(() => setImmediate(() => resolve(undefined)), timeoutMs)))
    const result = await Promise.race([answer, missed])
    clearTimeout(timer)
    if (!answered) {
      // Lost only if still unanswered lostAfterMs after it was sent, judged once what arrived is read.
      pendingVerdicts += 1
      const verdict = () =>
        setImmediate(() => {
          pendingVerdicts -= 1
          if (!answered) markLost(`no answer within ${Date.now() - sentAt} ms`)
        })
      setTimeout(verdict, Math.max(lostAfterMs - (Date.now() - sentAt), 0)).unref?.()
    }
    return result
  }

  /** Whether Redis answers now; an answer also ends a loss. */
  async function ping() {
    if (!client.isReady) return false
    const answered = (await deadline(probeCommand)) !== undefined
    if (answered) markUp()
    return answered
  }

  // node-redis reconnects by itself; an 'error' event without a listener would crash the process.
  client.on('error', (/** @type {unknown} */ error) => {
    if (state !== 'down') markLost(describeFailure(error))
  })
  client.on('ready', () => void ping())
  client.connect().catch(() => {}) // failures arrive as 'error' events

  /** One command, or undefined at once while Redis is lost. @template T @param {(client: RedisLikeClient) => Promise<T>} command @param {{ quiet?: boolean }} [options] */
  async function run(command, options) {
    if (state === 'starting') await firstAttempt
    return state === 'up' ? deadline(command, options) : undefined
  }

  return {
    get connected() {
      return state === 'up'
    },
    ping,
    /** Commands past their deadline not yet judged: a test waits for none, not for time. */
    get pendingVerdicts() {
      return pendingVerdicts
    },
    run,
    onRecovery: (/** @type {() => void} */ listener) => void recoveryListeners.push(listener), // Redis back, perhaps empty
    /** Whether what was written is on a replica too, where there is one (INFO, or Sentinel's promise), so a failover keeps it. */
    async replicated() {
      const info = await run((redis) => redis.sendCommand(['INFO', 'replication']), { quiet: true })
      const replicas = typeof info === 'string' ? Number(/connected_slaves:(\d+)/.exec(info)?.[1] ?? 0) : Number(expectReplicas)
      if (replicas === 0) return true
      const acknowledged = await run((redis) => redis.sendCommand(['WAIT', '1', String(REPLICA_WAIT_MS)]))
      return typeof acknowledged === 'number' && acknowledged > 0
    },
    close() {
      clearInterval(probe)
      client.destroy()
    },
  }
}

/** @typedef {ReturnType<typeof sharedConnection>} SharedConnection */
