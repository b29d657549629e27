// Grades a production build with the MDN HTTP Observatory's own grader:
// `npm run observatory [-- --dist .next]`.
//
// Builds nothing: it starts the build's standalone server, the shipped nginx cache in front of it
// (deploy/nginx.conf), and in front of that TLS on localhost:443 with a certificate for
// `localhost` from a throwaway CA, and :80 redirecting to it, as a real deployment would be. The
// grader only knows the standard ports, so this needs permission to listen on them (root, or
// `sysctl net.ipv4.ip_unprivileged_port_start=80`) and both free.
// Then it runs the grader (npm @mdn/mdn-http-observatory, installed into .tools/observatory on
// first use) against https://localhost, trusting that CA, and prints the grade.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { freePort, startStandaloneServer, waitUntilUp } from '../test-support/loopback.mjs'
import { localNginxConfig } from '../test-support/nginx-local-config.mjs'
import { env } from '../next-server/env.mjs'
import { installTool } from '../test-support/install-tool.mjs'

const GRADER = '@mdn/mdn-http-observatory@1.4.8'

const { values: options } = parseArgs({ options: { dist: { type: 'string', default: env.NEXT_DIST_DIR } } })
if (!existsSync(join(options.dist, 'standalone', 'server.js'))) {
  console.error(`${options.dist}/standalone/server.js is missing: run \`npm run build\` first (or pass --dist <folder>).`)
  process.exit(1)
}
if (spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status !== 0) {
  console.error('nginx is not installed (Debian/Ubuntu: apt-get install nginx-light).')
  process.exit(1)
}
const GRADER_DIR = installTool('observatory', GRADER)
// The grader reads Chromium's HSTS preload list (its install step, skipped, downloads it);
// localhost is on no such list anyway.
const preloadList = join(GRADER_DIR, 'conf', 'hsts-preload.json')
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}')

const workDir = mkdtempSync(join(os.tmpdir(), 'tuition-observatory-'))
chmodSync(workDir, 0o755) // nginx workers run as an unprivileged user when started by root
const children = new Set()
try {
  const ca = makeCertificates()
  const server = await startStandaloneServer({ distDir: options.dist, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  children.add(server.child)
  await startNginx(server.port, ca)
  const result = grade(ca.caCert)
  printResult(result)
} finally {
  for (const child of children) child.kill('SIGTERM')
  rmSync(workDir, { recursive: true, force: true })
}

/** A throwaway CA and a certificate for localhost signed by it. */
function makeCertificates() {
  const file = (name) => join(workDir, name)
  const openssl = (...args) => execFileSync('openssl', args, { stdio: 'pipe' }) // its error is in the exception
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Observatory test CA',
    '-keyout', file('ca.key'), '-out', file('ca.pem'))
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-keyout', file('localhost.key'), '-out', file('localhost.csr'))
  writeFileSync(file('localhost.ext'), 'subjectAltName=DNS:localhost\nextendedKeyUsage=serverAuth\n')
  openssl('x509', '-req', '-in', file('localhost.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial',
    '-days', '1', '-extfile', file('localhost.ext'), '-out', file('localhost.pem'))
  return { caCert: file('ca.pem'), cert: file('localhost.pem'), key: file('localhost.key') }
}

/** The shipped cache config, with TLS in front of it and plain http redirecting to TLS. */
async function startNginx(nodePort, { cert, key }) {
  const [cachePort, httpsPort, httpPort] = [await freePort(), 443, 80]
  const edge = `
    server {
        listen 127.0.0.1:${httpsPort} ssl;
        listen [::1]:${httpsPort} ssl; # localhost may resolve to either
        server_name localhost;
        ssl_certificate ${cert};
        ssl_certificate_key ${key};
        location / {
            proxy_pass http://127.0.0.1:${cachePort};
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-Proto https;
        }
    }
    server {
        listen 127.0.0.1:${httpPort};
        listen [::1]:${httpPort};
        server_name localhost;
        return 301 https://localhost$request_uri;
    }
`
  mkdirSync(join(workDir, 'logs'))
  const config = join(workDir, 'nginx.conf')
  writeFileSync(config, localNginxConfig({ listenPort: cachePort, upstreamPorts: [nodePort], extraServers: edge }))
  const child = spawn('nginx', ['-p', `${workDir}/`, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' })
  children.add(child)
  await waitUntilUp(`http://127.0.0.1:${cachePort}/`)
}

/** Runs the grader in a process of its own, which trusts the throwaway CA from its start. */
function grade(caCert) {
  const scanner = join(GRADER_DIR, 'src', 'scanner', 'index.js')
  const program = `
    const { scan } = await import(${JSON.stringify(scanner)})
    const result = await scan('localhost')
    console.log(JSON.stringify(result))`
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caCert },
    encoding: 'utf8',
  })
  if (run.status !== 0) {
    console.error(run.stderr)
    throw new Error('the grader failed (see above)')
  }
  return JSON.parse(run.stdout)
}

function printResult({ scan, tests }) {
  console.log(`\nMDN HTTP Observatory (${GRADER}), https://localhost behind deploy/nginx.conf`)
  console.log(`Grade ${scan.grade}, score ${scan.score}/100, ${scan.testsPassed} of ${scan.testsQuantity} tests passed\n`)
  for (const [name, test] of Object.entries(tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier)
    console.log(`${test.pass ? 'pass' : 'FAIL'}  ${modifier.padStart(4)}  ${name}: ${test.result}`)
  }
}
