// A stand-in CMS on loopback for browser tests and the benchmark. It serves
// GET /v1/article/ttf/{id} like the real CMS and has switches for every fault the site must
// survive: methods of the object startStubCms() returns, and for other processes a second port
// that takes control requests, so "connection refused" can be tested by closing the CMS port
// while the switches stay reachable.
//
//   POST /articles/{id}   body: {"contents": "<p>...</p>"}   set an article's HTML
//   POST /fault           body: {"mode": "...", "ids": [49]}  ids optional: all articles
//        modes: ok | slow (the article, 400 ms late) | error (HTTP 500) | not-found (404) |
//               hang (never answers) | bad-json | wrong-shape | not-json (HTML page) |
//               huge (an endless body) | down (port closed)
//   GET  /counts          {"49": 3, "19": 3}: CMS requests per article id since the last reset
//   GET  /requests        the last requests' paths and headers
//   POST /reset           default articles, no faults, zero counts
import http from 'node:http'
import { defaultArticles } from './stub-cms-articles.mjs'

/** @typedef {'ok' | 'slow' | 'error' | 'not-found' | 'hang' | 'bad-json' | 'wrong-shape' | 'not-json' | 'huge' | 'down'} FaultMode */
/** @type {FaultMode[]} */
const MODES = ['ok', 'slow', 'error', 'not-found', 'hang', 'bad-json', 'wrong-shape', 'not-json', 'huge', 'down']

/** How late the `slow` mode answers: long enough that refreshes overlap an editor's publish. */
const SLOW_MS = 400

export async function startStubCms({ cmsPort = 0, controlPort = 0, host = '127.0.0.1' } = {}) {
  let articles = new Map(Object.entries(defaultArticles).map(([id, html]) => [Number(id), html]))
  let globalMode = 'ok'
  let modeById = new Map()
  let counts = new Map()
  let recent = []
  let edited = false
  const hanging = new Set()

  const modeFor = (id) => modeById.get(id) ?? globalMode

  function serveArticle(req, res) {
    const match = /^\/v1\/article\/ttf\/(\d+)$/.exec(new URL(req.url, 'http://stub').pathname)
    if (req.method !== 'GET' || !match) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}')
      return
    }
    const id = Number(match[1])
    counts.set(id, (counts.get(id) ?? 0) + 1)
    recent = [...recent.slice(-49), { path: req.url, headers: req.headers }]
    const json = (status, body) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body)

    const html = articles.get(id) // as the request finds it, however late the answer
    const article = () =>
      html === undefined ? json(404, '{"error":"no such article"}') : json(200, JSON.stringify({ data: { contents: html } }))
    switch (modeFor(id)) {
      case 'slow': {
        // The article as it was when asked for, sent late: an edit meanwhile is not in it.
        const timer = setTimeout(article, SLOW_MS)
        res.on('close', () => clearTimeout(timer))
        return
      }
      case 'error':
        return json(500, '{"error":"internal"}')
      case 'not-found':
        return json(404, '{"error":"no such article"}')
      case 'hang':
        hanging.add(res)
        res.on('close', () => hanging.delete(res))
        return
      case 'bad-json':
        return json(200, '{"data": {"contents": "<p>cut off')
      case 'wrong-shape':
        return json(200, JSON.stringify({ data: { body: '<p>wrong field</p>' } }))
      case 'not-json':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Maintenance</body></html>')
      case 'huge': {
        // Streams megabytes until the client gives up: the site must stop reading at its limit.
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('{"data":{"contents":"')
        const chunk = 'x'.repeat(64 * 1024)
        let sent = 0
        const pump = () => {
          while (sent < 64 * 1024 * 1024) {
            sent += chunk.length
            if (!res.write(chunk)) return res.once('drain', pump)
          }
          res.end('"}}')
        }
        res.on('close', () => (sent = Infinity))
        return pump()
      }
      default:
        return article()
    }
  }

  const cms = http.createServer(serveArticle)
  const listenCms = () =>
    new Promise((resolve) => cms.listen(cmsPort, host, () => resolve(cms.address().port)))
  cmsPort = await listenCms()
  const closeCms = () =>
    new Promise((resolve) => {
      for (const res of hanging) res.destroy()
      cms.close(() => resolve())
      cms.closeAllConnections()
    })

  /**
   * Sets an article's HTML.
   * @param {number | string} id
   * @param {string} contents
   */
  function setArticle(id, contents) {
    articles.set(Number(id), String(contents))
    edited = true
  }
  /**
   * Sets a fault for these article ids, or for all of them (clearing the others).
   * @param {FaultMode} mode
   * @param {number[]} [ids]
   */
  async function setFault(mode, ids) {
    if (!MODES.includes(mode)) throw new Error(`mode must be one of ${MODES.join(', ')}`)
    edited = true
    const wasDown = globalMode === 'down'
    if (Array.isArray(ids)) for (const id of ids) modeById.set(Number(id), mode)
    else {
      globalMode = mode
      modeById = new Map()
    }
    if (mode === 'down' && !wasDown) await closeCms()
    if (wasDown && globalMode !== 'down') await listenCms()
  }
  /** Default articles, no faults, zero counts. */
  async function reset() {
    if (globalMode === 'down') await listenCms()
    articles = new Map(Object.entries(defaultArticles).map(([id, html]) => [Number(id), html]))
    globalMode = 'ok'
    modeById = new Map()
    counts = new Map()
    recent = []
    edited = false
    for (const res of hanging) res.destroy()
  }

  async function readJson(req) {
    let body = ''
    for await (const chunk of req) body += chunk
    return body ? JSON.parse(body) : {}
  }

  const control = http.createServer(async (req, res) => {
    const send = (status, value) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
    try {
      const { pathname } = new URL(req.url, 'http://stub')
      const articleMatch = /^\/articles\/(\d+)$/.exec(pathname)
      if (req.method === 'POST' && articleMatch) {
        setArticle(articleMatch[1], (await readJson(req)).contents)
        return send(200, { ok: true })
      }
      if (req.method === 'POST' && pathname === '/fault') {
        const { mode, ids } = await readJson(req)
        if (!MODES.includes(mode)) return send(400, { error: `mode must be one of ${MODES.join(', ')}` })
        await setFault(mode, ids)
        return send(200, { ok: true })
      }
      if (req.method === 'GET' && pathname === '/counts') return send(200, Object.fromEntries(counts))
      if (req.method === 'GET' && pathname === '/requests') return send(200, recent)
      if (req.method === 'POST' && pathname === '/reset') {
        await reset()
        return send(200, { ok: true })
      }
      send(404, { error: 'unknown control request' })
    } catch (error) {
      send(400, { error: String(error) })
    }
  })
  await new Promise((resolve) => control.listen(controlPort, host, resolve))

  return {
    cmsUrl: `http://${host}:${cmsPort}`,
    controlUrl: `http://${host}:${control.address().port}`,
    // The same switches, for a caller in this process.
    setArticle,
    setFault,
    reset,
    /** CMS requests per article id since the last reset. */
    counts: () => Object.fromEntries(counts),
    /** Whether an article or a fault was set since the last reset. */
    edited: () => edited,
    async stop() {
      if (globalMode !== 'down') await closeCms()
      control.closeAllConnections()
      await new Promise((resolve) => control.close(resolve))
    },
  }
}

// `node test-support/stub-cms.mjs [cmsPort] [controlPort]` runs it on its own, e.g. for `npm run dev`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const stub = await startStubCms({ cmsPort: Number(process.argv[2] ?? 4010), controlPort: Number(process.argv[3] ?? 4011) })
  console.log(`stub CMS on ${stub.cmsUrl}, control on ${stub.controlUrl}`)
}
