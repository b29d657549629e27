// The shared cache on Redis as operators run it, and on hosts whose clocks are off: `npm run
// test:redis` runs this after test-shared-cache.mjs, on its build (test-support/shared-cache-fleet.mjs).
// Each test starts its own Redis on loopback: one to restart empty or flush, a small one under
// an eviction policy filled by another application's keys, one with TLS and an ACL user, and a
// primary with a replica and three sentinels. Hosts an hour off run under faketime. Needs
// redis-server, redis-sentinel, faketime and openssl (scripts/ensure-test-tools.mjs gets them).
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createClient } from 'redis'
import { eventually, fakeClockEnv, freePort, startRedisServer } from '../test-support/loopback.mjs'
import { setTimeout as pause } from 'node:timers/promises'
import { createFleet, requireRedisServer, statusesOtherThan200, WINDOW_SECONDS } from '../test-support/shared-cache-fleet.mjs'

requireRedisServer()
const fleet = await createFleet({ suite: 'redis-operations', redisUrl: `redis://127.0.0.1:${await freePort()}` })
const { cmsFault, failedCmsRequests, home, publish, revalidate, sharedCacheLines, shownWithinAWindow, startInstance, stopInstance, waitForSharing } = fleet
const work = mkdtempSync(join(tmpdir(), 'redis-operations-'))
/** @type {import('node:child_process').ChildProcess[]} */
const servers = []
/** Instances each test started, stopped when it ends. */
const started = new Set()

before(() => fleet.buildUnlessReused())

after(async () => {
  for (const server of servers) server.kill('SIGKILL')
  await fleet.close()
  rmSync(work, { recursive: true, force: true })
})

/**
 * A redis-server of its own on a free loopback port (killed after the suite).
 * @param {string[]} [args] more settings
 */
async function redisServer(args = []) {
  const port = await freePort()
  const child = await startRedisServer(port, args)
  servers.push(child)
  return { port, child, url: `redis://127.0.0.1:${port}` }
}

/**
 * One command, as another client of that Redis (the operator, another application).
 * @param {number} port
 * @param {string[]} command
 */
async function redisCommand(port, command) {
  const client = createClient({ url: `redis://127.0.0.1:${port}`, RESP: 2 })
  client.on('error', () => {})
  await client.connect()
  try {
    return await client.sendCommand(command)
  } finally {
    client.destroy()
  }
}

/**
 * Starts instances sharing one Redis, each with its own settings.
 * @param {Record<string, Record<string, string>>} settings by instance name
 */
async function startInstances(settings) {
  await Promise.all(
    Object.entries(settings).map(async ([name, env]) => {
      started.add(name)
      await startInstance(name, env)
    }),
  )
}

/**
 * Waits until each instance serves a page of its own render, which Redis dates, rather than its
 * build's copy: that one stays fresh for its first window, whatever Redis says, and a publish
 * right after the start would show only once that window and a render are over.
 * @param {string[]} names
 */
async function renderedOnce(names) {
  await Promise.all(names.map(async (name) => {
    await eventually(`a refresh on ${name}`, async () => (await fleet.visit(name)).cache === 'STALE')
    await eventually(`the refresh stored on ${name}`, async () => (await fleet.visit(name)).cache === 'HIT')
  }))
}

function stopStarted() {
  for (const name of started) stopInstance(name)
  started.clear()
}

test('hosts an hour ahead and an hour behind (faketime) never hide a publish, through any instance, from their first visits on', async () => {
  const redis = await redisServer()
  const names = ['on-time', 'ahead', 'behind']
  try {
    await startInstances({ 'on-time': { REDIS_URL: redis.url } })
    await home('on-time') // the fleet's page, stored in Redis
    await startInstances({
      ahead: { REDIS_URL: redis.url, ...fakeClockEnv('+1h') },
      behind: { REDIS_URL: redis.url, ...fakeClockEnv('-1h') },
    })
    // Its first visits find the fleet's page past its window and render it again, its clock off.
    await eventually('a refresh on the host ahead', async () => (await fleet.visit('ahead')).cache === 'STALE')
    for (const name of names) await home(name)
    for (const publisher of names) {
      const text = `Edition published through ${publisher}`
      await publish(text)
      const answer = await revalidate(publisher)
      assert.equal(answer.status, 200)
      assert.deepEqual(answer.body.results, [{ id: 49, result: 'refreshed' }])
      for (const name of names) await shownWithinAWindow(name, text)
    }
  } finally {
    stopStarted()
    redis.child.kill('SIGKILL')
  }
})

for (const loss of /** @type {const} */ (['restarted empty, no visit before a new instance', 'flushed (FLUSHALL) under traffic'])) {
  test(`Redis ${loss}, during a CMS outage: no instance goes back, and a new instance shows the fleet's article within a window`, async () => {
    const redis = await redisServer()
    const text = `Edition stored before Redis was ${loss.split(' ')[0]}`
    const underTraffic = loss.includes('traffic')
    /** @type {import('../test-support/shared-cache-fleet.mjs').Visit[]} */
    const visits = []
    try {
      await startInstances({ a: { REDIS_URL: redis.url }, b: { REDIS_URL: redis.url } })
      await Promise.all([waitForSharing('a', true), waitForSharing('b', true)])
      await publish(text)
      assert.equal((await revalidate('a')).status, 200)
      for (const name of ['a', 'b']) await shownWithinAWindow(name, text)
      await cmsFault('down')

      let newInstanceStartedAt = 0
      await fleet.load(underTraffic ? ['a', 'b'] : [], {
        untilDone: true,
        concurrency: 2,
        record: true,
        into: visits,
        during: async () => {
          if (underTraffic) {
            await redisCommand(redis.port, ['FLUSHALL'])
          } else {
            redis.child.kill('SIGKILL')
            redis.child = await startRedisServer(redis.port) // empty: it saved nothing
            servers.push(redis.child)
            await Promise.all([waitForSharing('a', true), waitForSharing('b', true)])
          }
          await startInstances({ c: { REDIS_URL: redis.url } })
          newInstanceStartedAt = Date.now()
        },
      })
      // c alone, until it has refreshed its page with the article it has: the build's, where
      // Redis has none (what took a and b back before).
      const visitC = async () => {
        const startedAt = Date.now()
        const { text: shown, cache } = await fleet.visit('c')
        visits.push({ name: 'c', status: 200, startedAt, ms: Date.now() - startedAt, text: shown })
        return cache
      }
      await eventually('a refresh on c', async () => (await visitC()) === 'STALE')
      await eventually("c's refresh stored", async () => (await visitC()) === 'HIT')
      // Then visitors on all three, through three failed refreshes each, window after window.
      const refreshes = () => ['a', 'b', 'c'].reduce((sum, name) => sum + failedCmsRequests(name), 0)
      await fleet.load(['a', 'b', 'c'], {
        untilDone: true,
        concurrency: 2,
        record: true,
        into: visits,
        during: () => fleet.throughRefreshes(9, refreshes, async () => {}),
      })
      const onC = visits.filter((visit) => visit.name === 'c')
      const firstShown = onC.findIndex((visit) => visit.text === text)
      const wentBack = visits.filter((visit) => visit.name !== 'c' && visit.text !== text)
      const cWentBack = onC.slice(firstShown).filter((visit) => visit.text !== text)
      const cShowedItAfterMs = firstShown < 0 ? Infinity : (onC[firstShown]?.startedAt ?? 0) - newInstanceStartedAt
      console.log(
        `[redis operations] Redis ${loss}: ${wentBack.length} of ${visits.length - onC.length} visits to a and b went back;` +
          ` c first showed the fleet's article ${cShowedItAfterMs} ms after it started, then went back ${cWentBack.length} times in ${onC.length} visits`,
      )
      assert.deepEqual(statusesOtherThan200(visits), [])
      assert.deepEqual(wentBack.slice(0, 5), [])
      assert.ok(cShowedItAfterMs <= WINDOW_SECONDS * 1000, `c showed "${text}" only ${cShowedItAfterMs} ms after it started`)
      assert.deepEqual(cWentBack.slice(0, 5), [])
    } finally {
      await cmsFault('ok')
      stopStarted()
      redis.child.kill('SIGKILL')
    }
  })
}

for (const policy of ['volatile-lru', 'volatile-ttl']) {
  test(`a 4 MB Redis under ${policy}, filled by another application's keys: every publish reaches every instance, even when the CMS fails right after it`, async () => {
    const redis = await redisServer(['--maxmemory', '4mb', '--maxmemory-policy', policy])
    const otherApplication = createClient({ url: redis.url, RESP: 2 })
    otherApplication.on('error', () => {})
    await otherApplication.connect()
    let filling = true
    let written = 0
    // Another application's sessions, which outlive ours: under volatile-ttl, ours go first.
    const filler = (async () => {
      while (filling) {
        await Promise.all(Array.from({ length: 50 }, () => otherApplication.set(`other-app:session:${written++}`, 'x'.repeat(1024), { EX: 30 * 24 * 3600 })))
        await pause(10) // about 5,000 keys a second: full within a second, evicting all along
      }
    })()
    const evictedKeys = async () => Number(/evicted_keys:(\d+)/.exec(String(await otherApplication.sendCommand(['INFO', 'stats'])))?.[1] ?? 0)
    try {
      await startInstances({ a: { REDIS_URL: redis.url }, b: { REDIS_URL: redis.url } })
      await Promise.all([waitForSharing('a', true), waitForSharing('b', true)])
      await eventually('Redis full and evicting', async () => (await evictedKeys()) > 0)
      for (const [edition, publisher] of ['a', 'b', 'a'].entries()) {
        const text = `Edition ${edition + 1} under ${policy}`
        await publish(text)
        assert.equal((await revalidate(publisher)).status, 200)
        // The CMS fails before anyone visits, and Redis evicts as many keys as it holds: every key
        // with a TTL has had its chance to go. Nothing but Redis can bring the publish to the other instance.
        await cmsFault('down')
        const enough = (await evictedKeys()) + Number(await otherApplication.sendCommand(['DBSIZE']))
        await eventually('as many evictions as Redis holds keys', async () => (await evictedKeys()) >= enough)
        for (const name of ['a', 'b']) await shownWithinAWindow(name, text)
        await cmsFault('ok')
      }
      console.log(`[redis operations] ${policy}: ${await evictedKeys()} keys evicted while ${written} of the other application's were written`)
    } finally {
      await cmsFault('ok')
      filling = false
      await filler.catch(() => {})
      otherApplication.destroy()
      stopStarted()
      redis.child.kill('SIGKILL')
    }
  })
}

test('a full Redis under noeviction costs at most twice the scripts (commands) of a healthy one for the same visits', async () => {
  const healthy = await redisServer(['--maxmemory-policy', 'noeviction'])
  const full = await redisServer(['--maxmemory', '4mb', '--maxmemory-policy', 'noeviction'])
  const otherApplication = createClient({ url: full.url, RESP: 2 })
  otherApplication.on('error', () => {})
  await otherApplication.connect()
  // Another application's keys, without a TTL, until Redis refuses the next one.
  for (let batch = 0; ; batch += 1) {
    const writes = Array.from({ length: 100 }, (_, index) => otherApplication.set(`other-app:${batch}:${index}`, 'x'.repeat(1024)).then(() => true, () => false))
    if (!(await Promise.all(writes)).every(Boolean)) break
  }
  otherApplication.destroy()
  /** The scripts (EVAL) Redis ran or refused since the count began: every read and write of the site is one. */
  const scripts = async (/** @type {number} */ port) => {
    const [, calls = 0, rejected = 0] = /cmdstat_eval:calls=(\d+),.*?rejected_calls=(\d+)/.exec(String(await redisCommand(port, ['INFO', 'commandstats']))) ?? []
    return Number(calls) + Number(rejected)
  }
  try {
    await startInstances({ healthy: { REDIS_URL: healthy.url }, full: { REDIS_URL: full.url } })
    await Promise.all([waitForSharing('healthy', true), waitForSharing('full', true)])
    for (const redis of [healthy, full]) await redisCommand(redis.port, ['CONFIG', 'RESETSTAT'])
    // Twenty rounds of visitors on / and /es, half a second apart: a few windows, so each instance refreshes.
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(['healthy', 'full'].flatMap((name) => [home(name, '/'), home(name, '/es')]))
      await pause(500)
    }
    const [onHealthy, onFull] = [await scripts(healthy.port), await scripts(full.port)]
    const refusals = Number(/errorstat_OOM:count=(\d+)/.exec(String(await redisCommand(full.port, ['INFO', 'errorstats'])))?.[1] ?? 0)
    console.log(`[redis operations] 20 rounds of / and /es: ${onHealthy} scripts on a healthy Redis, ${onFull} on a full one (${refusals} refused with OOM)`)
    assert.ok(refusals > 0, 'the full Redis refused nothing: it was not full')
    assert.ok(onFull <= 2 * onHealthy, `a full Redis got ${onFull} scripts, more than twice the healthy one's ${onHealthy}`)
  } finally {
    stopStarted()
    for (const redis of [healthy, full]) redis.child.kill('SIGKILL')
  }
})

test('TLS with a private CA and an ACL user: instances share; a wrong password and an untrusted certificate each cost one log line naming it, never a page', async () => {
  const ca = makeCertificates()
  const tlsPort = await freePort()
  const logFile = join(work, 'tls-redis.log')
  // The user may touch the site's keys and run what is not @dangerous: CONFIG and INFO are refused.
  const redis = await redisServer([
    '--tls-port', String(tlsPort), '--tls-cert-file', ca.serverCertificate, '--tls-key-file', ca.serverKey,
    '--tls-ca-cert-file', ca.certificate, '--tls-auth-clients', 'no', '--logfile', logFile,
    '--user', 'site', 'on', '>site-password', '~{texas-tuition-site}:*', '+@all', '-@dangerous',
  ])
  const url = (/** @type {string} */ password) => `rediss://site:${password}@127.0.0.1:${tlsPort}`
  try {
    await startInstances({
      a: { REDIS_URL: url('site-password'), NODE_EXTRA_CA_CERTS: ca.certificate },
      b: { REDIS_URL: url('site-password'), NODE_EXTRA_CA_CERTS: ca.certificate },
      'wrong-password': { REDIS_URL: url('not-the-password'), NODE_EXTRA_CA_CERTS: ca.certificate },
      'untrusted-certificate': { REDIS_URL: url('site-password') },
    })
    await Promise.all([waitForSharing('a', true), waitForSharing('b', true)])
    await renderedOnce(['a', 'b'])
    await publish('Edition shared over TLS')
    assert.equal((await revalidate('a')).status, 200)
    await shownWithinAWindow('b', 'Edition shared over TLS')

    // Each has tried again and again (Redis saw it) before its one line is counted.
    const authFailures = async () => (/** @type {unknown[][]} */ (await redisCommand(redis.port, ['ACL', 'LOG']))).reduce((sum, entry) => sum + Number(entry[1] ?? 0), 0)
    const refusedHandshakes = () => readFileSync(logFile, 'utf8').split('\n').filter((line) => line.includes('Error accepting a client connection')).length
    await eventually('three refused logins', async () => (await authFailures()) >= 3)
    await eventually('three refused TLS handshakes', () => refusedHandshakes() >= 3)
    for (const [name, reason] of /** @type {const} */ ([['wrong-password', /Redis refused the user or password: WRONGPASS/], ['untrusted-certificate', /TLS certificate is not trusted .*NODE_EXTRA_CA_CERTS/]])) {
      const lines = sharedCacheLines(name)
      assert.equal(lines.length, 1, `${name}: ${JSON.stringify(lines)}`)
      assert.equal(lines[0].event, 'shared_cache_lost')
      assert.match(lines[0].reason, reason)
      assert.ok(!JSON.stringify(lines).includes('site-password'), 'a password reached the log')
      assert.equal((await fleet.health(name)).sharedCache.connected, false)
      assert.notEqual(await home(name), '(no article)')
    }
  } finally {
    stopStarted()
    redis.child.kill('SIGKILL')
  }
})

/** Three sentinels' ports, and the instances' settings for them. */
async function sentinelAddresses() {
  const sentinelPorts = await Promise.all([freePort(), freePort(), freePort()])
  return { sentinelPorts, sentinelEnv: { REDIS_URL: '', REDIS_SENTINELS: sentinelPorts.map((port) => `127.0.0.1:${port}`).join(','), REDIS_SENTINEL_NAME: 'site' } }
}

/** A primary, its replica and three sentinels watching them as `site` (on `addresses`, or new ones). */
async function sentinelSetup(addresses = undefined) {
  const { sentinelPorts, sentinelEnv } = addresses ?? (await sentinelAddresses())
  // A replica writes what it receives from the primary to disk, as does a demoted primary: into this run's folder.
  const primary = await redisServer(['--dir', work])
  const replica = await redisServer(['--replicaof', '127.0.0.1', String(primary.port), '--dir', work])
  for (const port of sentinelPorts) {
    const file = join(work, `sentinel-${port}.conf`)
    writeFileSync(file, [
      `port ${port}`, 'bind 127.0.0.1', `dir ${work}`,
      `sentinel monitor site 127.0.0.1 ${primary.port} 2`,
      'sentinel down-after-milliseconds site 1000',
      'sentinel failover-timeout site 5000',
    ].join('\n'))
    servers.push(await startRedisServer(port, [file], 'redis-sentinel'))
  }
  const sentinelKnows = async () => {
    const fields = /** @type {string[]} */ (await redisCommand(sentinelPorts[0] ?? 0, ['SENTINEL', 'MASTER', 'site']))
    const field = (/** @type {string} */ name) => fields[fields.indexOf(name) + 1]
    return field('num-slaves') === '1' && field('num-other-sentinels') === '2'
  }
  await eventually('the sentinels know the replica and each other', sentinelKnows)
  /** The port of the node the sentinels name as primary now. */
  const namedPrimary = async () => Number((/** @type {string[]} */ (await redisCommand(sentinelPorts[0] ?? 0, ['SENTINEL', 'GET-MASTER-ADDR-BY-NAME', 'site'])))[1])
  return { primary, replica, sentinelEnv, namedPrimary }
}

test('Sentinel: an instance started before its sentinels logs one line, then shares; the primary killed right after a publish the webhook confirmed keeps the publish; the fleet shares again within seconds; a replica that cannot hold a publish gets it retried', async () => {
  const addresses = await sentinelAddresses()
  await startInstances({ a: addresses.sentinelEnv })
  await eventually('the instance started before its sentinels counting Redis lost', () => fleet.sharedCacheEvents('a').includes('shared_cache_lost'))
  const { primary, replica, sentinelEnv } = await sentinelSetup(addresses)
  try {
    await startInstances({ b: sentinelEnv })
    await Promise.all([waitForSharing('a', true), waitForSharing('b', true)])
    // One line for the outage and one for its end, and nothing else of Redis's in the log (no stack trace).
    assert.deepEqual(fleet.sharedCacheEvents('a').slice(0, 2), ['shared_cache_lost', 'shared_cache_back'])
    assert.deepEqual(fleet.logLines('a').filter((line) => /^\s+at |^Error\b/.test(line)), [])

    // A replica that does not acknowledge (frozen): the webhook answers 503, and the editor's tool retries.
    replica.child.kill('SIGSTOP')
    await publish('Edition S1: not yet on the replica')
    const refused = await revalidate('a')
    replica.child.kill('SIGCONT')
    assert.equal(refused.status, 503)

    await publish('Edition S2: confirmed, then the primary dies')
    await eventually('the webhook confirming the publish', async () => (await revalidate('b')).status === 200)
    primary.child.kill('SIGKILL')
    const killedAt = Date.now()
    await Promise.all([waitForSharing('a', false, 30_000), waitForSharing('b', false, 30_000)])
    await Promise.all([waitForSharing('a', true, 30_000), waitForSharing('b', true, 30_000)])
    console.log(`[redis operations] Sentinel failover: both instances shared again ${Date.now() - killedAt} ms after the primary was killed`)
    for (const name of ['a', 'b']) await shownWithinAWindow(name, 'Edition S2: confirmed, then the primary dies')

    await publish('Edition S3: through the new primary')
    assert.equal((await revalidate('a')).status, 200)
    await shownWithinAWindow('b', 'Edition S3: through the new primary')
  } finally {
    replica.child.kill('SIGCONT')
    stopStarted()
  }
})

test('Sentinel: the primary frozen (kill -STOP): the fleet shares through the new primary within 10 s, and the old one, resumed, never takes a publish the webhook confirms', async () => {
  const { primary, replica, sentinelEnv, namedPrimary } = await sentinelSetup()
  try {
    await startInstances({ a: sentinelEnv, b: sentinelEnv })
    await Promise.all([waitForSharing('a', true), waitForSharing('b', true)])
    await renderedOnce(['a', 'b'])
    await publish('Edition F1: before the freeze')
    assert.equal((await revalidate('a')).status, 200)
    await shownWithinAWindow('b', 'Edition F1: before the freeze')

    primary.child.kill('SIGSTOP')
    const frozenAt = Date.now()
    await publish('Edition F2: while the old primary is frozen')
    await eventually('a publish confirmed through the new primary', async () => (await revalidate('a')).status === 200, 30_000)
    await shownWithinAWindow('b', 'Edition F2: while the old primary is frozen', { withinMs: 30_000 })
    const sharedAfterMs = Date.now() - frozenAt
    console.log(`[redis operations] Sentinel, primary frozen: a publish through a reached b ${sharedAfterMs} ms after the freeze`)
    assert.ok(sharedAfterMs < 10_000, `sharing came back ${sharedAfterMs} ms after the freeze, not within 10 s`)
    assert.equal(await namedPrimary(), replica.port)

    // Resumed, the old primary calls itself primary until the sentinels demote it: every
    // publish the webhook confirms meanwhile is on the node they name, and stays there.
    primary.child.kill('SIGCONT')
    /** Redis's time (the new primary's, on this host's clock) before the last publish confirmed. */
    let lastConfirmedAt = 0
    for (let edition = 3; edition <= 6; edition += 1) {
      await publish(`Edition F${edition}: after the old primary resumed`)
      const before = Date.now()
      if ((await revalidate(edition % 2 === 0 ? 'a' : 'b')).status === 200) lastConfirmedAt = before
    }
    // A node changing role closes its clients' connections: a dropped one is asked again.
    const role = () => redisCommand(primary.port, ['ROLE']).then((reply) => /** @type {unknown[]} */ (reply)[0], () => undefined)
    await eventually('the old primary demoted', async () => (await role()) === 'slave')
    assert.ok(lastConfirmedAt > 0, 'no publish was confirmed after the old primary resumed')
    const records = /** @type {string[]} */ (await redisCommand(await namedPrimary(), ['HGETALL', '{texas-tuition-site}:tags']))
    const stamps = records.filter((_value, index) => index % 2 === 0 && records[index]?.startsWith('cms-article-49')).map((field) => Number(records[records.indexOf(field) + 1]))
    assert.ok(Math.max(...stamps) >= lastConfirmedAt, `the last confirmed publish's tag record is not on the primary: ${Math.max(...stamps)} < ${lastConfirmedAt}`)
  } finally {
    primary.child.kill('SIGCONT')
    stopStarted()
  }
})

test('Redis Cluster (3 nodes), REDIS_CLUSTER=1: every instance shares through the node that holds the site\'s slot, whichever node REDIS_URL names; without it, the start stops, naming the setting, whether that node holds the slot or not', async () => {
  const ports = await Promise.all([freePort(), freePort(), freePort()])
  const busPorts = await Promise.all([freePort(), freePort(), freePort()])
  const nodes = []
  for (const [index, port] of ports.entries()) {
    const child = await startRedisServer(port, [
      '--cluster-enabled', 'yes', '--cluster-port', String(busPorts[index]),
      // A folder of its own: the Sentinel tests' replica leaves its dump.rdb in `work`, and a node
      // that loads keys from it refuses to join a cluster ("is not empty").
      '--cluster-config-file', 'nodes.conf', '--dir', mkdtempSync(join(work, `cluster-${port}-`)),
    ])
    servers.push(child)
    nodes.push(child)
  }
  execFileSync('redis-cli', ['--cluster', 'create', ...ports.map((port) => `127.0.0.1:${port}`), '--cluster-replicas', '0', '--cluster-yes'], { encoding: 'utf8' })
  const clusterOk = async (/** @type {number} */ port) => String(await redisCommand(port, ['CLUSTER', 'INFO'])).includes('cluster_state:ok')
  for (const port of ports) await eventually(`cluster node ${port} ready`, () => clusterOk(port))
  const slot = Number(/** @type {unknown[]} */ (await redisCommand(ports[0] ?? 0, ['CLUSTER', 'KEYSLOT', '{texas-tuition-site}:tags'])))
  try {
    const owner = Number(/** @type {unknown[][]} */ (await redisCommand(ports[0] ?? 0, ['CLUSTER', 'SLOTS'])).find(([from, to]) => Number(from) <= slot && slot <= Number(to))?.[2]?.[1])
    // Without REDIS_CLUSTER, a node of the Cluster: the one that holds the site's slot would share
    // until a reshard or failover moved it, another never. Either way the start stops, saying why.
    for (const [name, port] of [['not-told-owner', owner], ['not-told-other', ports.find((port) => port !== owner)]]) {
      const startedAt = Date.now()
      await assert.rejects(startInstances({ [name]: { REDIS_URL: `redis://127.0.0.1:${port}` } }), /the server exited/)
      const lines = fleet.logLines(name).filter((line) => line.startsWith('{')).map((line) => JSON.parse(line))
      const refusal = lines.find((line) => line.event === 'redis_cluster_unset')
      console.log(`[redis operations] REDIS_URL naming a Cluster node (${name}), without REDIS_CLUSTER: the start stopped within ${Date.now() - startedAt} ms: ${refusal?.message}`)
      assert.equal(refusal?.level, 'error', JSON.stringify(lines))
      assert.match(refusal.message, /REDIS_URL names a node of a Redis Cluster: set REDIS_CLUSTER=1/)
      assert.equal(lines.some((line) => line.event === 'startup'), false, 'it logged its start-up line')
    }
    await startInstances({
      a: { REDIS_URL: `redis://127.0.0.1:${ports[0]}`, REDIS_CLUSTER: '1' },
      b: { REDIS_URL: `redis://127.0.0.1:${ports[1]}`, REDIS_CLUSTER: '1' },
      c: { REDIS_URL: `redis://127.0.0.1:${ports[2]}`, REDIS_CLUSTER: '1' },
    })
    await Promise.all(['a', 'b', 'c'].map((name) => waitForSharing(name, true)))
    await renderedOnce(['a', 'b', 'c'])
    await publish('Edition C1: on a cluster')
    assert.equal((await revalidate('a')).status, 200)
    for (const name of ['b', 'c', 'a']) await shownWithinAWindow(name, 'Edition C1: on a cluster')
    await publish('Edition C2: through another node')
    assert.equal((await revalidate('c')).status, 200)
    for (const name of ['a', 'b']) await shownWithinAWindow(name, 'Edition C2: through another node')
    // A first connection slower than its deadline on a loaded machine is a loss and a recovery;
    // a reply saying the keys are elsewhere would be a cluster not followed.
    for (const name of ['a', 'b', 'c']) {
      const misplaced = sharedCacheLines(name).filter((line) => line.event === 'shared_cache_refused' || /CROSSSLOT|MOVED|ASK|CLUSTERDOWN/.test(line.reason ?? ''))
      assert.deepEqual(misplaced, [], name)
      assert.equal((await fleet.health(name)).sharedCache.connected, true, name)
    }
    console.log(`[redis operations] Redis Cluster: the site's keys in slot ${slot}; a publish reached every instance`)
  } finally {
    stopStarted()
    for (const node of nodes) node.kill('SIGKILL')
  }
})

test('a Redis that does not answer at start (frozen) never stops the start: the instance starts and serves, says so in one line, and shares once Redis answers', async () => {
  const redis = await redisServer()
  redis.child.kill('SIGSTOP')
  try {
    const startedAt = Date.now()
    await startInstances({ 'frozen-at-start': { REDIS_URL: redis.url } })
    console.log(`[redis operations] Redis frozen at start: the instance answered ${Date.now() - startedAt} ms after it was started`)
    assert.notEqual(await home('frozen-at-start'), '(no article)')
    assert.equal((await fleet.health('frozen-at-start')).sharedCache.connected, false)
    await eventually('the one line for Redis lost', () => fleet.sharedCacheEvents('frozen-at-start').length > 0)
    assert.deepEqual(fleet.sharedCacheEvents('frozen-at-start'), ['shared_cache_lost'])
    redis.child.kill('SIGCONT')
    await waitForSharing('frozen-at-start', true)
  } finally {
    redis.child.kill('SIGCONT')
    stopStarted()
    redis.child.kill('SIGKILL')
  }
})

/**
 * A private CA and a certificate it signed for 127.0.0.1, made with openssl in a folder of this run.
 */
function makeCertificates() {
  const file = (/** @type {string} */ name) => join(work, name)
  const openssl = (/** @type {string[]} */ args) => execFileSync('openssl', args, { stdio: 'ignore' })
  openssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', file('ca.key'), '-out', file('ca.crt'), '-days', '2', '-subj', '/CN=Shared cache test CA'])
  openssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', file('redis.key'), '-out', file('redis.csr'), '-subj', '/CN=127.0.0.1'])
  writeFileSync(file('redis.ext'), 'subjectAltName=IP:127.0.0.1\n')
  openssl(['x509', '-req', '-in', file('redis.csr'), '-CA', file('ca.crt'), '-CAkey', file('ca.key'), '-CAcreateserial', '-out', file('redis.crt'), '-days', '2', '-extfile', file('redis.ext')])
  return { certificate: file('ca.crt'), serverCertificate: file('redis.crt'), serverKey: file('redis.key') }
}
