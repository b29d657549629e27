// @ts-check
// What the shared cache stores and how tag records judge it: the handler's pure half.
import { CACHE_TAGS_HEADER, ENTRY_KIND } from '../next-internals.mjs'

/**
 * A cache entry as Next's cacheHandler interface passes it: `lastModified` on this host's clock,
 * as Next reads it; `version` on Redis's (undefined for a copy from disk).
 * @typedef {{ value: any, lastModified: number, version?: number, cacheControl?: { revalidate?: number | false, expire?: number } }} Entry
 */
/** @typedef {{ stale?: number, expired?: number }} TagRecord When a tag was marked stale, and when older entries expire (epoch ms). */

/** An entry as text, its Buffers and Maps tagged: JSON alone would give objects Next cannot read back. @param {Entry} entry */
export function serializeEntry(entry) {
  return JSON.stringify(entry, function tagBinary(key, value) {
    const raw = this[key] // before Buffer#toJSON
    if (ArrayBuffer.isView(raw)) return { $binary: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') }
    if (raw instanceof Map) return { $map: [...raw] }
    return value
  })
}

/** @param {string} text @returns {Entry | undefined} the entry serializeEntry wrote, or undefined (never throws) */
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

/** About the bytes an entry holds, for the memory tier's cap (the parts Next's own memory cache counts). @param {Entry} entry */
export function entrySize(entry) {
  const value = entry.value
  let size = 64
  if (!value) return size
  for (const part of [value.html, value.rscData, value.body, value.postponed]) size += part?.length ?? 0
  if (value.segmentData instanceof Map) for (const [path, buffer] of value.segmentData) size += path.length + buffer.length
  if (value.data) size += JSON.stringify(value.data).length
  if (value.pageData) size += JSON.stringify(value.pageData).length
  return size
}

/** A data entry's tags come with the lookup, a page's are in its headers. @param {Entry | undefined} entry @param {{ kind?: string, tags?: string[], softTags?: string[] }} ctx @returns {string[]} */
export function tagsOf(entry, ctx) {
  if (ctx.kind === ENTRY_KIND.data) return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])]
  const header = entry?.value?.headers?.[CACHE_TAGS_HEADER]
  return typeof header === 'string' && header !== '' ? header.split(',') : []
}

/** revalidateTag's records, as Next means them: expired now, or stale now and expired `expire` s later. @param {{ expire?: number } | undefined} durations @param {number} now @returns {TagRecord} */
export function revalidationRecord(durations, now) {
  if (!durations) return { expired: now }
  return durations.expire === undefined ? { stale: now } : { stale: now, expired: now + durations.expire * 1000 }
}

/**
 * What tag records say of an entry made at `madeAt`, as Next decides it; a record in the same ms
 * counts as after it (made again rather than a publish missed).
 * @param {(TagRecord | undefined)[]} records @param {number} madeAt @param {number} now @returns {'fresh' | 'stale' | 'expired'}
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
 * The entry as Next should see it: expired is none; stale is dated a window back, so Next serves and refreshes it.
 * @param {Entry} entry @param {'fresh' | 'stale' | 'expired'} verdict @param {{ kind?: string, revalidate?: number | false }} ctx @param {number} now @returns {Entry | null}
 */
export function asSeenByNext(entry, verdict, ctx, now) {
  if (verdict === 'fresh') return entry
  if (verdict === 'expired') return null
  const window = ctx.kind === ENTRY_KIND.data ? ctx.revalidate || entry.value?.revalidate : entry.cacheControl?.revalidate
  if (typeof window !== 'number') return null
  return { ...entry, lastModified: Math.min(entry.lastModified, now - window * 1000 - 1) }
}
