// @ts-check
// The one connection to Redis, kept as a helper that pages never wait on: every command has a
// short deadline, after which the page goes on without Redis. Redis is marked lost (one log line)
// when a command fails, or when one is still unanswered well after its deadline; later commands
// then skip it at once instead of each waiting, and a probe brings it back (one log line) without
// a restart, whether Redis was down at start-up, killed, or hung. A late answer alone is no
// outage: this process's own event loop, busy with visitors, may have read it late; nor is an
// error reply (a command Redis refused: OOM, NOPERM, READONLY), logged once per kind, unless it
// says the site's keys are not on this node (a Redis Cluster reached as one node): that is.
import { ErrorReply } from 'redis'
import { log } from '../log.mjs'
import { startRedisRoundTrip, watchRedisConnection } from '../telemetry.mjs'

/** Longest wait for one Redis answer: a page never waits longer on the shared cache. */
export const COMMAND_TIMEOUT_MS = 300
/**
 * How long a command may stay unanswered before Redis counts as lost: several deadlines, so that
 * a stall of this process (a long render, a burst of visitors) is not taken for Redis's.
 */
export const LOST_AFTER_MS = 1000
/** How often a lost Redis is asked whether it is back. */
export const PROBE_INTERVAL_MS = 1000
/**
 * How long a new process's first requests wait for its first connection (loading the client and
 * connecting take most of a second in a process that is still warming up), so that a new instance
 * serves the fleet's content rather than its build's. Once, and only while starting.
 */
export const FIRST_CONNECTION_WAIT_MS = 1000
/** How long the webhook waits for a replica to hold a publish: within one command deadline. */
export const REPLICA_WAIT_MS = 200

/**
 * Why Redis cannot be used, naming what to fix where the error says it.
 * @param {unknown} error
 */
export function describeFailure(error) {
  const message = error instanceof Error ? error.message || error.name : String(error)
  const code = /** @type {{ code?: unknown }} */ (error)?.code
  if (/^(WRONGPASS|NOAUTH)\b/.test(message)) return `Redis refused the user or password: ${message}`
  if (typeof code === 'string' && /CERT|UNABLE_TO_/.test(code)) {
    return `Redis's TLS certificate is not trusted (${code}: ${message}); give its CA's file in NODE_EXTRA_CA_CERTS`
  }
  return message
}

/**
 * Redis's eviction policies that may evict keys without a TTL, such as the tag records and the
 * articles (docs/redis.md).
 * @param {string} policy
 */
const evictsKeysWithoutTtl = (policy) => policy.startsWith('allkeys-')

/**
 * Error replies that say the site's keys are not (all) on the node asked: a Redis Cluster reached
 * as one node, or keys in several slots. No command can succeed then.
 * @param {ErrorReply} error
 */
const misplacedKeys = (error) => /^(CROSSSLOT|MOVED|ASK|CLUSTERDOWN|TRYAGAIN)\b/.test(error.message)

/**
 * The subset of node-redis's client this module uses (a fake in unit tests).
 * @typedef {{
 *   isReady: boolean,
 *   connect(): Promise<unknown>,
 *   destroy(): void,
 *   on(event: string, listener: (...args: any[]) => void): unknown,
 *   ping(): Promise<unknown>,
 *   suspect?(lost: boolean): void,
 *   stillPrimary?(): Promise<boolean>,
 * } & Record<string, any>} RedisLikeClient Sentinel's: `suspect` is told when Redis is counted lost
 * and back; `stillPrimary` says whether the sentinels still name the node written to
 */

/**
 * @param {{ client: RedisLikeClient, expectReplicas?: boolean, probe?: (client: RedisLikeClient) => Promise<unknown>, timeoutMs?: number, lostAfterMs?: number, probeIntervalMs?: number, firstConnectionWaitMs?: number }} options
 * `expectReplicas`: whether to wait for a replica when Redis does not say how many it has (Sentinel); `probe`: the round trip that says Redis answers (a
 * read of the site's keys, so a node that does not hold them never counts as connected)
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
  /** starting: never connected yet; up: in use; down: lost, probed until it answers. */
  let state = /** @type {'starting' | 'up' | 'down'} */ ('starting')
  const telemetry = watchRedisConnection(() => state === 'up')
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let probe
  /** Kinds of error reply already logged. */
  const refusals = new Set()
  /** @type {(() => void)[]} called when Redis answers again after a loss */
  const recoveryListeners = []
  let settingsChecked = false
  /** Commands past their deadline whose verdict (lost, or only late) is still to come. */
  let pendingVerdicts = 0
  /** @type {() => void} */
  let settle = () => {}
  /** Settles when the first connection attempt is decided either way, or after the wait. */
  const firstAttempt = new Promise((resolve) => {
    settle = () => resolve(undefined)
    setTimeout(settle, firstConnectionWaitMs).unref?.()
  })

  /** @param {string} reason */
  function markLost(reason) {
    if (state === 'down') return
    state = 'down'
    settle()
    client.suspect?.(true)
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
    client.suspect?.(false)
    clearInterval(probe)
    probe = undefined
    log('info', wasDown ? 'shared_cache_back' : 'shared_cache_connected', {})
    if (wasDown) {
      telemetry.recovered()
      for (const listener of recoveryListeners) listener()
    }
    if (!settingsChecked) void warnOfUnsafeSettings()
  }

  /**
   * One warning when Redis's eviction policy may take the tag records or the articles. CONFIG is often disabled
   * on managed Redis: then nothing is said.
   */
  async function warnOfUnsafeSettings() {
    settingsChecked = true
    const reply = await deadline((redis) => redis.sendCommand(['CONFIG', 'GET', 'maxmemory-policy']), { quiet: true })
    const policy = Array.isArray(reply) ? String(reply[1]) : undefined
    if (policy !== undefined && evictsKeysWithoutTtl(policy)) {
      log('warn', 'shared_cache_unsafe_setting', {
        setting: `maxmemory-policy ${policy}`,
        risk: 'a full Redis may evict the tag expiries and the articles, and a publish would miss instances',
        fix: 'set maxmemory-policy to volatile-lru, volatile-ttl or noeviction (docs/redis.md)',
      })
    }
    const appendonly = await deadline((redis) => redis.sendCommand(['CONFIG', 'GET', 'appendonly']), { quiet: true })
    if (Array.isArray(appendonly) && String(appendonly[1]) === 'no') {
      log('warn', 'shared_cache_unsafe_setting', {
        setting: 'appendonly no',
        risk: 'a restart of Redis right after a publish loses it: instances that had not read it keep the old page up to one window',
        fix: 'set appendonly yes (docs/redis.md)',
      })
    }
  }

  /**
   * An error reply: Redis is there, and refused this command. Logged once per kind (OOM, NOPERM...).
   * @param {ErrorReply} error
   */
  function refused(error) {
    const kind = error.message.split(' ')[0]
    if (refusals.has(kind)) return
    refusals.add(kind)
    log('warn', 'shared_cache_refused', { reason: error.message })
  }

  /**
   * Runs one round trip with the deadline; resolves undefined on any failure or at the deadline
   * (never rejects). A failure marks Redis lost; a missed deadline only if the answer still has
   * not come by lostAfterMs. `quiet`: a refusal is expected (CONFIG or INFO, often disabled).
   * @template T
   * @param {(client: RedisLikeClient) => Promise<T>} command
   * @returns {Promise<T | undefined>}
   */
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
        if (!(error instanceof ErrorReply)) markLost(describeFailure(error))
        else if (misplacedKeys(error)) markLost(`Redis does not hold the site's keys on this node (${error.message}): a Redis Cluster is used in cluster mode only when it answers CLUSTER INFO (docs/redis.md)`)
        else if (!quiet) refused(error)
        return undefined
      },
    )
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer
    const missed = new Promise((resolve) => {
      // A render that blocked the event loop makes the timer and Redis's answer due together, and
      // timers run first: setImmediate lets an answer already on the socket win.
      timer = setTimeout(() => setImmediate(() => resolve(undefined)), timeoutMs)
    })
    const result = await Promise.race([answer, missed])
    clearTimeout(timer)
    if (!answered) judgeLater(() => answered, sentAt)
    return result
  }

  /**
   * Marks Redis lost if a command is still unanswered lostAfterMs after it was sent. Judged
   * after setImmediate, once the event loop has read what already arrived: a late timer is this
   * process's stall, and an answer waiting on the socket wins.
   * @param {() => boolean} answered
   * @param {number} sentAt
   */
  function judgeLater(answered, sentAt) {
    pendingVerdicts += 1
    const verdict = () =>
      setImmediate(() => {
        pendingVerdicts -= 1
        if (!answered()) markLost(`no answer within ${Date.now() - sentAt} ms`)
      })
    setTimeout(verdict, Math.max(lostAfterMs - (Date.now() - sentAt), 0)).unref?.()
  }

  /** Whether Redis answers now; an answer also ends a loss. */
  async function ping() {
    if (!client.isReady) return false
    const answered = (await deadline(probeCommand)) !== undefined
    if (answered) markUp()
    return answered
  }

  // node-redis reconnects by itself after a dropped or refused connection; it reports each failed
  // attempt as an 'error' event, which must have a listener or it would crash the process.
  client.on('error', (/** @type {unknown} */ error) => {
    if (state !== 'down') markLost(describeFailure(error))
  })
  client.on('ready', () => void ping())
  client.connect().catch(() => {}) // failures arrive as 'error' events; reconnection goes on

  /**
   * @template T
   * @param {(client: RedisLikeClient) => Promise<T>} command
   * @param {{ quiet?: boolean }} [options]
   */
  async function run(command, options) {
    if (state === 'starting') await firstAttempt
    return state === 'up' ? deadline(command, options) : undefined
  }

  return {
    /** Whether the shared cache is in use right now (no round trip). */
    get connected() {
      return state === 'up'
    },
    ping,
    /** Commands past their deadline not yet judged: a test waits for none, not for time. */
    get pendingVerdicts() {
      return pendingVerdicts
    },
    /**
     * One command against Redis, or undefined at once when Redis is lost or not yet connected.
     * @template T
     * @param {(client: RedisLikeClient) => Promise<T>} command
     * @param {{ quiet?: boolean }} [options]
     */
    run,
    /** @param {() => void} listener called each time Redis answers again after a loss (it may be empty) */
    onRecovery(listener) {
      recoveryListeners.push(listener)
    },
    /**
     * Whether what this connection has written so far is on a replica too, where Redis has one,
     * so that a failover keeps it (WAIT), and, behind Sentinel, whether the node is still the one
     * the sentinels name: a primary they have replaced never confirms a publish. Redis says how
     * many replicas it has (INFO), or, where it may not say (an ACL without INFO), Sentinel's
     * promise of one stands.
     */
    async replicated() {
      const info = await run((redis) => redis.sendCommand(['INFO', 'replication']), { quiet: true })
      if (client.stillPrimary && !(await client.stillPrimary())) return false
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
