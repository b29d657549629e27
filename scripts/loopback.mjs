// Starting servers on loopback for tests, the benchmark and Lighthouse: a free port, and waiting
// until a server answers.
import net from 'node:net'

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

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitUntilUp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
