// buildah, the daemonless image builder, as the container test uses it: its own image store under
// .tools/ (vfs, the storage driver that needs no kernel support), chroot isolation, the host's
// network, and a stand-in for the official `node` base image, which cannot be pulled here.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const STORE = resolve('.tools', 'containers')
const GLOBAL_OPTIONS = ['--root', join(STORE, 'storage'), '--runroot', join(STORE, 'run'), '--storage-driver', 'vfs']

/**
 * Runs a command and resolves with its standard output; rejects with all its output when it
 * fails. Asynchronous, so servers in this process (the stub CMS) keep answering meanwhile.
 * @param {string} command
 * @param {string[]} args
 * @param {{ log?: string }} [options] log: a file that gets the command's output, both streams
 * @returns {Promise<string>}
 */
export function run(command, args, { log } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const stdout = []
    const both = []
    child.stdout.on('data', (chunk) => stdout.push(chunk) && both.push(chunk))
    child.stderr.on('data', (chunk) => both.push(chunk))
    child.on('error', reject)
    child.on('close', (status) => {
      const text = Buffer.concat(both).toString()
      if (log) writeFileSync(log, text)
      if (status === 0) resolvePromise(Buffer.concat(stdout).toString())
      else reject(new Error(`${command} ${args.join(' ')} failed (${status}):\n${text.slice(-4000)}`))
    })
  })
}

/** The buildah command line with this store's options, for spawning it directly. */
export const buildahCommand = (/** @type {string[]} */ args) => ['buildah', ...GLOBAL_OPTIONS, ...args]

/**
 * Runs buildah on this store.
 * @param {string[]} args
 * @param {{ log?: string }} [options]
 */
export const buildah = (args, options) => run('buildah', [...GLOBAL_OPTIONS, ...args], options)

/**
 * An image's configuration, as `docker inspect` shows it (Docker format: buildah's OCI format
 * has no HEALTHCHECK).
 * @param {string} image
 */
export async function imageConfig(image) {
  const inspected = JSON.parse(await buildah(['inspect', '--type', 'image', image]))
  return { config: inspected.Docker.config, history: inspected.Docker.history, labels: inspected.Docker.config.Labels ?? {} }
}

/** Bumped whenever the base image's recipe below changes, so a stored one is made again. */
const RECIPE = 1
const DEBIAN_MIRROR = 'http://deb.debian.org/debian'
const LABEL = 'texas-tuition-site.test-base'

/**
 * Makes `node:<tag>` (e.g. node:24-slim) offline, as the official image is made: Debian 12
 * (debootstrap, minbase), this process's Node.js binary in /usr/local/bin (from the npm `node`
 * package, as CI installs it), npm, and a `node` user with uid 1000. It also gets this machine's
 * npm registry and CA bundle, so that `npm ci` inside a build reaches the registry as npm does
 * here. Kept in the store and made again only when its recipe, Node or npm changes.
 * @param {string} tag
 * @param {{ log: string }} options log: where debootstrap's and npm's output goes
 * @returns {Promise<string>} the image's name
 */
export async function ensureNodeBaseImage(tag, { log }) {
  const image = `docker.io/library/node:${tag}`
  const npmVersion = (await run('npm', ['--version'])).trim()
  const registry = (await run('npm', ['config', 'get', 'registry'])).trim()
  const caBundle = readFileSync('/etc/ssl/certs/ca-certificates.crt')
  const recipe = createHash('sha256')
    .update(JSON.stringify({ RECIPE, tag, node: process.version, npmVersion, registry, DEBIAN_MIRROR }))
    .update(caBundle)
    .digest('hex')
    .slice(0, 16)
  try {
    if ((await imageConfig(image)).labels[LABEL] === recipe) return image
  } catch {
    // not in the store yet
  }

  console.log(`[container test] making ${image} offline: Debian 12, Node.js ${process.version}, npm ${npmVersion} (log: ${log})`)
  mkdirSync(STORE, { recursive: true })
  const rootfs = join(STORE, `base-rootfs-${process.pid}`)
  rmSync(rootfs, { recursive: true, force: true })
  const output = []
  const step = async (command, args) => output.push(await run(command, args))
  let container
  try {
    await step('debootstrap', ['--variant=minbase', 'bookworm', rootfs, DEBIAN_MIRROR])
    rmSync(join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true })
    rmSync(join(rootfs, 'var/lib/apt/lists'), { recursive: true, force: true })
    mkdirSync(join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true })
    mkdirSync(join(rootfs, 'var/lib/apt/lists/partial'), { recursive: true })
    cpSync(process.execPath, join(rootfs, 'usr/local/bin/node'))
    await step('chroot', [rootfs, 'groupadd', '--gid', '1000', 'node'])
    await step('chroot', [rootfs, 'useradd', '--uid', '1000', '--gid', 'node', '--shell', '/bin/bash', '--create-home', 'node'])
    await step('npm', ['install', '--global', '--prefix', join(rootfs, 'usr/local'), '--no-audit', '--no-fund', `npm@${npmVersion}`])
    cpSync('/etc/ssl/certs/ca-certificates.crt', join(rootfs, 'etc/ssl/certs/ca-certificates.crt'))
    mkdirSync(join(rootfs, 'usr/local/etc'), { recursive: true })
    writeFileSync(join(rootfs, 'usr/local/etc/npmrc'), `registry=${registry}\ncafile=/etc/ssl/certs/ca-certificates.crt\n`)

    container = (await buildah(['from', 'scratch'])).trim()
    const mounted = (await buildah(['mount', container])).trim()
    await step('cp', ['-a', `${rootfs}/.`, mounted])
    await buildah(['umount', container])
    await buildah([
      'config',
      '--env', 'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--env', `NODE_VERSION=${process.versions.node}`,
      '--cmd', 'node',
      '--label', `${LABEL}=${recipe}`,
      container,
    ])
    await buildah(['commit', '--format', 'docker', '--rm', container, image])
    container = undefined
  } finally {
    writeFileSync(log, output.join('\n'))
    if (container) await buildah(['rm', container]).catch(() => {})
    rmSync(rootfs, { recursive: true, force: true })
  }
  return image
}
