// @ts-check
// Next's cache handler on every self-hosted build (next.config.mjs). Without REDIS_URL or
// REDIS_SENTINELS at start it is csp/cache-handler.mjs, Next's file-system cache, and nothing
// more; with either, every instance of one build shares regenerated pages and CMS articles
// through Redis, and Redis stays a helper. Page entries carry their Content-Security-Policy
// (next-server/csp) either way.
//
// Three tiers, each a fallback for the one before:
//   memory  this process's copies, byte-capped (Next's cacheMaxMemorySize, 50 MB by default);
//   Redis   the fleet's copies, and tag expiry, so one webhook on any instance expires the content
//           on all of them. What is newer is decided by Redis's clock alone (scripts.mjs): a copy's
//           version is the TIME of the first Redis read of the request that made it, and an expiry
//           is stamped with TIME when it is written. A refresh that read an article before a
//           publish and finished after it is older than the publish, so it never undoes it; a
//           host's clock, right or an hour off, never enters into it;
//   disk    Next's own file-system cache, exactly as without Redis: the pages `next build`
//           prerendered (never passed to a handler) and this instance's last renders, so a
//           Redis outage, even at start-up, costs sharing and never a page.
//
// Redis may lose what it holds (a restart without persistence, FLUSHALL, eviction, a TTL): each
// instance writes back the copies and tag records it holds that Redis lacks, as it reads them, and
// an instance never trades a page it holds for another instance's, which may be built from older
// articles (a new instance's first pages are its build's): it renders its own again instead.
//
// Next creates a handler per request, so the connection and the memory live at module level.
// Pages are namespaced per build (a rolling deploy never mixes one build's HTML with another's
// scripts); the CMS articles (data entries) and tag expiry are shared by every build, so a build
// deployed during a CMS outage serves the fleet's latest articles.
import { readFileSync } from 'node:fs'
import { LRUCache } from 'lru-cache'
import { withCacheWriteFailuresLogged } from '../cache-write-failures.mjs'
import FileSystemHandler from '../csp/cache-handler.mjs'
import { withPagePolicy } from '../csp/with-page-policy.mjs'
import { env, sharesCache } from '../env.mjs'
import { buildIdFile, ENTRY_KIND, loadFileSystemCache } from '../next-internals.mjs'
import { publishSharedCache } from './bridge.mjs'
import { PROBE_INTERVAL_MS, sharedConnection } from './connection.mjs'
import { asSeenByNext, entrySize, reviveEntry, revalidationRecord, serializeEntry, tagsOf, tagVerdict } from './entries.mjs'
import { redisClient } from './redis-client.mjs'
import { EXPIRE_TAGS, READ, WRITE } from './scripts.mjs'

/**
 * Redis forgets a page this long after it was last written. Pages refresh every window while
 * visited, so only abandoned ones (old builds, unvisited pages) reach it; a week, like the nginx
 * cache's stale copies, outlasts any CMS outage we plan for.
 */
export const PAGE_TTL_SECONDS = 7 * 24 * 60 * 60

/** @typedef {import('./entries.mjs').Entry} Entry */
/** @typedef {import('./entries.mjs').TagRecord} TagRecord */
/** @typedef {{ get(key: string, ctx: any): Promise<Entry | null>, set(key: string, data: any, ctx: any): Promise<void>, revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }} LocalCache */

/** @param {unknown} value a time in a Redis answer */
const timeIn = (value) => (value == null ? undefined : Number(value))

/**
 * Whether Redis lacks a copy this instance holds, or has only an older one.
 * @param {{ version?: number }} answer what READ said of Redis's copy
 * @param {Entry} held
 */
const lacks = (answer, held) => held.version !== undefined && !(answer.version !== undefined && answer.version >= held.version)

/** @param {Entry} a @param {Entry} b whether a is the newer copy: by Redis's clock where both have a version */
const isNewer = (a, b) => (a.version !== undefined && b.version !== undefined ? a.version > b.version : a.lastModified > b.lastModified)

const VERDICTS = /** @type {const} */ (['fresh', 'stale', 'expired'])
/** @param {'fresh' | 'stale' | 'expired'} a @param {'fresh' | 'stale' | 'expired'} b */
const worse = (a, b) => (VERDICTS.indexOf(a) > VERDICTS.indexOf(b) ? a : b)

/**
 * Builds the handler class around its dependencies (the unit tests pass fakes).
 * @param {{
 *   connect: () => import('./connection.mjs').SharedConnection | undefined,
 *   createLocal: (ctx: any) => LocalCache,
 *   readBuildId: (serverDistDir: string | undefined) => string,
 *   publish: (bridge: import('./bridge.mjs').SharedCacheBridge) => void,
 *   localNow?: () => number,
 *   keyPrefix?: string,
 *   passIntervalMs?: number,
 * }} dependencies `localNow` is this host's clock, as Next reads it (a skewed one in unit tests);
 * `keyPrefix` starts every key (REDIS_KEY_PREFIX); `passIntervalMs` is the least time between two
 * write-back passes
 */
export function createCacheHandler({ connect, createLocal, readBuildId, publish, localNow = Date.now, keyPrefix = '{texas-tuition-site}:', passIntervalMs = PROBE_INTERVAL_MS }) {
  // Every key starts with keyPrefix, so a Redis shared with other apps (or another fleet, with
  // its own prefix) stays apart; its hash tag puts every key in one Cluster slot, as the scripts need.
  /**
   * Tag records, without a TTL: volatile-* eviction never takes them, nor a publish (docs/redis.md).
   * A few bytes per article.
   */
  const TAGS_KEY = `${keyPrefix}tags`
  /** The scripts' high-water mark (scripts.mjs), without a TTL either. */
  const CLOCK_KEY = `${keyPrefix}clock`
  /**
   * Articles and other data entries, shared by every build, without a TTL either: a published
   * article is never evicted. A few KB per article; the keys stay the same across builds.
   */
  const DATA_PREFIX = `${keyPrefix}data:`
  /** @type {{ connection: import('./connection.mjs').SharedConnection | undefined, memory: LRUCache<string, Entry>, buildId: string } | undefined} memory is keyed as Redis is */
  let shared
  /** The latest time Redis has answered with: no copy this process makes afterwards is older. */
  let redisNow = /** @type {number | undefined} */ (undefined)
  /** Tag records as Redis last gave them, on its clock: written back where Redis lost them. */
  const knownTags = /** @type {LRUCache<string, TagRecord>} */ (new LRUCache({ max: 10_000 }))
  /**
   * This process's expiries that Redis did not take, on this host's clock: the instance a webhook
   * reached while Redis was unreachable still never serves what it expired.
   */
  const ownExpiries = /** @type {LRUCache<string, TagRecord>} */ (new LRUCache({ max: 10_000 }))
  /** Entries being written back, so that a burst of reads writes each once. */
  const writingBack = new Set()

  /** @param {number} now a time Redis answered with */
  const heard = (now) => {
    redisNow = Math.max(redisNow ?? now, now)
    return now
  }

  /**
   * One read of an entry and its tags' records (READ); undefined when Redis did not answer.
   * @param {string} redisKey
   * @param {number | undefined} textAbove the entry's text is wanted if its version is above this
   * @param {string[]} tags
   */
  async function read(redisKey, textAbove, tags) {
    const known = (/** @type {number | undefined} */ time) => (time === undefined ? '' : String(time))
    const args = [known(textAbove), ...tags.flatMap((tag) => [tag, known(knownTags.get(tag)?.stale), known(knownTags.get(tag)?.expired)])]
    const reply = await shared?.connection?.run((redis) => redis.eval(READ, { keys: [redisKey, TAGS_KEY, CLOCK_KEY], arguments: args }))
    if (!Array.isArray(reply)) return undefined
    const [now, version, text, ...times] = reply
    tags.forEach((tag, index) => {
      const record = { stale: timeIn(times[2 * index]), expired: timeIn(times[2 * index + 1]) }
      if (record.stale !== undefined || record.expired !== undefined) knownTags.set(tag, record)
    })
    return { now: heard(Number(now)), version: timeIn(version), text: typeof text === 'string' ? text : undefined }
  }

  /**
   * Stores a copy in Redis unless it holds a newer one (WRITE).
   * @param {string} redisKey
   * @param {Entry} entry
   */
  async function write(redisKey, entry) {
    if (entry.version === undefined) return
    const text = serializeEntry({ value: entry.value, cacheControl: entry.cacheControl, lastModified: entry.version })
    await shared?.connection?.run((redis) =>
      redis.eval(WRITE, { keys: [redisKey, CLOCK_KEY], arguments: [String(entry.version), text, redisKey.startsWith(DATA_PREFIX) ? '' : String(PAGE_TTL_SECONDS)] }),
    )
  }

  /**
   * Redis lacks a copy this instance holds (a restart, FLUSHALL, eviction, a TTL): the fleet gets
   * it back from here (WRITE keeps a newer one).
   * @param {string} redisKey
   * @param {Entry} entry
   */
  async function writeBack(redisKey, entry) {
    if (writingBack.has(redisKey)) return
    writingBack.add(redisKey)
    await write(redisKey, entry).finally(() => writingBack.delete(redisKey))
  }

  /** Whether restore() is under way: the reads of a burst that find Redis lacking start it once. */
  let restoring = false
  /**
   * When the last write-back pass began (this host's clock): a Redis that refuses the writes
   * (full under noeviction) gets one pass per passIntervalMs, not one per visit.
   */
  let lastPassAt = -Infinity

  /**
   * Redis is back, perhaps empty, or has lost copies while connected (FLUSHALL, eviction): it
   * gets back every copy this instance holds and lacks there, articles included, with the records
   * of the pages' tags, before a new instance renders from its build's articles.
   */
  async function restore() {
    if (restoring) return
    restoring = true
    lastPassAt = localNow()
    try {
      for (const [redisKey, entry] of [...(shared?.memory.entries() ?? [])]) {
        if (entry.version === undefined) continue
        const answer = await read(redisKey, undefined, tagsOf(entry, {}))
        if (answer && lacks(answer, entry)) await writeBack(redisKey, entry)
      }
    } finally {
      restoring = false
    }
  }

  /**
   * Records a revalidateTag(tags, durations) here and in Redis; whether Redis took it.
   * @param {string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async function expire(tags, durations) {
    if (tags.length === 0) return true
    const own = revalidationRecord(durations, localNow())
    for (const tag of tags) ownExpiries.set(tag, { ...ownExpiries.get(tag), ...own })
    // Each field of the record, as milliseconds after the moment Redis stamps it.
    const offsets = Object.entries(revalidationRecord(durations, 0))
    const fields = tags.flatMap((tag) => offsets.flatMap(([name, offset]) => [`${tag}:${name}`, String(offset)]))
    const now = await shared?.connection?.run((redis) => redis.eval(EXPIRE_TAGS, { keys: [TAGS_KEY, CLOCK_KEY], arguments: fields }))
    if (typeof now !== 'number') return false
    const record = revalidationRecord(durations, heard(now))
    for (const tag of tags) {
      knownTags.set(tag, { ...knownTags.get(tag), ...record })
      // Redis's record decides from now on, on its clock, answering or not.
      ownExpiries.delete(tag)
    }
    return true
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
          connection.onRecovery(() => void restore())
          publish({
            get connected() {
              return connection.connected
            },
            // The webhook expires its tags here before it answers: Next calls revalidateTag only
            // after the response is sent, and a visit anywhere right after must see the expiry.
            // Where Redis has a replica, the expiry (and the article stored before it) is on the
            // replica too before the webhook says so, so a failover keeps the publish.
            async expireTags(tags, durations) {
              if (!connection.connected) await connection.ping() // a Redis back since the last probe
              return (await expire(tags, durations)) && (await connection.replicated())
            },
          })
        }
      }
      this.local = createLocal(ctx)
      /** When this request began, on this host's clock: Next's clock, and this process's expiries'. */
      this.startedAt = localNow()
      /** The latest Redis time known when it began: what it makes is no older. */
      this.floor = redisNow
      /**
       * The Redis time of this request's earliest read (null before it reads, undefined when a
       * read went unanswered before this process ever heard from Redis): what it writes was made
       * from what it read then, so that is its copies' version.
       * @type {number | null | undefined}
       */
      this.readAt = null
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
      const { memory } = /** @type {NonNullable<typeof shared>} */ (shared)
      const redisKey = this.#redisKey(key, ctx)
      const local = memory.get(redisKey) ?? (await this.#fromDisk(key, ctx, redisKey))
      // A page this instance holds stays its own until it renders it again: another instance's
      // page may be built from older articles than it has shown. Articles, and pages it lacks or
      // has only from disk, come from Redis when Redis's are newer.
      const keepsOwnPage = ctx.kind !== ENTRY_KIND.data && local?.version !== undefined
      const tags = tagsOf(local, ctx)
      const answer = await read(redisKey, keepsOwnPage ? undefined : (local?.version ?? -1), tags)
      this.#noteRead(answer?.now)

      let entry = local
      const remote = answer?.text === undefined ? undefined : reviveEntry(answer.text)
      if (answer && remote) {
        // Its age on Redis's clock, dated on this host's, as Next reads it.
        const age = Math.max(answer.now - (answer.version ?? answer.now), 0)
        entry = { value: remote.value, cacheControl: remote.cacheControl, version: answer.version, lastModified: localNow() - age }
        memory.set(redisKey, entry)
        const unread = tagsOf(entry, ctx).filter((tag) => !tags.includes(tag))
        if (unread.length > 0) await read(redisKey, undefined, unread)
      } else if (answer && local && lacks(answer, local) && localNow() - lastPassAt >= passIntervalMs) {
        // Redis lost this copy, so perhaps others: a visit to a page must bring back its articles
        // too, which only a refresh would read.
        lastPassAt = localNow()
        void writeBack(redisKey, local).then(restore)
      }
      if (!entry) return null
      const entryTags = tagsOf(entry, ctx)
      const verdict = worse(
        entry.version === undefined
          ? 'fresh' // from disk: this process's own expiries alone judge it
          : tagVerdict(entryTags.map((tag) => knownTags.get(tag)), entry.version, answer?.now ?? redisNow ?? 0),
        tagVerdict(entryTags.map((tag) => ownExpiries.get(tag)), entry.lastModified, localNow()),
      )
      return asSeenByNext(entry, verdict, ctx, localNow())
    }

    /** @param {number | undefined} now the time in a read's answer, undefined when none came */
    #noteRead(now) {
      // An unanswered read read this instance's own copies, which are no newer than the floor.
      const time = now ?? this.floor
      if (this.readAt === null) this.readAt = time
      else if (this.readAt !== undefined) this.readAt = time === undefined ? undefined : Math.min(this.readAt, time)
    }

    /**
     * @param {string} key
     * @param {any} ctx
     * @param {string} redisKey where memory keeps it
     * @returns {Promise<Entry | undefined>}
     */
    async #fromDisk(key, ctx, redisKey) {
      const file = await this.local.get(key, ctx).catch(() => null)
      if (!file) return undefined
      // No version: its time is this host's, the file's (a deploy's copy time for a build's
      // pages), so any copy in Redis is taken over it.
      const entry = { value: file.value, lastModified: file.lastModified, cacheControl: file.cacheControl }
      // A write during the read (a page renders twice when it refreshes) stays in memory.
      if (!shared?.memory.has(redisKey)) shared?.memory.set(redisKey, entry)
      return entry
    }

    /**
     * @param {string} key
     * @param {any} data
     * @param {any} ctx
     */
    async set(key, data, ctx) {
      /** @type {Entry} */
      const entry = {
        value: data,
        lastModified: this.startedAt,
        version: this.readAt === null ? this.floor : this.readAt,
        cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      }
      const redisKey = this.#redisKey(key, ctx)
      const held = shared?.memory.get(redisKey)
      // An older copy never replaces a newer one: not here, not on disk, not in Redis.
      if (held && isNewer(held, entry)) return
      shared?.memory.set(redisKey, entry)
      await Promise.all([this.local.set(key, data, ctx).catch(() => {}), write(redisKey, entry)])
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
      return ctx?.kind === ENTRY_KIND.data || ctx?.fetchCache ? `${DATA_PREFIX}${key}` : `${keyPrefix}${shared?.buildId}:${key}`
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
const usesRedis = sharesCache(env) && env.NEXT_PHASE !== 'phase-production-build'
/** REDIS_KEY_PREFIX as a hash tag: a Redis Cluster keeps every key of the site in one slot. */
const keyPrefix = `{${env.REDIS_KEY_PREFIX}}:`

const FileSystemCache = loadFileSystemCache()

// Next loaded this file twice in one process while proxy.ts had a bundle of its own; without the
// proxy the standalone server loads it once. Should a second copy come back, the first copy's
// class, with the one connection and the one memory, serves both: otherwise each copy would open
// its own connection and log its own losses.
const handlerKey = Symbol.for('texas-tuition-site.shared-cache-handler')
const processWide = /** @type {Record<symbol, unknown>} */ (globalThis)

// Without Redis, the file-system handler itself: no tier of this file's is in the way of a request.
export default /** @type {ReturnType<typeof createCacheHandler>} */ (
  (processWide[handlerKey] ??= !usesRedis
    ? FileSystemHandler
    : withPagePolicy(createCacheHandler({
      connect: () =>
        sharedConnection({
          client: redisClient(env, `${keyPrefix}tags`),
          expectReplicas: env.REDIS_SENTINELS !== undefined,
          // A read of the site's slot, not a PING: a Cluster node that does not hold it never counts as connected.
          probe: (redis) => redis.eval(READ, { keys: [`${keyPrefix}tags`, `${keyPrefix}tags`, `${keyPrefix}clock`], arguments: [''] }),
        }),
      // Next's own memory cache stays off (maxMemoryCacheSize 0): this handler's memory tier replaces it.
      createLocal: (ctx) => new (withCacheWriteFailuresLogged(FileSystemCache))({ ...ctx, maxMemoryCacheSize: 0 }),
      readBuildId,
      publish: publishSharedCache,
      keyPrefix,
    })))
)
