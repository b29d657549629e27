// @ts-check
// A small stand-in for Vercel's edge in front of a Build Output (v3) that `vercel build` made
// (test-support/vercel-build.mjs), enough to ask it what a visitor's request gets: config.json's
// routes by phase (headers, redirects, statuses; the filesystem; the filesystem, rewrite and
// resource phases' rewrites; the error phase's 404), static files, prerendered fallbacks with their
// initialHeaders and initialStatus (the copy Vercel's cache holds from the deployment on), and
// every function group run as Vercel's Node.js runtime runs it: its files and its filePathMap in a
// folder of its own, its launcher behind http.createServer, with the target's variables and
// VERCEL=1. Each answer says where it came from in `x-stand-in`: `static <file>`, `prerender <path>`
// (a copy Vercel's cache holds), `function <group>`, or, for a partial prerender (its copy a shell
// with the postponed state), `function <group>, resuming prerender <path>`: the shell, then what the
// function renders per request from the state it is posted (a prerender's `chain`), under that
// answer's headers.
// Not emulated: Vercel's cache over time (expiry, background regeneration, tag invalidation), its
// data cache, React Server Components requests.
import { spawn } from 'node:child_process'
import { closeSync, copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, statSync, symlinkSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, extname, join, relative } from 'node:path'
import { freePort } from './loopback.mjs'

/** What Vercel's Node.js runtime does with a function: require its handler, call it with (req, res). */
const RUNNER = `
const [dir, port] = process.argv.slice(1)
process.chdir(dir)
const handler = require(require('node:path').join(dir, '___next_launcher.cjs'))
require('node:http').createServer((req, res) => handler(req, res)).listen(Number(port), '127.0.0.1')`

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'application/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.txt': 'text/plain', '.json': 'application/json', '.woff2': 'font/woff2' }

/**
 * @typedef {{ src?: string, dest?: string, headers?: Record<string, string>, status?: number, continue?: boolean, check?: boolean, handle?: string,
 *   has?: { type: string, key: string, value?: string }[], missing?: { type: string, key: string, value?: string }[] }} Route
 * @typedef {{ kind: 'static', file: string, type: string } | { kind: 'function', group: string, prerender?: any, prerenderDir: string }} Target
 */

/** The real function folders of an output (the others are symlinks to them), relative to functions/. @param {string} functions @returns {string[]} */
function functionGroups(functions, folder = functions) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    const stat = lstatSync(path)
    if (!stat.isDirectory()) return []
    return name.endsWith('.func') ? [relative(functions, path)] : functionGroups(functions, path)
  })
}

/** A hard link of `source` at `target` (a copy across file systems), directories and symlinks recreated. @param {string} source @param {string} target */
function place(source, target) {
  if (existsSync(target)) return
  mkdirSync(dirname(target), { recursive: true })
  const stat = lstatSync(source)
  if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), target)
  else if (stat.isDirectory()) for (const name of readdirSync(source)) place(join(source, name), join(target, name))
  else {
    try {
      linkSync(source, target)
    } catch {
      copyFileSync(source, target)
    }
  }
}

/** Resolves once something listens on the port; throws if `exited` settles first. @param {number} port @param {Promise<unknown>} exited */
async function listening(port, exited, timeoutMs = 60_000) {
  let gone = false
  void exited.then(() => (gone = true))
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (gone) throw new Error(`a function exited before listening on ${port}`)
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
  }
  throw new Error(`no function listened on ${port} within ${timeoutMs / 1000} s`)
}

/** @param {string} template @param {RegExpExecArray} match */
const substitute = (template, match) => template.replace(/\$(\d+|[a-zA-Z_]\w*)/g, (_, key) => (/^\d+$/.test(key) ? match[Number(key)] : match.groups?.[key]) ?? '')

/**
 * @param {Route} route @param {string} path @param {http.IncomingMessage} req
 * @returns {RegExpExecArray | null}
 */
function matches(route, path, req) {
  if (route.src === undefined) return null
  const match = new RegExp(route.src).exec(path)
  if (!match) return null
  const header = (/** @type {{ type: string, key: string, value?: string }} */ condition) =>
    condition.type === 'header' && req.headers[condition.key] !== undefined && (condition.value === undefined || new RegExp(`^${condition.value}$`).test(String(req.headers[condition.key])))
  if (!(route.has ?? []).every(header)) return null
  if ((route.missing ?? []).some(header)) return null
  return match
}

/**
 * Serves a build's output on loopback; resolves once every function group listens.
 * @param {import('./vercel-build.mjs').VercelBuild} build
 * @param {{ logFile: string }} options
 */
export async function serveOutput(build, { logFile }) {
  const { output, folder: repoRoot } = build
  const functions = join(output, 'functions')
  const config = JSON.parse(readFileSync(join(output, 'config.json'), 'utf8'))
  /** @type {Route[]} */
  const routes = config.routes
  const assembled = mkdtempSync(join(tmpdir(), 'vercel-functions-'))
  const log = openSync(logFile, 'a')
  /** @type {Map<string, { port: number, child: import('node:child_process').ChildProcess, exited: Promise<unknown> }>} */
  const groups = new Map()
  try {
    for (const group of functionGroups(functions)) {
      const dir = join(assembled, group.replace(/[/[\]]/g, '_'))
      const vcConfig = JSON.parse(readFileSync(join(functions, group, '.vc-config.json'), 'utf8'))
      place(join(functions, group), dir)
      for (const [inFunction, inRepo] of Object.entries(vcConfig.filePathMap ?? {})) place(join(repoRoot, inRepo), join(dir, inFunction))
      const port = await freePort()
      /** @type {Record<string, string | undefined>} */
      const env = { ...build.env, VERCEL: '1', NODE_ENV: 'production', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' }
      const child = spawn(process.execPath, ['-e', RUNNER, dir, String(port)], { env: /** @type {NodeJS.ProcessEnv} */ (env), stdio: ['ignore', log, log] })
      groups.set(group, { port, child, exited: new Promise((resolve) => child.once('exit', resolve)) })
    }
    for (const { port, exited } of groups.values()) await listening(port, exited)
  } catch (error) {
    await stopFunctions()
    throw error
  }

  async function stopFunctions() {
    for (const { child, exited } of groups.values()) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    }
    closeSync(log)
    rmSync(assembled, { recursive: true, force: true })
  }

  /** What a path names in the output: a static file, or a function (with its prerender, if any). @param {string} path @returns {Target | undefined} */
  function lookup(path) {
    const name = path === '/' ? 'index' : decodeURIComponent(path.slice(1))
    const override = Object.entries(config.overrides ?? {}).find(([file, entry]) => (entry.path ?? file) === name)
    const file = join(output, 'static', override?.[0] ?? name)
    if (existsSync(file) && statSync(file).isFile()) {
      return { kind: 'static', file, type: override?.[1].contentType ?? TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream' }
    }
    const func = join(functions, `${name}.func`)
    if (!existsSync(func)) return undefined
    const prerender = join(functions, `${name}.prerender-config.json`)
    return {
      kind: 'function',
      group: relative(functions, realpathSync(func)),
      prerender: existsSync(prerender) ? JSON.parse(readFileSync(prerender, 'utf8')) : undefined,
      prerenderDir: dirname(prerender),
    }
  }

  /**
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {Target} target
   * @param {{ path: string, query: string, status?: number, headers: Record<string, string> }} routed
   */
  function serve(req, res, target, { path, query, status, headers }) {
    if (target.kind === 'static') {
      res.writeHead(status ?? 200, { 'content-type': target.type, ...headers, 'x-stand-in': `static ${relative(output, target.file)}` })
      res.end(readFileSync(target.file))
      return
    }
    const { prerender } = target
    const postponed = /^application\/x-nextjs-pre-render; state-length=(\d+); origin="([^"]+)"/.exec(prerender?.fallback?.contentType ?? '')
    if (postponed && prerender.chain && req.method === 'GET' && req.headers['x-prerender-revalidate'] === undefined) {
      const copy = readFileSync(join(target.prerenderDir, prerender.fallback.fsPath))
      const state = copy.subarray(0, Number(postponed[1]))
      const chained = lookup(`/${prerender.chain.outputPath}`)
      const group = /** @type {{ port: number }} */ (groups.get(chained?.kind === 'function' ? chained.group : target.group))
      const resume = http.request(
        { host: '127.0.0.1', port: group.port, method: 'POST', path: `${req.url?.split('?')[0]}${query}`, headers: { ...req.headers, ...prerender.chain.headers, 'x-matched-path': path, 'content-length': state.length } },
        (answer) => {
          // The shell comes first, so the answer's own length is not the whole body's.
          const answerHeaders = { ...answer.headers }
          delete answerHeaders['content-length']
          delete answerHeaders['transfer-encoding']
          res.writeHead(status ?? prerender.initialStatus ?? 200, { ...prerender.initialHeaders, ...answerHeaders, 'content-type': postponed[2], ...headers, 'x-stand-in': `function ${target.group}, resuming prerender ${path}` })
          res.write(copy.subarray(state.length))
          answer.pipe(res)
        },
      )
      resume.on('error', (error) => res.writeHead(502).end(String(error)))
      resume.end(state)
      return
    }
    if (prerender?.fallback && req.method === 'GET' && req.headers['x-prerender-revalidate'] === undefined) {
      const headersOfCopy = { 'content-type': prerender.fallback.contentType ?? TYPES['.html'], ...prerender.initialHeaders, ...headers, 'x-stand-in': `prerender ${path}` }
      res.writeHead(status ?? prerender.initialStatus ?? 200, headersOfCopy)
      res.end(readFileSync(join(target.prerenderDir, prerender.fallback.fsPath)))
      return
    }
    const group = /** @type {{ port: number }} */ (groups.get(target.group))
    const upstream = http.request(
      { host: '127.0.0.1', port: group.port, method: req.method, path: `${req.url?.split('?')[0]}${query}`, headers: { ...req.headers, 'x-matched-path': path } },
      (answer) => {
        res.writeHead(status ?? answer.statusCode ?? 502, { ...answer.headers, ...headers, 'x-stand-in': `function ${target.group}` })
        answer.pipe(res)
      },
    )
    upstream.on('error', (error) => res.writeHead(502).end(String(error)))
    req.pipe(upstream)
  }

  /** The routes of a phase: after its `handle` entry, up to the next one. @param {string | null} name */
  function phase(name) {
    const start = name === null ? 0 : routes.findIndex((route) => route.handle === name) + 1
    if (name !== null && start === 0) return []
    const end = routes.findIndex((route, index) => index >= start && route.handle !== undefined)
    return routes.slice(start, end === -1 ? undefined : end)
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    let path = url.pathname
    let query = url.search
    /** @type {Record<string, string>} */
    const headers = {}
    /** @type {number | undefined} */
    let status
    for (const route of phase(null)) {
      const match = matches(route, path, req)
      if (!match) continue
      for (const [name, value] of Object.entries(route.headers ?? {})) headers[name.toLowerCase()] = substitute(value, match)
      if (route.status !== undefined && route.status >= 300 && route.status < 400 && headers.location) {
        res.writeHead(route.status, headers).end()
        return
      }
      if (route.status !== undefined) status = route.status
      if (route.dest) [path = path, query = ''] = substitute(route.dest, match).split(/(?=\?)/)
      if (!route.continue) break
    }
    let target = status === undefined || status < 400 ? lookup(path) : undefined
    if (target === undefined && (status === undefined || status < 400)) {
      for (const route of [...phase('filesystem'), ...phase('rewrite'), ...phase('resource')]) {
        const match = matches(route, path, req)
        if (!match) continue
        if (route.dest) {
          const [next = path, nextQuery = ''] = substitute(route.dest, match).split(/(?=\?)/)
          const found = lookup(next)
          if (found || !route.check) {
            for (const [name, value] of Object.entries(route.headers ?? {})) headers[name.toLowerCase()] = substitute(value, match)
            ;[path, query, target] = [next, nextQuery, found]
          }
          if (found) break
        } else if (route.status !== undefined) {
          status = route.status
          break
        }
      }
    }
    if (target !== undefined) return serve(req, res, target, { path, query, status, headers })
    // The error phase: Vercel answers with its route for this status (or 404), e.g. the 404 page.
    const failed = status !== undefined && status >= 400 ? status : 404
    const errorRoute = phase('error').find((route) => route.status === failed) ?? phase('error').find((route) => route.status === 404)
    const page = errorRoute?.dest ? lookup(errorRoute.dest) : undefined
    if (page === undefined) return res.writeHead(failed, headers).end()
    serve(req, res, page, { path: errorRoute?.dest ?? '/404', query: '', status: failed, headers: { ...headers, ...errorRoute?.headers } })
  })

  const port = await freePort()
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))

  async function stop() {
    server.close()
    server.closeAllConnections()
    await stopFunctions()
  }

  return {
    url: `http://127.0.0.1:${port}`,
    /** A function group's own address, for requests that skip the edge (a regeneration). @param {string} group */
    functionUrl: (group) => `http://127.0.0.1:${/** @type {{ port: number }} */ (groups.get(group)).port}`,
    lookup,
    stop,
  }
}
