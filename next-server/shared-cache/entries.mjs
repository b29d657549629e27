// @ts-check
// What the shared cache stores and how it decides freshness, without any I/O: the handler's
// pure half, unit-tested on its own.

import { CACHE_TAGS_HEADER, ENTRY_KIND } from '../next-internals.mjs'

/**
 * A cache entry as Next's legacy cacheHandler interface passes it around: `lastModified` is on this
 * host's clock, as Next reads it. The shared cache adds `version`, on Redis's clock: when the
 * request that made the copy first read Redis (undefined for a copy from disk, or made before this
 * process ever heard from Redis).
 * @typedef {{ value: any, lastModified: number, version?: number, cacheControl?: { revalidate?: number | false, expire?: number } }} Entry
 */

/**
 * An entry as text for Redis. Page entries hold Buffers (rscData, route bodies) and a Map of
 * Buffers (segmentData), which JSON alone would turn into plain objects that Next cannot read
 * back (`segmentData.get is not a function`): they are tagged and restored by reviveEntry.
 * @param {Entry} entry
 */
export function serializeEntry(entry) {
  return JSON.stringify(entry, function tagBinary(key, value) {
    const raw = this[key] // before Buffer#toJSON turned it into an array of numbers
    if (ArrayBuffer.isView(raw)) return { $binary: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') }
    if (raw instanceof Map) return { $map: [...raw] }
    return value
  })
}

/**
 * The entry serializeEntry wrote, or undefined when the text is not one (never throws).
 * @param {string} text
 * @returns {Entry | undefined}
 */
export function reviveEntry(text) {
  try {
    const entry = JSON.parse(text, (_key, value) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        if (typeof value.$binary === 'string') return Buffer.from(value.$binary, 'base64')
        if (Array.isArray(value.$map)) return new Map(value.$map)
      }
      return value
    })
    return entry && typeof entry.lastModified === 'number' && 'value' in entry ? entry : undefined
  } catch {
    return undefined
  }
}

/**
 * Roughly how many bytes an entry holds in memory, for the memory cache's byte cap (the same
 * parts Next's own memory cache counts).
 * @param {Entry} entry
 */
export function entrySize(entry) {
  const value = entry.value
  if (!value) return 64
  let size = 64
  for (const part of [value.html, value.rscData, value.body, value.postponed]) size += part?.length ?? 0
  if (value.segmentData instanceof Map) for (const [path, buffer] of value.segmentData) size += path.length + buffer.length
  if (value.data) size += JSON.stringify(value.data).length
  if (value.pageData) size += JSON.stringify(value.pageData).length
  return size
}

/**
 * The cache tags that decide an entry's freshness: a data entry's come with the lookup (its own
 * tags and the page's implicit ones), a page's or route's are in its stored headers.
 * @param {Entry | undefined} entry
 * @param {{ kind?: string, tags?: string[], softTags?: string[] }} ctx
 * @returns {string[]}
 */
export function tagsOf(entry, ctx) {
  if (ctx.kind === ENTRY_KIND.data) return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])]
  const header = entry?.value?.headers?.[CACHE_TAGS_HEADER]
  return typeof header === 'string' && header !== '' ? header.split(',') : []
}

/**
 * @typedef {{ stale?: number, expired?: number }} TagRecord When a tag was marked stale, and when
 * entries older than that expire (both epoch milliseconds).
 */

/**
 * The records a revalidateTag(tags, durations) call writes, with Next's own meaning
 * (FileSystemCache.revalidateTag): without durations the tag's entries expire now; with them they
 * are stale now and expire after `durations.expire` seconds.
 * @param {{ expire?: number } | undefined} durations
 * @param {number} now
 * @returns {TagRecord}
 */
export function revalidationRecord(durations, now) {
  if (!durations) return { expired: now }
  return durations.expire === undefined ? { stale: now } : { stale: now, expired: now + durations.expire * 1000 }
}

/**
 * What the tags' records say about an entry made at `madeAt`, decided as Next decides it for one
 * process (tags-manifest.external.js): expired once a tag's expiry has come and is not older than
 * the entry, stale when a tag was marked stale then or after. A record in the same millisecond as
 * the entry counts as after it: the copy is made again, rather than a publish missed.
 * @param {(TagRecord | undefined)[]} records
 * @param {number} madeAt
 * @param {number} now
 * @returns {'fresh' | 'stale' | 'expired'}
 */
export function tagVerdict(records, madeAt, now) {
  let verdict = /** @type {'fresh' | 'stale'} */ ('fresh')
  for (const record of records) {
    if (record?.expired !== undefined && record.expired <= now && record.expired >= madeAt) return 'expired'
    if (record?.stale !== undefined && record.stale >= madeAt) verdict = 'stale'
  }
  return verdict
}

/**
 * The entry as Next should see it after the tags' verdict. A legacy handler can only answer
 * "nothing" or an entry with a time, so: expired is nothing (Next renders or fetches afresh, as it
 * does itself for an expired tag), and stale is the entry dated one window back, so Next serves
 * it and refreshes it in the background. An entry with no window to date back is treated as
 * expired.
 * @param {Entry} entry
 * @param {'fresh' | 'stale' | 'expired'} verdict
 * @param {{ kind?: string, revalidate?: number | false }} ctx
 * @param {number} now
 * @returns {Entry | null}
 */
export function asSeenByNext(entry, verdict, ctx, now) {
  if (verdict === 'fresh') return entry
  if (verdict === 'expired') return null
  const window = ctx.kind === ENTRY_KIND.data ? ctx.revalidate || entry.value?.revalidate : entry.cacheControl?.revalidate
  if (typeof window !== 'number') return null
  return { ...entry, lastModified: Math.min(entry.lastModified, now - window * 1000 - 1) }
}
