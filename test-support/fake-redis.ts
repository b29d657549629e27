import { ErrorReply } from 'redis'
import { EXPIRE_TAGS, READ, WRITE } from '../next-server/shared-cache/scripts.mjs'

/**
 * An in-memory stand-in for the node-redis client, with the commands and the three scripts the
 * shared cache uses (each mirrored in TypeScript from next-server/shared-cache/scripts.mjs), and
 * switches for the failures it must survive: `down` (refused: every command fails at once),
 * `hung` (commands never answer, like a Redis frozen with kill -STOP), `lateMs`, and `refusing`
 * (every script gets this error reply), `refusingWrites` (only the scripts that store: OOM under
 * noeviction). Its clock (TIME) runs `clockAheadMs` ahead of this machine's and moves on by at
 * least a millisecond at every script, as Redis runs them one after another: which of two steps
 * came first never depends on how fast the machine is; stepClockBack() moves it back (a failover
 * to a replica behind), and the scripts' high-water mark (the last key) keeps their time.
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
  /** An error reply every script gets instead of running (e.g. 'OOM command not allowed ...'). */
  refusing: string | undefined
  /** An error reply WRITE and EXPIRE_TAGS get instead of running (a full Redis under noeviction). */
  refusingWrites: string | undefined
  /** Scripts run, by name (READ, WRITE, EXPIRE_TAGS). */
  readonly scriptCalls = { READ: 0, WRITE: 0, EXPIRE_TAGS: 0 }
  /** Plain keys (the scripts' high-water mark). */
  readonly strings = new Map<string, string>()
  /** CONFIG GET appendonly; undefined: as maxmemoryPolicy. */
  appendonly: string | undefined
  /** maxmemory-policy as CONFIG GET reads it; undefined: CONFIG is disabled, as on many managed Redis. */
  maxmemoryPolicy: string | undefined
  /** Replicas connected, and whether they acknowledge writes (WAIT). */
  replicas = 0
  replicasAcknowledge = true
  private lastTime = 0
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

  /** Redis's TIME, in milliseconds: later at every call, unless stepped back. */
  now() {
    this.lastTime = Math.max(this.lastTime + 1, Date.now() + this.clockAheadMs)
    return this.lastTime
  }

  /** Redis's clock steps back by `ms` (a failover to a replica whose clock is behind). */
  stepClockBack(ms: number) {
    this.clockAheadMs -= ms
    this.lastTime -= ms
  }

  /** A script's time: TIME, never behind the high-water mark (the script's last key). */
  private scriptNow(keys: string[]) {
    return Math.max(this.now(), Number(this.strings.get(keys.at(-1)!) ?? 0) + 1)
  }

  private answer<T>(value: () => T): Promise<T> {
    if (this.hung) return new Promise(() => {})
    if (this.down) return Promise.reject(new Error('connect ECONNREFUSED'))
    const reply = () => new Promise<T>((resolve) => resolve(value()))
    if (this.lateMs > 0) return new Promise((resolve) => setTimeout(resolve, this.lateMs)).then(reply)
    return reply()
  }

  private hash(key: string) {
    const hash = this.hashes.get(key) ?? new Map<string, string>()
    this.hashes.set(key, hash)
    return hash
  }

  ping() {
    return this.answer(() => 'PONG')
  }

  sendCommand([command, ...args]: string[]) {
    return this.answer(() => {
      if (command === 'INFO') return `# Replication\r\nrole:master\r\nconnected_slaves:${this.replicas}\r\n`
      if (command === 'WAIT') return this.replicasAcknowledge ? Math.min(this.replicas, Number(args[0])) : 0
      if (command === 'CONFIG' && args[1] === 'maxmemory-policy' && this.maxmemoryPolicy !== undefined) return ['maxmemory-policy', this.maxmemoryPolicy]
      if (command === 'CONFIG' && args[1] === 'appendonly' && this.appendonly !== undefined) return ['appendonly', this.appendonly]
      throw new ErrorReply(`NOPERM this user has no permissions to run the '${command?.toLowerCase()}' command`)
    })
  }

  eval(script: string, { keys, arguments: args }: { keys: string[]; arguments: string[] }) {
    return this.answer(() => {
      if (this.refusing) throw new ErrorReply(this.refusing)
      if (script === READ) return ++this.scriptCalls.READ && this.read(keys, args)
      if (this.refusingWrites) throw new ErrorReply(this.refusingWrites)
      if (script === WRITE) return ++this.scriptCalls.WRITE && this.write(keys, args)
      if (script === EXPIRE_TAGS) return ++this.scriptCalls.EXPIRE_TAGS && this.expireTags(keys, args)
      throw new Error("FakeRedis runs only the shared cache's scripts")
    })
  }

  /** READ: the entry's version, its text if newer than ARGV[1], and the tags' records, restored where missing. */
  private read(keys: string[], [textAbove = '', ...tags]: string[]) {
    const [entryKey, tagsKey] = keys
    const now = this.scriptNow(keys)
    const entry = this.hashes.get(entryKey!)
    const version = entry?.get('lastModified') ?? null
    const text = version !== null && textAbove !== '' && Number(version) > Number(textAbove) ? (entry?.get('entry') ?? null) : null
    const times: (string | null)[] = []
    for (let i = 0; i < tags.length; i += 3) {
      for (const [j, name] of (['stale', 'expired'] as const).entries()) {
        const field = `${tags[i]}:${name}`
        let time = this.hashes.get(tagsKey!)?.get(field) ?? null
        const known = tags[i + 1 + j] ?? ''
        if (time === null && known !== '') {
          time = known
          this.hash(tagsKey!).set(field, time)
        }
        times.push(time)
      }
    }
    return [now, version, text, ...times]
  }

  /** WRITE: stores a copy unless a newer one is stored or it claims to be from the future; a TTL only if given. */
  private write(keys: string[], [version, text, ttl]: string[]) {
    const [key] = keys
    const now = this.scriptNow(keys)
    const stored = this.hashes.get(key!)?.get('lastModified')
    if (Number(version) > now || (stored !== undefined && Number(stored) > Number(version))) return 0
    this.strings.set(keys.at(-1)!, String(now))
    this.hash(key!).set('lastModified', version!).set('entry', text!)
    if (ttl === '') this.ttls.delete(key!)
    else this.ttls.set(key!, Number(ttl))
    return 1
  }

  /** EXPIRE_TAGS: stamps the fields with TIME plus their offsets; the hash keeps no TTL. */
  private expireTags(keys: string[], fieldsAndOffsets: string[]) {
    const [key] = keys
    const now = this.scriptNow(keys)
    this.strings.set(keys.at(-1)!, String(now))
    for (let i = 0; i < fieldsAndOffsets.length; i += 2) this.hash(key!).set(fieldsAndOffsets[i]!, String(now + Number(fieldsAndOffsets[i + 1])))
    this.ttls.delete(key!)
    return now
  }

  /** Redis restarted without its data, or FLUSHALL. */
  flush() {
    this.hashes.clear()
    this.ttls.clear()
    this.strings.clear()
  }
}
