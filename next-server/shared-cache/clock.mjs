// @ts-check
// One clock for the fleet: Redis's. Which copy is newer, and whether a copy was made before an
// expiry, is decided by comparing times that different instances wrote; each host's own clock
// can be seconds off another's. Each instance measures the offset between its clock and Redis's
// (TIME, taken as read halfway through the round trip) and stamps copies and expiries with it.

/**
 * How far two instances' readings of the fleet's clock may differ: a measurement counts only if
 * Redis answered within the command deadline (300 ms), so it is off by at most half of that.
 * An expiry for "now" written by one instance is in force on every other at once.
 */
export const CLOCK_UNCERTAINTY_MS = 150

/** How often the offset is measured again (clocks drift slowly; NTP steps them now and then). */
export const CLOCK_SYNC_INTERVAL_MS = 60_000

/**
 * @param {{ localNow?: () => number }} [options] this host's clock (a skewed one in unit tests)
 */
export function sharedClock({ localNow = Date.now } = {}) {
  let offset = 0
  return {
    /** The fleet's time now, in epoch milliseconds. */
    now: () => localNow() + offset,
    /** @param {number} time this host's time, as Next and the file-system cache stamp entries */
    fromLocal: (time) => time + offset,
    /** @param {number} time the fleet's time, as this handler stamps entries */
    toLocal: (time) => time - offset,
    /**
     * Measures the offset once; keeps the last one when Redis does not answer.
     * @param {import('./connection.mjs').SharedConnection} connection
     */
    async sync(connection) {
      const sent = localNow()
      const reply = await connection.run((redis) => redis.time())
      const received = localNow()
      if (!Array.isArray(reply)) return
      const [seconds, microseconds] = reply.map(Number)
      const redisTime = Number(seconds) * 1000 + Number(microseconds) / 1000
      if (Number.isFinite(redisTime)) offset = Math.round(redisTime - (sent + received) / 2)
    },
  }
}

/** @typedef {ReturnType<typeof sharedClock>} SharedClock */
