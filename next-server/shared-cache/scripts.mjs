// @ts-check
// The shared cache's three steps inside Redis, one Lua script each: what is newer is decided here
// alone, by Redis's clock (TIME, in ms). The last key is a high-water mark, replicated with the
// data: a failover to a replica whose clock is behind never stamps a time below one stored.
const NOW = `local t = redis.call('TIME')
local now = math.max(tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000), tonumber(redis.call('GET', KEYS[#KEYS]) or 0) + 1)
`
const STAMPED = `redis.call('SET', KEYS[#KEYS], now)
`

/**
 * KEYS: the entry, the tag records, the clock. ARGV: the version above which the entry's text is
 * wanted ('' for none), then per tag its name and the stale and expired times the caller knows,
 * written back where Redis lost them. Answers { now, version, text, then stale and expired per tag }.
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

/** Stores a copy unless Redis holds a newer one or it is from the future. KEYS: the entry, the clock. ARGV: version, text, TTL ('' for none). */
export const WRITE = `${NOW}local stored = redis.call('HGET', KEYS[1], 'lastModified')
if tonumber(ARGV[1]) > now or (stored and tonumber(stored) > tonumber(ARGV[1])) then return 0 end
${STAMPED}redis.call('HSET', KEYS[1], 'lastModified', ARGV[1], 'entry', ARGV[2])
if ARGV[3] == '' then redis.call('PERSIST', KEYS[1]) else redis.call('EXPIRE', KEYS[1], ARGV[3]) end
return 1`

/** Stamps tag records (no TTL) with Redis's time. KEYS: the records, the clock. ARGV: pairs of a field and ms after now. Answers now. */
export const EXPIRE_TAGS = `${NOW}${STAMPED}for i = 1, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], now + tonumber(ARGV[i + 1])) end
redis.call('PERSIST', KEYS[1])
return now`
