/**
 * An in-memory stand-in for the node-redis client, with the commands the shared cache uses and
 * switches for the failures it must survive: `down` (refused: every command fails at once),
 * `hung` (commands never answer, like a Redis frozen with kill -STOP) and `lateMs`.
 */
export class FakeRedis {
  readonly hashes = new Map<string, Map<string, string>>()
  readonly ttls = new Map<string, number>()
  isReady = true
  down = false
  hung = false
  /** Answers this many milliseconds late, as a healthy Redis read late by a busy process. */
  lateMs = 0
  commands = 0
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
