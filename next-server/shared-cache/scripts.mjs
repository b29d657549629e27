// @ts-check
// The three steps the shared cache takes inside Redis, each one Lua script, so that what is newer
// is decided in one place, by Redis's own clock (TIME, in milliseconds), never by a host's.
// test-support/fake-redis.ts mirrors each one for the unit tests; the Redis test runs them.

/**
 * Redis's clock now, in epoch milliseconds, and never behind a time a script has stamped (the
 * high-water mark, the last key, replicated with the data): a failover to a replica whose clock
 * is behind, or a clock stepped back, never makes a new copy older than one stored before it.
 */
const NOW = `local t = redis.call('TIME')
local now = math.max(tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000), tonumber(redis.call('GET', KEYS[#KEYS]) or 0) + 1)
`
/** Raises the high-water mark to now, in the scripts that stamp times. */
const STAMPED = `redis.call('SET', KEYS[#KEYS], now)
`

/**
 * Reads an entry's version, its text when it is newer than the caller's copy, and its tags'
 * records, writing back the records Redis lacks (a restart or FLUSHALL emptied it) from those the
 * caller knows. KEYS: the entry, the tag records, the clock. ARGV[1]: the version above which the text is
 * wanted ('' for none); then per tag its name and the stale and expired times the caller knows
 * ('' for none). Answers { now, version or nil, text or nil, then stale and expired per tag }.
 */
export const READ = `${NOW}local reply = { now, false, false }
local version = redis.call('HGET', KEYS[1], 'lastModified')
if version then
  reply[2] = version
  if ARGV[1] ~= '' and tonumber(version) > tonumber(ARGV[1]) then reply[3] = redis.call('HGET', KEYS[1], 'entry') end
end
for i = 2, #ARGV, 3 do
  for j = 1, 2 do
    local field = ARGV[i] .. (j == 1 and ':stale' or ':expired')
    local time = redis.call('HGET', KEYS[2], field)
    if not time and ARGV[i + j] ~= '' then
      time = ARGV[i + j]
      redis.call('HSET', KEYS[2], field, time)
    end
    reply[#reply + 1] = time or false
  end
end
return reply`

/**
 * Stores a copy unless Redis holds a newer one or the copy claims to be from the future. KEYS: the
 * entry, the clock. ARGV: its version, its text, its TTL in seconds ('' for none). Answers 1 when stored.
 */
export const WRITE = `${NOW}local stored = redis.call('HGET', KEYS[1], 'lastModified')
if tonumber(ARGV[1]) > now or (stored and tonumber(stored) > tonumber(ARGV[1])) then return 0 end
${STAMPED}redis.call('HSET', KEYS[1], 'lastModified', ARGV[1], 'entry', ARGV[2])
if ARGV[3] == '' then redis.call('PERSIST', KEYS[1]) else redis.call('EXPIRE', KEYS[1], ARGV[3]) end
return 1`

/**
 * Stamps tag records with Redis's time: KEYS: the tag records, which never expire (so that
 * volatile-* eviction never takes them), the clock. ARGV: pairs of a field and milliseconds after
 * now. Answers now.
 */
export const EXPIRE_TAGS = `${NOW}${STAMPED}for i = 1, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], now + tonumber(ARGV[i + 1])) end
redis.call('PERSIST', KEYS[1])
return now`
