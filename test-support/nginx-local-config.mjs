// A copy of deploy/nginx.conf for loopback runs (integration/test-nginx-cache.sh, the benchmark):
// the same configuration with only the two lines marked EDIT changed, so what is tested is what
// ships. Its paths are relative to nginx's -p prefix already.
//
//   node test-support/nginx-local-config.mjs <listen port> <node port> [<node port>...] > nginx.conf
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const SHIPPED = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url))

/**
 * @param {{ listenPort: number, upstreamPorts: number[], extraServers?: string }} options
 *   extraServers: further server blocks for the http context (the benchmark's static ceiling).
 */
export function localNginxConfig({ listenPort, upstreamPorts, extraServers = '' }) {
  let text = readFileSync(SHIPPED, 'utf8')
  text = replaceOnce(text, /^(\s*)listen \S+; # EDIT.*$/m, (indent) => `${indent}listen 127.0.0.1:${listenPort};`)
  text = replaceOnce(text, /^(\s*)server 127\.0\.0\.1:\d+ (.*); # EDIT.*$/m, (indent, options) =>
    upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port} ${options};`).join('\n'),
  )
  const end = text.lastIndexOf('}')
  return `${text.slice(0, end)}${extraServers}${text.slice(end)}`
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
