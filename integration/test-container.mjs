// The container image (Dockerfile) and the fleet's compose file (deploy/compose.yaml), tested
// where there is no container daemon and no image registry: `npm run test:container`.
//
// Makes the official base image's stand-in offline (test-support/buildah.mjs), then builds the
// Dockerfile with buildah as it stands, against the stub CMS, with the CMS's credentials and the
// webhook's secret given as build secrets. It runs the image's command with `buildah run` (chroot
// isolation, the host's network: the test reaches it on loopback), as the image's user with the
// image's environment. buildah run cannot make the root filesystem read-only, so for that run it
// is started in a mount namespace of its own where the container's root is mounted read-only,
// with a cache volume bound in as `docker run --read-only -v` would. Needs root (debootstrap,
// chroot, mount namespaces), buildah and debootstrap (`npm test` installs them on Debian), and
// nginx for the compose file's proxy configuration. Logs: e2e/.results/<run>/container/.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, closeSync, createReadStream, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { parse as parseYaml } from 'yaml'
import { buildah, buildahCommand, ensureNodeBaseImage, imageConfig, run } from '../test-support/buildah.mjs'
import { eventually, freePort, waitUntilUp } from '../test-support/loopback.mjs'
import { localNginxConfig } from '../test-support/nginx-local-config.mjs'
import { startStubCms } from '../test-support/stub-cms.mjs'
import { STUB_ARTICLES_FILE } from '../test-support/stub-cms-articles.mjs'

const runId = process.env.E2E_RUN_ID ?? 'local'
const logs = join('e2e', '.results', runId, 'container')
const IMAGE = `localhost/tuition-site-test:${runId}`
const CONTAINER_PREFIX = `tuition-site-test-${runId}-`
const WINDOW_SECONDS = 3
const HOME_ARTICLE_ID = 49
const PAGES = ['/', '/es', '/contact']
/** Where the server keeps the articles it fetched: the folder operators mount a volume on. */
const CACHE_FOLDER = '/app/.next/cache'
/** The Dockerfile's default base image tag, which the offline base image is made under. */
const NODE_TAG = /^ARG NODE_VERSION=(\S+)$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1]

if (process.getuid?.() !== 0) {
  console.error('container test: needs root (debootstrap, chroot and mount namespaces): run npm test as root')
  process.exit(1)
}

rmSync(logs, { recursive: true, force: true })
mkdirSync(logs, { recursive: true })

/**
 * Where a server listens on `port` in the host's network: its address and its socket's owner
 * (the uid of the process that listens), from /proc/net/tcp.
 * @param {number} port
 */
function listener(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, local, , state, , , , uid] = line.trim().split(/\s+/)
    if (state === '0A' && local?.endsWith(`:${hexPort}`)) {
      const address = (local.split(':')[0]?.match(/../g) ?? []).reverse().map((byte) => parseInt(byte, 16)).join('.')
      return { address, uid: Number(uid) }
    }
  }
  return undefined
}

/**
 * Whether any of `needles` occurs in a file, read as a stream (layers are hundreds of MB).
 * @param {string} file
 * @param {string[]} needles
 * @returns {Promise<string[]>} the needles found
 */
async function occurrencesIn(file, needles) {
  const found = new Set()
  const overlap = Math.max(...needles.map((needle) => needle.length)) - 1
  let tail = Buffer.alloc(0)
  for await (const chunk of createReadStream(file)) {
    const window = Buffer.concat([tail, chunk])
    for (const needle of needles) if (window.includes(needle)) found.add(needle)
    tail = window.subarray(Math.max(0, window.length - overlap))
  }
  return [...found]
}

describe('the image', () => {
  const work = mkdtempSync(join(tmpdir(), 'container-test-'))
  /** @type {Awaited<ReturnType<typeof startStubCms>>} */
  let stub
  /** @type {Record<string, string>} */
  let secrets
  /** @type {Array<{ path: string, headers: Record<string, string> }>} */
  let buildRequests
  /** @type {any} */
  let config
  /** @type {Server} */
  let server
  /** @type {string} */
  let serverContainer
  /** @type {string[]} */
  const containers = []

  /**
   * @typedef {{ url: string, port: number, log: () => string, stop: () => Promise<void> }} Server
   */

  /** A container from the image: its own copy of the image's root filesystem. */
  async function newContainer(name) {
    const container = (await buildah(['from', '--pull=never', '--name', `${CONTAINER_PREFIX}${name}`, IMAGE])).trim()
    containers.push(container)
    return container
  }

  /** The image's command, as a runtime starts it: ENTRYPOINT then CMD. */
  const command = () => [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])]

  /** `buildah run` in `container`, on the host's network, with PORT set as an operator would. */
  const runIn = (/** @type {string} */ container, /** @type {number} */ port, /** @type {string[]} */ args, extra = /** @type {string[]} */ ([])) =>
    buildahCommand(['run', '--isolation', 'chroot', '--network', 'host', '--env', `PORT=${port}`, ...extra, container, '--', ...args])

  /**
   * Runs the image's command in `container` and resolves once its health check answers.
   * `readOnlyRoot`: its root filesystem is read-only, and `volume` (a host folder) is its cache
   * volume, as with `docker run --read-only -v <volume>:/app/.next/cache`.
   * @param {string} container
   * @param {{ name: string, readOnlyRoot?: boolean, volume?: string }} options
   * @returns {Promise<Server>}
   */
  async function serve(container, { name, readOnlyRoot = false, volume }) {
    const port = await freePort()
    let argv = runIn(container, port, command(), volume ? ['--volume', `${volume}:${CACHE_FOLDER}`] : [])
    if (readOnlyRoot) {
      const root = (await buildah(['mount', container])).trim()
      // buildah run mounts a file of its own here: made beforehand, it only needs a mount point.
      // (Its clean-up after the server has stopped fails on the read-only root, and it panics
      // while logging that: the log's last lines.)
      writeFileSync(join(root, 'run', '.containerenv'), '')
      const script = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && shift && exec "$@"'
      argv = ['unshare', '--mount', '--propagation', 'private', 'sh', '-c', script, 'sh', root, ...argv]
    }
    const logFile = join(logs, `${name}.log`)
    const out = openSync(logFile, 'a')
    // A process group of its own, so stopping it reaches buildah's children too.
    const child = spawn(argv[0] ?? 'buildah', argv.slice(1), { detached: true, stdio: ['ignore', out, out] })
    closeSync(out)
    /** @type {Promise<void>} */
    const exited = new Promise((resolvePromise) => child.once('exit', () => resolvePromise()))
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid ?? 0), 'SIGTERM')
      await exited
    }
    const url = `http://127.0.0.1:${port}`
    try {
      await Promise.race([
        waitUntilUp(`${url}/api/health`, 120_000),
        exited.then(() => assert.fail(`the container stopped before answering:\n${readFileSync(logFile, 'utf8')}`)),
      ])
    } catch (error) {
      await stop()
      throw error
    }
    return { url, port, log: () => readFileSync(logFile, 'utf8'), stop }
  }

  /** The exit status of the image's HEALTHCHECK command, run in `container` as Docker runs it. */
  async function healthCheck(/** @type {string} */ container, /** @type {number} */ port) {
    const [kind, ...test] = config.Healthcheck.Test
    const args = kind === 'CMD-SHELL' ? ['/bin/sh', '-c', test.join(' ')] : test
    const argv = runIn(container, port, args)
    const child = spawn(argv[0] ?? 'buildah', argv.slice(1), { stdio: 'ignore' })
    return new Promise((resolvePromise) => child.once('exit', (status) => resolvePromise(status)))
  }

  async function control(path, body) {
    const response = await fetch(`${stub.controlUrl}${path}`, { method: 'POST', body: JSON.stringify(body) })
    assert.equal(response.status, 200)
  }
  const homeText = async (/** @type {Server} */ on) => (await fetch(`${on.url}/`)).text()

  before(async () => {
    assert.ok(NODE_TAG, 'the Dockerfile has no `ARG NODE_VERSION=<tag>`')
    assert.equal(NODE_TAG.split(/[.-]/)[0], process.versions.node.split('.')[0], `node:${NODE_TAG} is made from this Node.js, ${process.version}`)
    // What an interrupted run of this test left.
    for (const name of (await buildah(['containers', '--format', '{{.ContainerName}}'])).split('\n')) {
      if (name.startsWith(CONTAINER_PREFIX)) await buildah(['rm', name])
    }
    await buildah(['rmi', IMAGE]).catch(() => {})
    stub = await startStubCms()
    await ensureNodeBaseImage(NODE_TAG, { log: join(logs, 'base-image.log') })

    // Random secrets, so none can turn up in a layer by chance.
    secrets = {
      CMS_API_KEY: `api-key-${randomBytes(12).toString('hex')}`,
      CMS_AUTHORIZATION: `Bearer ${randomBytes(16).toString('hex')}`,
      REVALIDATE_SECRET: randomBytes(20).toString('hex'),
    }
    const secretArgs = Object.entries(secrets).flatMap(([id, value]) => {
      const file = join(work, id)
      writeFileSync(file, value, { mode: 0o600 })
      return ['--secret', `id=${id},src=${file}`]
    })
    const settings = {
      CMS_BASE_URL: stub.cmsUrl,
      CMS_REVALIDATE_SECONDS: String(WINDOW_SECONDS),
      CMS_TIMEOUT_MS: '1500',
      // A file in the build context, as an operator's would be.
      CMS_ARTICLES_FILE: relative(process.cwd(), STUB_ARTICLES_FILE),
      ANALYTICS_ENABLED: 'false',
    }
    const buildLog = join(logs, 'build.log')
    console.log(`[container test] building the Dockerfile on node:${NODE_TAG} (log: ${buildLog})`)
    const started = Date.now()
    await buildah(
      [
        'build', '--isolation', 'chroot', '--network', 'host', '--pull=never',
        // Docker's format: the OCI format has no HEALTHCHECK.
        '--format', 'docker',
        ...Object.entries(settings).flatMap(([name, value]) => ['--build-arg', `${name}=${value}`]),
        ...secretArgs,
        '--tag', IMAGE, '--file', 'Dockerfile', '.',
      ],
      { log: buildLog },
    )
    console.log(`[container test] built ${IMAGE} in ${Math.round((Date.now() - started) / 1000)} s`)
    buildRequests = await (await fetch(`${stub.controlUrl}/requests`)).json()
    config = (await imageConfig(IMAGE)).config
    serverContainer = await newContainer('server')
    server = await serve(serverContainer, { name: 'server' })
  })

  after(async () => {
    await server?.stop()
    for (const container of containers) await buildah(['rm', container]).catch(() => {})
    await buildah(['rmi', IMAGE]).catch(() => {})
    await stub?.stop()
    rmSync(work, { recursive: true, force: true })
  })

  test('runs `node server.js` as the node user, listening on every address, with the settings it was built with', () => {
    assert.deepEqual(command(), ['node', 'server.js'])
    assert.equal(config.User, 'node')
    assert.ok(config.Env.includes('HOSTNAME=0.0.0.0'))
    assert.ok(config.Env.includes(`CMS_BASE_URL=${stub.cmsUrl}`))
    // A VOLUME would leave an anonymous volume behind every `docker run` without `-v`.
    assert.deepEqual(Object.keys(config.Volumes ?? {}), [], 'the image declares no VOLUME')
    const { address, uid } = listener(server.port) ?? {}
    assert.equal(address, '0.0.0.0', 'listens on every address, not only the container\'s loopback')
    assert.notEqual(uid, 0, 'the server runs as root')
    assert.equal(uid, 1000, 'the server runs as the node user')
  })

  test('/, /es and /contact answer 200 with a Content-Security-Policy, with the CMS articles', async () => {
    for (const path of PAGES) {
      const response = await fetch(`${server.url}${path}`)
      assert.equal(response.status, 200, path)
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'self'.*script-src 'self' 'sha256-/, path)
    }
    assert.match(await homeText(server), /Stub CMS home article/)
    assert.match(await (await fetch(`${server.url}/es`)).text(), /Artículo de inicio del CMS de prueba/)
  })

  test('no secret given to the build is in any layer or in the image configuration, though the build used them', async () => {
    // The build asked the CMS for the articles with the credentials it was given.
    const built = buildRequests.filter((request) => request.path === `/v1/article/ttf/${HOME_ARTICLE_ID}`)
    assert.ok(built.length > 0, 'the build asked the CMS for no article')
    for (const request of built) {
      assert.equal(request.headers['x-api-key'], secrets.CMS_API_KEY)
      assert.equal(request.headers.authorization, secrets.CMS_AUTHORIZATION)
    }

    const exported = join(work, 'image')
    await buildah(['push', '--disable-compression', IMAGE, `dir:${exported}`])
    const files = readdirSync(exported).map((name) => join(exported, name))
    const manifest = JSON.parse(readFileSync(join(exported, 'manifest.json'), 'utf8'))
    const layers = manifest.layers.map((layer) => join(exported, layer.digest.replace(/^sha256:/, '')))
    assert.ok(layers.length >= 2 && layers.every((layer) => files.includes(layer)), 'the exported image has its layers')
    const values = Object.values(secrets)
    for (const file of files) assert.deepEqual(await occurrencesIn(file, values), [], `${file} holds a secret`)
    const inspected = await buildah(['inspect', '--type', 'image', IMAGE])
    for (const value of values) assert.ok(!inspected.includes(value), 'the image configuration holds a secret')

    const megabytes = (/** @type {string} */ file) => (statSync(file).size / 1e6).toFixed(1)
    console.log(`[container test] ${IMAGE}: layers of ${layers.map(megabytes).join(' + ')} MB (uncompressed), the first being the base image`)
  })

  test('with a read-only root filesystem and a cache volume, it serves, refreshes, keeps its articles in the volume and logs one line about the cache', async () => {
    const volume = join(work, 'cache-volume')
    mkdirSync(volume)
    chownSync(volume, 1000, 1000) // the node user's, as an orchestrator's fsGroup or a named volume gives it
    const container = await newContainer('read-only')
    let readOnly = await serve(container, { name: 'read-only', readOnlyRoot: true, volume })
    try {
      for (const path of PAGES) assert.equal((await fetch(`${readOnly.url}${path}`)).status, 200, path)
      // Lines about the cache: our JSON events that name it, and any line of Next's own that does.
      const cacheLines = () =>
        readOnly
          .log()
          .split('\n')
          .filter((line) => (line.startsWith('{') ? /cache/.test(JSON.parse(line).event) : /cache/i.test(line)))
      // Each edit shows only through a refresh, which stores its page (and fails to write it)
      // before the next refresh begins: three refreshes, three chances for the line to repeat.
      for (const edition of [1, 2, 3]) {
        await control(`/articles/${HOME_ARTICLE_ID}`, { contents: `<h1>Plans</h1><p>Read-only edition ${edition}</p>` })
        await eventually(`edition ${edition} on the home page`, async () => (await homeText(readOnly)).includes(`Read-only edition ${edition}`), 60_000)
        if (edition === 1) await eventually('the failed write logged', () => cacheLines().length > 0, 60_000)
      }
      assert.equal(cacheLines().length, 1, `lines about the cache:\n${cacheLines().join('\n')}`)
      const logged = JSON.parse(cacheLines()[0] ?? '{}')
      // (Its code is ENOENT: Next's writer drops the mkdir's EROFS and reports the write after it.)
      assert.deepEqual([logged.level, logged.event], ['warn', 'cache_write_failed'])
      assert.match(logged.folder, /^\.next\/server\/route-cache/)
      assert.doesNotMatch(readOnly.log(), /^\s+at /m, 'a stack trace in the log')

      // The articles went to the volume: a restart during a CMS outage serves the latest edition.
      const articles = readdirSync(join(volume, 'fetch-cache')).map((name) => readFileSync(join(volume, 'fetch-cache', name), 'utf8'))
      assert.ok(articles.some((article) => article.includes('Read-only edition 3'), 60_000), 'the volume holds the latest article')
      await readOnly.stop()
      await control('/fault', { mode: 'error' })
      readOnly = await serve(container, { name: 'read-only-restarted', readOnlyRoot: true, volume })
      await eventually('the latest edition after a restart during a CMS outage', async () => (await homeText(readOnly)).includes('Read-only edition 3'), 60_000)
    } finally {
      await readOnly.stop()
      await control('/fault', { mode: 'ok' })
    }
  })

  test('ships no unused native package: sharp and libvips stay out (the image optimizer is off)', async () => {
    const root = (await buildah(['mount', serverContainer])).trim()
    const modules = readdirSync(join(root, 'app', 'node_modules'))
    assert.deepEqual(modules.filter((name) => name === '@img' || name === 'sharp'), [])
    assert.equal((await fetch(`${server.url}/_next/image?url=%2Ffavicon.ico&w=64&q=75`)).status, 404)
  })

  test('reports the container healthy at its first health check, 5 s after the start', () => {
    // Docker runs the first check one interval after the start (nanoseconds here); compose's
    // nginx waits for it. The server must be ready by then.
    const interval = config.Healthcheck.Interval / 1e6
    assert.ok(interval <= 5000, `the first health check comes ${interval} ms after the start`)
    const ready = /Ready in (\d+(?:\.\d+)?)(m?s)/.exec(server.log())
    assert.ok(ready, 'the server logged no "Ready in"')
    const readyMs = Number(ready[1]) * (ready[2] === 's' ? 1000 : 1)
    assert.ok(readyMs < interval / 5, `the server took ${ready[0]}, too close to the first check's ${interval} ms`)
  })

  // Last: it stops the server.
  test('its HEALTHCHECK command passes while the server answers and fails once it has stopped', async () => {
    assert.equal(config.Healthcheck.Test[1], 'node', 'the health check runs Node (the slim image has no curl)')
    assert.equal(await healthCheck(serverContainer, server.port), 0)
    await server.stop()
    assert.notEqual(await healthCheck(serverContainer, server.port), 0)
  })
})

describe('the compose file', () => {
  const work = mkdtempSync(join(tmpdir(), 'compose-test-'))
  after(() => rmSync(work, { recursive: true, force: true }))
  const compose = parseYaml(readFileSync('deploy/compose.yaml', 'utf8'), { merge: true })
  const services = compose.services
  const sites = Object.entries(services).filter(([, service]) => service.image === services['site-a'].image)

  test('runs one build on two instances, sharing Redis, with the settings and secrets the Dockerfile takes', () => {
    assert.deepEqual(sites.map(([name]) => name), ['site-a', 'site-b'])
    assert.deepEqual(Object.keys(services).filter((name) => services[name].build), ['site-a'], 'one service builds the image')
    const build = services['site-a'].build
    const dockerfile = readFileSync('Dockerfile', 'utf8')
    assert.equal(resolve('deploy', build.context), resolve('.'))
    const buildArgs = [...dockerfile.matchAll(/^ARG (\w+)=/gm)].map(([, name]) => name).filter((name) => name !== 'NODE_VERSION')
    assert.deepEqual(Object.keys(build.args).sort(), buildArgs.sort())
    const secretIds = [...dockerfile.matchAll(/--mount=type=secret,id=(\w+)/g)].map(([, id]) => id)
    assert.deepEqual(build.secrets.sort(), secretIds.sort())
    assert.deepEqual(Object.keys(compose.secrets).sort(), secretIds.sort())

    for (const [name, service] of sites) {
      assert.equal(service.environment.HOSTNAME, '0.0.0.0', name)
      assert.equal(service.environment.REDIS_URL, 'redis://redis:6379', name)
      assert.equal(service.read_only, true, name)
      assert.deepEqual(service.volumes, [`${name}-cache:/app/.next/cache`], name)
      assert.ok(`${name}-cache` in compose.volumes, name)
    }
    // Redis is the instances' setting at start, never the build's.
    assert.ok(!secretIds.includes('REDIS_URL') && !('REDIS_URL' in build.args))
    // Valkey (BSD), not Redis 7.4 and later, whose licences are not OSI-approved.
    assert.match(services.redis.image, /^valkey\/valkey:/)
    assert.deepEqual(services.redis.command, ['valkey-server', '--appendonly', 'yes', '--maxmemory', '256mb', '--maxmemory-policy', 'volatile-lru'])
    assert.ok(services.redis.healthcheck.test.includes('valkey-cli'))
    assert.deepEqual(Object.keys(services.nginx.depends_on), ['site-a', 'site-b'])
  })

  test("runs nginx with deploy/nginx.conf, changing only its EDIT lines, to a configuration nginx accepts", async () => {
    const [, flags, script] = services.nginx.command
    assert.equal(flags, '-ec')
    const shipped = resolve('deploy/nginx.conf')
    assert.ok(services.nginx.volumes.includes(`./nginx.conf:/etc/tuition-site/nginx.conf:ro`))
    // The same script, on this machine's paths, with `nginx -t` for nginx.
    const prefix = join(work, 'nginx')
    const derived = join(work, 'tuition-site.conf')
    const local = [
      ['/etc/tuition-site/nginx.conf', shipped],
      ['/etc/nginx/tuition-site.conf', derived],
      ['/var/lib/tuition-site-nginx', prefix],
      ['exec nginx', 'exec nginx -t'],
    ].reduce((text, [from = '', to = '']) => {
      assert.ok(text.includes(from), `the nginx command no longer has ${from}`)
      return text.replaceAll(from, to)
    }, String(script))
    // The instances' names resolve as on the fleet's network, in a mount namespace of the test's own.
    const hosts = join(work, 'hosts')
    writeFileSync(hosts, '127.0.0.1 localhost site-a site-b\n')
    const output = await run('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', `mount --bind "$1" /etc/hosts && sh -ec "$2" 2>&1`, 'sh', hosts, local])
    assert.match(output, /test is successful/)

    // What the test suites run (test-support/nginx-local-config.mjs), with the fleet's names.
    const expected = localNginxConfig({ listenPort: 8080, upstreamPorts: [1, 2], holdPort: 8081 })
      .replace('listen 127.0.0.1:8080;', 'listen 8080;')
      .replace('server 127.0.0.1:1 ', 'server site-a:3000 ')
      .replace('server 127.0.0.1:2 ', 'server site-b:3000 ')
    // The hold server's port stays as shipped: the container's loopback is nginx's own.
    assert.equal(readFileSync(derived, 'utf8').replace(/ # HOLD:.*$/gm, ''), expected)
  })
})
