// @ts-check
// Next's cache handler on every self-hosted build. With Redis set at start, three tiers, each the
// fallback of the one before: memory, Redis (shared by the instances), Next's file-system cache,
// so a Redis outage costs sharing, never a page. Redis's clock alone orders copies (scripts.mjs).
import { readFileSync } from 'node:fs'
import { LRUCache } from 'lru-cache'
import { withCacheWriteFailuresLogged } from '../cache-write-failures.mjs'
import FileSystemHandler from '../csp/cache-handler.mjs'
import { withPagePolicy } from '../csp/with-page-policy.mjs'
import { env, sharesCache } from '../env.mjs'
import { FAILURE_STATE_TAG } from '../failure-state.mjs'
import { buildIdFile, ENTRY_KIND, loadFileSystemCache, pageTags } from '../next-internals.mjs'
import { publishSharedCache } from './bridge.mjs'
import { PROBE_INTERVAL_MS, sharedConnection } from './connection.mjs'
import { asSeenByNext, entrySize, reviveEntry, revalidationRecord, serializeEntry, tagsOf, tagVerdict } from './entries.mjs'
import { redisClient } from './redis-client.mjs'
import { EXPIRE_TAGS, READ, WRITE } from './scripts.mjs'

/** Redis forgets a page a week after its last write: only abandoned ones (old builds) reach it. */
export const PAGE_TTL_SECONDS = 7 * 24 * 60 * 60

/** @typedef {import('./entries.mjs').Entry} Entry */
/** @typedef {import('./entries.mjs').TagRecord} TagRecord */
/** @typedef {{ get(key: string, ctx: any): Promise<Entry | null>, set(key: string, data: any, ctx: any): Promise<void>, revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }} LocalCache */

const timeIn = (/** @type {unknown} */ value) => (value == null ? undefined : Number(value))

/** @param {{ version?: number }} answer @param {Entry} held whether Redis lacks it, or has only an older one */
const lacks = (answer, held) => held.version !== undefined && !(answer.version !== undefined && answer.version >= held.version)

/** @param {Entry} a @param {Entry} b whether a is newer: by Redis's clock where both have a version */
const isNewer = (a, b) => (a.version !== undefined && b.version !== undefined ? a.version > b.version : a.lastModified > b.lastModified)

/**
 * The handler class around its dependencies (the unit tests pass their own). `localNow`: this
 * host's clock, as Next reads it; `keyPrefix`: REDIS_KEY_PREFIX, a hash tag (one Cluster slot).
 * @param {{ connect: () => import('./connection.mjs').SharedConnection | undefined, createLocal: (ctx: any) => LocalCache, readBuildId: (serverDistDir: string | undefined) => string, publish: (bridge: import('./bridge.mjs').SharedCacheBridge) => void, localNow?: () => number, keyPrefix?: string, passIntervalMs?: number }} dependencies
 */
export function createCacheHandler({ connect, createLocal, readBuildId, publish, localNow = Date.now, keyPrefix = '{texas-tuition-site}:', passIntervalMs = PROBE_INTERVAL_MS }) {
  // Tag records, articles and the scripts' clock have no TTL: volatile-* eviction never takes a publish.
  const TAGS_KEY = `${keyPrefix}tags`
  const CLOCK_KEY = `${keyPrefix}clock`
  const DATA_PREFIX = `${keyPrefix}data:`
  /** @type {{ connection: import('./connection.mjs').SharedConnection | undefined, memory: LRUCache<string, Entry>, buildId: string } | undefined} memory is keyed as Redis is */
  let shared
  /** The latest time Redis answered with: no copy this process makes afterwards is older. */
  let redisNow = /** @type {number | undefined} */ (undefined)
  /** Tag records as Redis last gave them: written back where Redis lost them. */
  const knownTags = /** @type {LRUCache<string, TagRecord>} */ (new LRUCache({ max: 10_000 }))
  /** Expiries Redis did not take, on this host's clock: the instance the webhook reached still honours them. */
  const ownExpiries = /** @type {LRUCache<string, TagRecord>} */ (new LRUCache({ max: 10_000 }))
  const writingBack = new Set()
  let restoring = false
  /** When the last write-back pass began: a Redis that refuses writes gets one per interval, not one per visit. */
  let lastPassAt = -Infinity

  const heard = (/** @type {number} */ now) => ((redisNow = Math.max(redisNow ?? now, now)), now)

  /** READ: an entry's version, its text if newer than `textAbove`, its tags' records. @param {string} redisKey @param {number | undefined} textAbove @param {string[]} tags */
  async function read(redisKey, textAbove, tags) {
    const args = [String(textAbove ?? ''), ...tags.flatMap((tag) => [tag, String(knownTags.get(tag)?.stale ?? ''), String(knownTags.get(tag)?.expired ?? '')])]
    const reply = await shared?.connection?.run((redis) => redis.eval(READ, { keys: [redisKey, TAGS_KEY, CLOCK_KEY], arguments: args }))
    if (!Array.isArray(reply)) return undefined
    const [now, version, text, ...times] = reply
    tags.forEach((tag, index) => {
      const record = { stale: timeIn(times[2 * index]), expired: timeIn(times[2 * index + 1]) }
      if (record.stale !== undefined || record.expired !== undefined) knownTags.set(tag, record)
    })
    return { now: heard(Number(now)), version: timeIn(version), text: typeof text === 'string' ? text : undefined }
  }

  /** WRITE: 1 stored, 0 Redis holds newer, undefined refused or unanswered. @param {string} redisKey @param {Entry} entry */
  async function write(redisKey, entry) {
    if (entry.version === undefined) return 0
    const text = serializeEntry({ value: entry.value, cacheControl: entry.cacheControl, lastModified: entry.version })
    const ttl = redisKey.startsWith(DATA_PREFIX) ? '' : String(PAGE_TTL_SECONDS)
    return shared?.connection?.run((redis) => redis.eval(WRITE, { keys: [redisKey, CLOCK_KEY], arguments: [String(entry.version), text, ttl] }))
  }

  /** A copy Redis lacks, written once however many reads find it missing. @param {string} redisKey @param {Entry} entry */
  async function writeBack(redisKey, entry) {
    if (writingBack.has(redisKey)) return 0
    writingBack.add(redisKey)
    return write(redisKey, entry).finally(() => writingBack.delete(redisKey))
  }

  /** Redis is back, or lost copies: it gets back every copy held here that it lacks, until it refuses one (full). */
  async function restore() {
    if (restoring) return
    restoring = true
    lastPassAt = localNow()
    try {
      for (const [redisKey, entry] of [...(shared?.memory.entries() ?? [])]) {
        if (entry.version === undefined) continue
        const answer = await read(redisKey, undefined, tagsOf(entry, {}))
        if (!answer || (lacks(answer, entry) && (await writeBack(redisKey, entry)) === undefined)) break
      }
    } finally {
      restoring = false
    }
  }

  /** revalidateTag here and in Redis; whether Redis took it. @param {string[]} tags @param {{ expire?: number }} [durations] */
  async function expire(tags, durations) {
    if (tags.length === 0) return true
    const own = revalidationRecord(durations, localNow())
    for (const tag of tags) ownExpiries.set(tag, { ...ownExpiries.get(tag), ...own })
    // Each field as milliseconds after the moment Redis stamps it.
    const offsets = Object.entries(revalidationRecord(durations, 0))
    const fields = tags.flatMap((tag) => offsets.flatMap(([name, offset]) => [`${tag}:${name}`, String(offset)]))
    const now = await shared?.connection?.run((redis) => redis.eval(EXPIRE_TAGS, { keys: [TAGS_KEY, CLOCK_KEY], arguments: fields }))
    if (typeof now !== 'number') return false
    const record = revalidationRecord(durations, heard(now))
    for (const tag of tags) {
      knownTags.set(tag, { ...knownTags.get(tag), ...record })
      ownExpiries.delete(tag) // Redis's record decides from now on
    }
    return true
  }

  return class SharedCacheHandler {
    /** @param {any} ctx what Next passes: serverDistDir, maxMemoryCacheSize, ... */
    constructor(ctx) {
      if (!shared) {
        shared = {
          connection: connect(),
          // 1 byte, which no entry fits, is "no memory" (cacheMaxMemorySize: 0): lru-cache needs a positive cap.
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
            // Before the webhook answers (Next's revalidateTag runs after it), on a replica where there is one.
            async expireTags(tags, durations) {
              if (!connection.connected) await connection.ping()
              return (await expire(tags, durations)) && (await connection.replicated())
            },
          })
        }
      }
      this.local = createLocal(ctx)
      this.startedAt = localNow() // on this host's clock
      this.floor = redisNow // what this request makes is no older
      /** @type {number | null | undefined} Redis's time at this request's first read, its copies' version (null: no read yet; undefined: unanswered, Redis never heard) */
      this.readAt = null
    }

    /** Never throws (a throwing get answers 500): a failure is a miss, and Next renders. @param {string} key @param {any} ctx */
    async get(key, ctx) {
      return this.#get(key, ctx).catch(() => null)
    }

    /** @param {string} key @param {any} ctx @returns {Promise<Entry | null>} */
    async #get(key, ctx) {
      const { memory } = /** @type {NonNullable<typeof shared>} */ (shared)
      const redisKey = this.#redisKey(key, ctx)
      const local = memory.get(redisKey) ?? (await this.#fromDisk(key, ctx, redisKey))
      // A page rendered here stays until rendered here again: another's may use older articles.
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
        // Redis lost it, so perhaps its articles too: all come back, unless Redis refuses this one (full).
        lastPassAt = localNow()
        void writeBack(redisKey, local).then((stored) => (stored === undefined ? undefined : restore()))
      }
      // The failure state is made again at each visit: the fleet may hold the articles it lacked
      // (a build made during an outage, started where Redis has the last build's).
      if (!entry || pageTags(entry.value).includes(FAILURE_STATE_TAG)) return null
      const entryTags = tagsOf(entry, ctx)
      const own = tagVerdict(entryTags.map((tag) => ownExpiries.get(tag)), entry.lastModified, localNow())
      // From disk (no version): this process's own expiries alone judge it.
      if (entry.version === undefined) return asSeenByNext(entry, own, ctx, localNow())
      const verdict = tagVerdict(entryTags.map((tag) => knownTags.get(tag)), entry.version, answer?.now ?? redisNow ?? 0, own)
      return asSeenByNext(entry, verdict, ctx, localNow())
    }

    /** @param {number | undefined} now a read's time; none: it read this instance's copies, no newer than the floor */
    #noteRead(now) {
      const time = now ?? this.floor
      if (this.readAt === null) this.readAt = time
      else if (this.readAt !== undefined) this.readAt = time === undefined ? undefined : Math.min(this.readAt, time)
    }

    /** @param {string} key @param {any} ctx @param {string} redisKey @returns {Promise<Entry | undefined>} */
    async #fromDisk(key, ctx, redisKey) {
      const file = await this.local.get(key, ctx).catch(() => null)
      if (!file) return undefined
      // No version: any copy in Redis is taken over it.
      const entry = { value: file.value, lastModified: file.lastModified, cacheControl: file.cacheControl }
      // A write during the read (a page renders twice when it refreshes) stays in memory.
      if (!shared?.memory.has(redisKey)) shared?.memory.set(redisKey, entry)
      return entry
    }

    /** @param {string} key @param {any} data @param {any} ctx */
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

    /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags
      if (list.length === 0) return
      await this.local.revalidateTag(list, durations).catch(() => {}) // Next's own records, Redis or not
      await expire(list, durations)
    }

    /** Pages belong to their build; articles outlive it. @param {string} key @param {{ kind?: string, fetchCache?: boolean } | undefined} ctx */
    #redisKey(key, ctx) {
      return ctx?.kind === ENTRY_KIND.data || ctx?.fetchCache ? `${DATA_PREFIX}${key}` : `${keyPrefix}${shared?.buildId}:${key}`
    }
  }
}

const readBuildId = (/** @type {string | undefined} */ serverDistDir) => {
  try { return readFileSync(buildIdFile(serverDistDir ?? ''), 'utf8').trim() } catch { return 'unknown-build' }
}

/** Redis at run time only: `next build` never needs it. */
const usesRedis = sharesCache(env) && env.NEXT_PHASE !== 'phase-production-build'
const keyPrefix = `{${env.REDIS_KEY_PREFIX}}:`
const FileSystemCache = loadFileSystemCache()
// One class per process (one connection, one memory), should Next load this file twice.
const handlerKey = Symbol.for('texas-tuition-site.shared-cache-handler')
const processWide = /** @type {Record<symbol, unknown>} */ (globalThis)

export default /** @type {ReturnType<typeof createCacheHandler>} */ (
  (processWide[handlerKey] ??= !usesRedis
    ? FileSystemHandler
    : withPagePolicy(createCacheHandler({
      connect: () =>
        sharedConnection({
          client: redisClient(env, `${keyPrefix}tags`),
          expectReplicas: env.REDIS_SENTINELS !== undefined,
          // A read of the site's slot, not a PING: a Cluster node that lacks it never counts as connected.
          probe: (redis) => redis.eval(READ, { keys: [`${keyPrefix}tags`, `${keyPrefix}tags`, `${keyPrefix}clock`], arguments: [''] }),
        }),
      // Next's own memory cache off: this handler's memory tier replaces it.
      createLocal: (ctx) => new (withCacheWriteFailuresLogged(FileSystemCache))({ ...ctx, maxMemoryCacheSize: 0 }),
      readBuildId,
      publish: publishSharedCache,
      keyPrefix,
    })))
)
