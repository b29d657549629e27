// The shipped nginx cache (deploy/nginx.conf) in front of a server, for the browser tests: the
// shipped file with its two EDIT lines set, in a folder of its own, on a free loopback port.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, waitUntilUp } from '../test-support/loopback.mjs'

export async function startNginxInFront(upstreamUrl: string) {
  const workDir = mkdtempSync(join(tmpdir(), 'e2e-nginx-'))
  chmodSync(workDir, 0o755) // nginx workers run as an unprivileged user when started by root
  mkdirSync(join(workDir, 'logs'))
  const port = await freePort()
  const config = join(workDir, 'nginx.conf')
  // Run as a command: it uses import.meta.
  const text = execFileSync(process.execPath, ['test-support/nginx-local-config.mjs', String(port), new URL(upstreamUrl).port], { encoding: 'utf8' })
  writeFileSync(config, text)
  const nginx = spawn('nginx', ['-p', `${workDir}/`, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' })
  const url = `http://127.0.0.1:${port}`
  await waitUntilUp(`${url}/api/health`)
  return {
    url,
    stop() {
      nginx.kill('SIGTERM')
      rmSync(workDir, { recursive: true, force: true })
    },
  }
}
