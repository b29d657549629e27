// Starting servers on loopback for tests, the benchmark and Lighthouse: a free port, waiting
// until a server answers, the site's own production server (on a copy of its build of its own)
// and Redis (or its Sentinel).
import { execFileSync, spawn } from 'node:child_process'
import { closeSync, copyFileSync, cpSync, mkdtempSync, openSync, symlinkSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** A TCP port nothing on 127.0.0.1 listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address())
      probe.close(() => resolve(port))
    })
  })
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`, or once `gone()` says nothing will answer. */
export async function waitUntilUp(url, timeoutMs = 30_000, gone = () => false) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`nothing will answer at ${url}: the server exited`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Polls `check` until it holds, or fails after `timeoutMs` naming `what`: a deadline for an
 * event, not a wait for time.
 * @param {string} what
 * @param {() => Promise<boolean> | boolean} check
 */
export async function eventually(what, check, timeoutMs = 30_000) {
  for (const deadline = Date.now() + timeoutMs; !(await check()); await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
  }
}

/**
 * The environment that makes a process see its clock at `spec` (faketime's -f format:
 * '@2027-04-15 12:00:00' starts there and runs on, '+1h' runs an hour ahead), as Debian's
 * faketime gives it to the program it runs. Servers are spawned with it directly rather than
 * through faketime, which forks and waits on its program: stopping faketime would leave the
 * server running.
 * @param {string} spec
 * @returns {Record<string, string>}
 */
export function fakeClockEnv(spec) {
  /** @type {Record<string, string>} */
  const env = {}
  for (const line of execFileSync('faketime', ['-f', spec, 'env'], { encoding: 'utf8' }).split('\n')) {
    const [name = '', ...value] = line.split('=')
    // Not FAKETIME_SHARED: it names faketime's own shared memory, gone once faketime exits.
    if (/^(FAKETIME|LD_PRELOAD|DYLD_INSERT_LIBRARIES|DYLD_FORCE_FLAT_NAMESPACE)$/.test(name)) env[name] = value.join('=')
  }
  return env
}

/**
 * Starts a build's standalone production server on a free loopback port, its output going to
 * `logFile` (or nowhere; appended to with `appendLog`), and resolves once its health check
 * answers (rejects at once if it exits first: a start that refuses its settings). The health
 * check never calls the CMS, so waiting for it gives the server no copy of anything. `launcher`
 * goes before the command, e.g. to run the server as another user, and `node` is the Node.js
 * binary it runs with (this process's by default).
 * @param {{ distDir: string, env: Record<string, string | undefined>, logFile?: string, appendLog?: boolean, timeoutMs?: number, launcher?: string[], node?: string }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, url: string, port: number, exited: Promise<void> }>}
 */
export async function startStandaloneServer({ distDir, env, logFile, appendLog = false, timeoutMs = 60_000, launcher = [], node = process.execPath }) {
  const port = await freePort()
  const out = logFile === undefined ? 'ignore' : openSync(logFile, appendLog ? 'a' : 'w')
  const [command = node, ...args] = [...launcher, node, join(distDir, 'standalone', 'server.js')]
  const child = spawn(command, args, {
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', out, out],
  })
  if (typeof out === 'number') closeSync(out)
  let gone = false
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => {
    child.once('exit', () => {
      gone = true
      resolve()
    })
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(`${url}/api/health`, timeoutMs, () => gone)
  } catch (error) {
    child.kill('SIGTERM')
    throw error
  }
  return { child, url, port, exited }
}

/**
 * A copy of a build's standalone server in a folder of its own (`<folder>/standalone`), as on a
 * host of its own: what its server writes stays there. Its node_modules (50 MB that servers only
 * read) is linked to the build's, unless `selfContained`: then the folder holds everything its
 * server runs, Node included (`<folder>/node`), for a user who cannot enter the checkout or
 * Node's folder (a clone and ~/.node24 in root's home, mode 0700).
 * @param {string} dist a build's folder
 */
export function privateCopyOfBuild(dist, { selfContained = false } = {}) {
  const source = join(dist, 'standalone')
  const folder = mkdtempSync(join(tmpdir(), 'site-'))
  const copy = join(folder, 'standalone')
  if (selfContained) {
    cpSync(source, copy, { recursive: true, verbatimSymlinks: true })
    copyFileSync(process.execPath, join(folder, 'node'))
    return folder
  }
  cpSync(source, copy, { recursive: true, verbatimSymlinks: true, filter: (path) => path !== join(source, 'node_modules') })
  symlinkSync(resolve(source, 'node_modules'), join(copy, 'node_modules'))
  return folder
}

/**
 * Starts Debian's redis-server on a loopback port, keeping nothing on disk, and resolves once it
 * answers PING there. `args` are more settings (`--maxmemory`, `--replicaof`, TLS...); `command`
 * may be redis-sentinel, whose settings are then a configuration file's path.
 * @param {number} port
 * @param {string[]} [args]
 * @param {string} [command]
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function startRedisServer(port, args = [], command = 'redis-server') {
  const settings = command === 'redis-server' ? ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...args] : args
  const child = spawn(command, settings, { stdio: 'ignore' })
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (await redisAnswers(port)) return child
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`${command} did not answer on port ${port}`)
}

/** @param {number} port */
function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'))
    socket.setTimeout(500, () => socket.destroy())
    socket.on('data', (data) => {
      resolve(data.toString().startsWith('+PONG'))
      socket.destroy()
    })
    socket.on('error', () => resolve(false))
    socket.on('close', () => resolve(false))
  })
}
