// For integration/test-nginx-cache.sh: the Host Node hears behind deploy/nginx.conf must be the
// public one, on both of nginx's paths to it: through the hold server (pages) and straight (/api/).
// A stand-in for Node records the Host of each request it gets, behind a copy of the shipped file
// (only its EDIT and HOLD lines set), and a visitor asks nginx for a page and for the health check
// with a public Host. Its answers are marked no-store, so nginx passes each visit on.
//
//   node integration/nginx-host-check.mjs
//
// Prints one line per path, `ok` or `FAIL`, and exits 1 if any failed.
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request, createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, waitUntilUp } from '../test-support/loopback.mjs'
import { localNginxConfig } from '../test-support/nginx-local-config.mjs'

const PUBLIC_HOST = 'www.tuition-plans.example'
const PATHS = [
  { name: 'a page, through the hold server', path: '/contact' },
  { name: 'the health check, straight to Node', path: '/api/health' },
]

/** @type {Map<string, string | undefined>} the Host each path reached the stand-in with */
const heard = new Map()
const node = createServer((req, res) => {
  heard.set(req.url ?? '', req.headers.host)
  res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
  res.end('ok')
})
const nodePort = await freePort()
await new Promise((resolve) => node.listen(nodePort, '127.0.0.1', () => resolve(undefined)))

const folder = mkdtempSync(join(tmpdir(), 'nginx-host-'))
chmodSync(folder, 0o755) // nginx workers run as an unprivileged user when started by root
mkdirSync(join(folder, 'logs'))
const nginxPort = await freePort()
writeFileSync(join(folder, 'nginx.conf'), localNginxConfig({ listenPort: nginxPort, upstreamPorts: [nodePort] }))
const nginx = spawn('nginx', ['-p', `${folder}/`, '-c', join(folder, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' })

/** One GET through nginx with the public Host; resolves with its status. */
const visit = (/** @type {string} */ path) =>
  new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: nginxPort, path, headers: { host: PUBLIC_HOST } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode))
    })
      .on('error', reject)
      .end()
  })

let failed = 0
try {
  await waitUntilUp(`http://127.0.0.1:${nginxPort}/api/health`, 10_000)
  for (const { name, path } of PATHS) {
    heard.delete(path)
    const status = await visit(path)
    const host = heard.get(path)
    const ok = status === 200 && host === PUBLIC_HOST
    if (!ok) failed += 1
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} Node hears Host ${JSON.stringify(host)} for ${name} (nginx answered ${status}; sent ${PUBLIC_HOST})`)
  }
} finally {
  nginx.kill('SIGTERM')
  node.close()
  rmSync(folder, { recursive: true, force: true })
}
process.exit(failed === 0 ? 0 : 1)
