// @ts-check
// Next's cache handler when REDIS_URL is set (wired in next.config.mjs): every instance of one
// build shares regenerated pages and CMS articles through Redis, and Redis stays a helper. Page
// entries carry their Content-Security-Policy (next-server/csp), as with the filesystem cache.
//
// Three tiers, each a fallback for the one before:
//   memory  this process's copies, byte-capped (Next's cacheMaxMemorySize, 50 MB by default);
//   Redis   the fleet's copies: the newest copy anywhere wins (a file just read from disk always
//           loses), and tag expiry is decided here, so one webhook on any instance expires the
//           content on all of them. "Newest" is when the request that made a copy began, on
//           Redis's clock (clock.mjs): a refresh that read an article before a publish and
//           finished after it is older than the publish, so it never undoes it;
//   disk    Next's own file-system cache, exactly as without Redis: the pages `next build`
//           prerendered (never passed to a handler) and this instance's last renders, so a
//           Redis outage, even at start-up, costs sharing and never a page.
//
// Next creates a handler per request, so the connection and the memory live at module level.
// Pages are namespaced per build (a rolling deploy never mixes one build's HTML with another's
// scripts); the CMS articles (data entries) and tag expiry are shared by every build, so a build
// deployed during a CMS outage serves the fleet's latest articles.
import { readFileSync } from 'node:fs'
import { LRUCache } from 'lru-cache'
import { createClient } from 'redis'
import { withCacheWriteFailuresLogged } from '../cache-write-failures.mjs'
import { withPagePolicy } from '../csp/with-page-policy.mjs'
import { env } from '../env.mjs'
import { buildIdFile, ENTRY_KIND, loadFileSystemCache } from '../next-internals.mjs'
import { publishSharedCache } from './bridge.mjs'
import { CLOCK_SYNC_INTERVAL_MS, CLOCK_UNCERTAINTY_MS, sharedClock } from './clock.mjs'
import { FIRST_CONNECTION_WAIT_MS, sharedConnection } from './connection.mjs'
import {
  asSeenByNext,
  entrySize,
  reviveEntry,
  revalidationRecord,
  serializeEntry,
  tagsOf,
  tagVerdict,
} from './entries.mjs'

/** Every key this site writes starts with this, so a Redis shared with other apps stays apart. */
const KEY_PREFIX = 'texas-tuition-site:'
const TAGS_KEY = `${KEY_PREFIX}tags`
/** Articles and other data entries, shared by every build. */
const DATA_PREFIX = `${KEY_PREFIX}data:`
/**
 * Redis forgets an entry this long after it was last written. Pages refresh every window while
 * visited, so only abandoned entries (old builds, unvisited pages) reach it; a week, like the
 * nginx cache's stale copies, outlasts any CMS outage we plan for.
 */
export const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60

/** @typedef {import('./entries.mjs').Entry} Entry */
/** @typedef {import('./entries.mjs').TagRecord} TagRecord */
/** @typedef {{ get(key: string, ctx: any): Promise<Entry | null>, set(key: string, data: any, ctx: any): Promise<void>, revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }} LocalCache */

/**
 * Writes a copy unless Redis holds a newer one, in one step (two instances may write at once):
 * KEYS[1] the entry, ARGV its stamp, its text and its TTL. Answers 1 when written.
 */
export const WRITE_IF_NEWER = `
local stored = redis.call('HGET', KEYS[1], 'lastModified')
if stored and tonumber(stored) > tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'lastModified', ARGV[1], 'entry', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1`

/**
 * Builds the handler class around its dependencies (the unit tests pass fakes).
 * @param {{
 *   connect: () => import('./connection.mjs').SharedConnection | undefined,
 *   createLocal: (ctx: any) => LocalCache,
 *   readBuildId: (serverDistDir: string | undefined) => string,
 *   publish: (bridge: import('./bridge.mjs').SharedCacheBridge) => void,
 *   localNow?: () => number,
 * }} dependencies
 */
export function createCacheHandler({ connect, createLocal, readBuildId, publish, localNow }) {
  const clock = sharedClock({ localNow })
  /** @type {{ connection: import('./connection.mjs').SharedConnection | undefined, memory: LRUCache<string, Entry>, buildId: string } | undefined} */
  let shared
  /**
   * This process's own expiries, which decide here with or without Redis: while Redis is
   * unreachable, the instance a webhook reached still never serves what it expired.
   * @type {LRUCache<string, TagRecord>}
   */
  const ownExpiries = new LRUCache({ max: 10_000 })

  /**
   * Records a revalidateTag(tags, durations) here and in Redis; undefined when Redis did not take it.
   * @param {string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async function expire(tags, durations) {
    if (tags.length === 0) return []
    const record = revalidationRecord(durations, clock.now())
    /** @type {Record<string, string>} */
    const fields = {}
    for (const tag of tags) {
      ownExpiries.set(tag, { ...ownExpiries.get(tag), ...record })
      for (const [name, time] of Object.entries(record)) fields[`${tag}:${name}`] = String(time)
    }
    return shared?.connection?.run((redis) => redis.multi().hSet(TAGS_KEY, fields).expire(TAGS_KEY, ENTRY_TTL_SECONDS).exec())
  }

  /**
   * The tags' records in Redis, or undefined when Redis did not answer.
   * @param {string[]} tags
   * @returns {Promise<(TagRecord | undefined)[] | undefined>}
   */
  async function readTagRecords(tags) {
    if (tags.length === 0) return []
    const fields = tags.flatMap((tag) => [`${tag}:stale`, `${tag}:expired`])
    const values = await shared?.connection?.run((redis) => redis.hmGet(TAGS_KEY, fields))
    if (!Array.isArray(values)) return undefined
    const time = (/** @type {unknown} */ value) => (value == null ? undefined : Number(value))
    return tags.map((_, index) => ({ stale: time(values[2 * index]), expired: time(values[2 * index + 1]) }))
  }

  /**
   * The tags' records: Redis's, with this process's own where they are newer (or alone, when
   * Redis did not answer).
   * @param {string[]} tags
   * @param {(TagRecord | undefined)[] | undefined} fromRedis
   */
  function withOwnExpiries(tags, fromRedis) {
    const newest = (/** @type {number | undefined} */ a, /** @type {number | undefined} */ b) =>
      a === undefined ? b : b === undefined ? a : Math.max(a, b)
    return tags.map((tag, index) => {
      const own = ownExpiries.get(tag)
      const inRedis = fromRedis?.[index]
      return { stale: newest(own?.stale, inRedis?.stale), expired: newest(own?.expired, inRedis?.expired) }
    })
  }


  return class SharedCacheHandler {
    /** @param {any} ctx what Next passes: serverDistDir, fs, flushToDisk, maxMemoryCacheSize, ... */
    constructor(ctx) {
      if (!shared) {
        shared = {
          connection: connect(),
          // lru-cache needs a positive cap: 1 byte, which no entry fits, is "no memory" (cacheMaxMemorySize: 0).
          memory: new LRUCache({ maxSize: Math.max(ctx.maxMemoryCacheSize ?? 0, 1), sizeCalculation: entrySize }),
          buildId: readBuildId(ctx.serverDistDir),
        }
        const { connection } = shared
        if (connection) {
          void clock.sync(connection)
          setInterval(() => void clock.sync(connection), CLOCK_SYNC_INTERVAL_MS).unref?.()
          publish({
            get connected() {
              return connection.connected
            },
            // The webhook expires its tags here before it answers: Next calls revalidateTag only
            // after the response is sent, and a visit anywhere right after must see the expiry.
            async expireTags(tags, durations) {
              if (!connection.connected) await connection.ping() // a Redis back since the last probe
              return (await expire(tags, durations)) !== undefined
            },
          })
        }
      }
      this.local = createLocal(ctx)
      /**
       * What this request writes was read after this moment: its copies carry it, so a copy
       * made from what was read before an expiry is older than that expiry, wherever it is stored.
       */
      this.startedAt = clock.now()
    }

    /**
     * Never throws (a throwing get answers 500): any failure is a miss, and Next renders.
     * @param {string} key
     * @param {any} ctx
     * @returns {Promise<Entry | null>}
     */
    async get(key, ctx) {
      try {
        return await this.#get(key, ctx)
      } catch {
        return null
      }
    }

    /**
     * @param {string} key
     * @param {any} ctx
     * @returns {Promise<Entry | null>}
     */
    async #get(key, ctx) {
      const { connection, memory } = /** @type {NonNullable<typeof shared>} */ (shared)
      const inMemory = memory.get(key)
      const local = inMemory ?? (await this.#fromDisk(key, ctx))

      const redisKey = this.#redisKey(key, ctx)
      let entry = local
      const [stamp, localRecords] = await Promise.all([
        connection?.run((redis) => redis.hGet(redisKey, 'lastModified')),
        readTagRecords(tagsOf(local, ctx)),
      ])
      let records = localRecords
      // A copy just read from disk loses to the fleet's: a disk file's time is when it was
      // copied to this host as much as when it was made (a build's pages carry their deploy time).
      if (stamp != null && (!inMemory || Number(stamp) > inMemory.lastModified)) {
        const text = await connection?.run((redis) => redis.hGet(redisKey, 'entry'))
        const remote = typeof text === 'string' ? reviveEntry(text) : undefined
        if (remote) {
          entry = remote
          memory.set(key, remote)
          records = await readTagRecords(tagsOf(remote, ctx))
        }
      }
      if (!entry) return null
      const now = clock.now()
      const verdict = tagVerdict(withOwnExpiries(tagsOf(entry, ctx), records), entry.lastModified, now + CLOCK_UNCERTAINTY_MS)
      const seen = asSeenByNext(entry, verdict, ctx, now)
      // Next dates entries by this host's clock.
      return seen && { ...seen, lastModified: clock.toLocal(seen.lastModified) }
    }

    /**
     * @param {string} key
     * @param {any} ctx
     */
    async #fromDisk(key, ctx) {
      const file = await this.local.get(key, ctx).catch(() => null)
      const entry = file ? { ...file, lastModified: clock.fromLocal(file.lastModified) } : undefined
      // A write during the read (a page renders twice when it refreshes) stays in memory.
      const written = shared?.memory.get(key)
      if (entry && !(written && written.lastModified > entry.lastModified)) shared?.memory.set(key, entry)
      return entry
    }

    /**
     * @param {string} key
     * @param {any} data
     * @param {any} ctx
     */
    async set(key, data, ctx) {
      /** @type {Entry} */
      const entry = { value: data, lastModified: this.startedAt, cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl }
      const held = shared?.memory.get(key)
      // An older copy never replaces a newer one: not here, not on disk, not in Redis.
      if (held && held.lastModified > entry.lastModified) return
      shared?.memory.set(key, entry)
      const redisKey = this.#redisKey(key, ctx)
      await Promise.all([
        this.local.set(key, data, ctx).catch(() => {}),
        shared?.connection?.run((redis) =>
          redis.eval(WRITE_IF_NEWER, {
            keys: [redisKey],
            arguments: [String(entry.lastModified), serializeEntry(entry), String(ENTRY_TTL_SECONDS)],
          }),
        ),
      ])
    }

    /**
     * @param {string | string[]} tags
     * @param {{ expire?: number }} [durations]
     */
    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags
      if (list.length === 0) return
      // This process first, Redis or not: Next's own tag records, as without a handler.
      await this.local.revalidateTag(list, durations).catch(() => {})
      await expire(list, durations)
    }

    resetRequestCache() {}

    /**
     * Pages belong to their build; articles outlive it.
     * @param {string} key
     * @param {{ kind?: string, fetchCache?: boolean } | undefined} ctx a get's ({ kind }) or a set's ({ fetchCache })
     */
    #redisKey(key, ctx) {
      return ctx?.kind === ENTRY_KIND.data || ctx?.fetchCache ? `${DATA_PREFIX}${key}` : `${KEY_PREFIX}${shared?.buildId}:${key}`
    }
  }
}

/** @param {string | undefined} serverDistDir */
function readBuildId(serverDistDir) {
  try {
    return readFileSync(buildIdFile(serverDistDir ?? ''), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

/** Redis at run time only: `next build` never needs it (and runs this handler without it). */
function connect() {
  if (env.REDIS_URL === undefined || env.NEXT_PHASE === 'phase-production-build') return undefined
  const client = createClient({
    url: env.REDIS_URL,
    // Commands fail at once while disconnected instead of queueing for the reconnection.
    disableOfflineQueue: true,
    socket: {
      // A process still warming up takes a while to connect: as long as its first requests wait.
      connectTimeout: FIRST_CONNECTION_WAIT_MS,
      reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2000),
    },
  })
  return sharedConnection({ client })
}

const FileSystemCache = loadFileSystemCache()

// Next loaded this file twice in one process while proxy.ts had a bundle of its own; without the
// proxy the standalone server loads it once. Should a second copy come back, the first copy's
// class, with the one connection and the one memory, serves both: otherwise each copy would open
// its own connection and log its own losses.
const handlerKey = Symbol.for('texas-tuition-site.shared-cache-handler')
const processWide = /** @type {Record<symbol, unknown>} */ (globalThis)

export default /** @type {ReturnType<typeof createCacheHandler>} */ (
  (processWide[handlerKey] ??= withPagePolicy(createCacheHandler({
    connect,
    // Next's own memory cache stays off (maxMemoryCacheSize 0): this handler's memory tier replaces it.
    createLocal: (ctx) => new (withCacheWriteFailuresLogged(FileSystemCache))({ ...ctx, maxMemoryCacheSize: 0 }),
    readBuildId,
    publish: publishSharedCache,
  })))
)
