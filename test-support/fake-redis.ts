import { WRITE_IF_NEWER } from '../next-server/shared-cache/handler.mjs'

/**
 * An in-memory stand-in for the node-redis client, with the commands the shared cache uses and
 * switches for the failures it must survive: `down` (refused: every command fails at once),
 * `hung` (commands never answer, like a Redis frozen with kill -STOP) and `lateMs`. Its clock
 * (TIME) runs `clockAheadMs` ahead of this machine's.
 */
export class FakeRedis {
  readonly hashes = new Map<string, Map<string, string>>()
  readonly ttls = new Map<string, number>()
  isReady = true
  down = false
  hung = false
  /** Answers this many milliseconds late, as a healthy Redis read late by a busy process. */
  lateMs = 0
  clockAheadMs = 0
  commands = 0
  /** TIME commands answered: each instance asks when it connects. */
  timeReads = 0
  private listeners = new Map<string, ((...args: unknown[]) => void)[]>()

  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    return this
  }

  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args)
  }

  async connect() {
    this.emit('ready')
  }

  destroy() {}

  private answer<T>(value: () => T): Promise<T> {
    this.commands += 1
    if (this.hung) return new Promise(() => {})
    if (this.down) return Promise.reject(new Error('connect ECONNREFUSED'))
    if (this.lateMs > 0) return new Promise((resolve) => setTimeout(() => resolve(value()), this.lateMs))
    return Promise.resolve(value())
  }

  ping() {
    return this.answer(() => 'PONG')
  }

  hGet(key: string, field: string) {
    return this.answer(() => this.hashes.get(key)?.get(field) ?? null)
  }

  hmGet(key: string, fields: string[]) {
    return this.answer(() => fields.map((field) => this.hashes.get(key)?.get(field) ?? null))
  }

  time() {
    return this.answer(() => {
      this.timeReads += 1
      const now = Date.now() + this.clockAheadMs
      return [String(Math.floor(now / 1000)), String((now % 1000) * 1000)]
    })
  }

  /** The one script the shared cache runs: write a copy unless a newer one is stored. */
  eval(script: string, { keys, arguments: args }: { keys: string[]; arguments: string[] }) {
    if (script !== WRITE_IF_NEWER) throw new Error('FakeRedis runs only the shared cache\'s WRITE_IF_NEWER script')
    return this.answer(() => {
      const [key] = keys
      const [stamp, text, ttl] = args
      const hash = this.hashes.get(key!) ?? new Map<string, string>()
      const stored = hash.get('lastModified')
      if (stored !== undefined && Number(stored) > Number(stamp)) return 0
      hash.set('lastModified', stamp!)
      hash.set('entry', text!)
      this.hashes.set(key!, hash)
      this.ttls.set(key!, Number(ttl))
      return 1
    })
  }

  multi() {
    const steps: (() => void)[] = []
    const chain = {
      hSet: (key: string, fields: Record<string, string>) => {
        steps.push(() => {
          const hash = this.hashes.get(key) ?? new Map<string, string>()
          for (const [field, value] of Object.entries(fields)) hash.set(field, value)
          this.hashes.set(key, hash)
        })
        return chain
      },
      expire: (key: string, seconds: number) => {
        steps.push(() => this.ttls.set(key, seconds))
        return chain
      },
      exec: () => this.answer(() => steps.map((step) => step())),
    }
    return chain
  }

  /** Redis restarted without its data. */
  flush() {
    this.hashes.clear()
    this.ttls.clear()
  }
}
