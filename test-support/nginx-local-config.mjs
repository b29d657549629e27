// A copy of deploy/nginx.conf for loopback runs (integration/test-nginx-cache.sh, the benchmark):
// the same configuration with only the lines marked EDIT and HOLD changed, so what is tested is
// what ships. Its paths are relative to nginx's -p prefix already. The hold server gets a free
// port of its own, so several copies can run side by side.
//
//   node test-support/nginx-local-config.mjs <listen port> <node port> [<node port>...] > nginx.conf
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const SHIPPED = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url))

/**
 * @param {{ listenPort: number, upstreamPorts: number[], holdPort?: number, extraServers?: string }} options
 *   holdPort: the hold server's (a free one when not given); extraServers: further server blocks
 *   for the http context (the benchmark's static ceiling).
 */
export function localNginxConfig({ listenPort, upstreamPorts, holdPort = freePortNow(), extraServers = '' }) {
  let text = readFileSync(SHIPPED, 'utf8')
  text = replaceOnce(text, /^(\s*)server 127\.0\.0\.1:\d+ (.*); # HOLD.*$/m, (indent, options) => `${indent}server 127.0.0.1:${holdPort} ${options};`)
  text = replaceOnce(text, /^(\s*)listen 127\.0\.0\.1:\d+; # HOLD.*$/m, (indent) => `${indent}listen 127.0.0.1:${holdPort};`)
  text = replaceOnce(text, /^(\s*)listen \S+; # EDIT.*$/m, (indent) => `${indent}listen 127.0.0.1:${listenPort};`)
  text = replaceOnce(text, /^(\s*)server 127\.0\.0\.1:\d+ (.*); # EDIT.*$/m, (indent, options) =>
    upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port} ${options};`).join('\n'),
  )
  const end = text.lastIndexOf('}')
  return `${text.slice(0, end)}${extraServers}${text.slice(end)}`
}

/**
 * A port nothing on 127.0.0.1 listens on right now, found synchronously (by a child process, with
 * none of the caller's NODE_OPTIONS: a test runner's loaders must not change what it prints).
 */
function freePortNow() {
  const probe = "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })"
  const output = execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8', env: {} }).trim()
  const port = Number(output)
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no free port for the hold server: the probe printed ${JSON.stringify(output)}`)
  return port
}

function replaceOnce(text, pattern, replace) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has a line matching ${pattern}`)
  return text.replace(pattern, (_, ...groups) => replace(...groups))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [listenPort, ...upstreamPorts] = process.argv.slice(2).map(Number)
  if (!listenPort || upstreamPorts.length === 0 || upstreamPorts.some((port) => !port)) {
    console.error('usage: node test-support/nginx-local-config.mjs <listen port> <node port> [<node port>...]')
    process.exit(2)
  }
  process.stdout.write(localNginxConfig({ listenPort, upstreamPorts }))
}
