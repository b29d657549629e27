/** @jest-environment node */
// Next's own FileSystemCache on a file system that refuses every write, as a read-only host does
// (as root, chmod would not stop the writes, so the refusal is made here).
import { join } from 'node:path'
import { withCacheWriteFailuresLogged } from './cache-write-failures.mjs'
import { loadFileSystemCache } from './next-internals.mjs'

// Typed loosely: the tests hand Next's cache the plain objects Next would.
type LooseFileSystemCache = new (ctx: object) => {
  get(key: string, ctx: object): Promise<{ value: { body: Buffer } } | null>
  set(key: string, data: object, ctx: object): Promise<void>
}
const FileSystemCache = loadFileSystemCache() as unknown as LooseFileSystemCache
const LoggedCache = withCacheWriteFailuresLogged(FileSystemCache)

const serverDistDir = join(process.cwd(), '.next', 'server')

function refused(syscall: string, path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`EACCES: permission denied, ${syscall} '${path}'`), {
    code: 'EACCES',
    errno: -13,
    syscall,
    path,
  })
}

const readOnlyFs = {
  existsSync: () => false,
  readFile: (path: string) => Promise.reject(Object.assign(new Error('ENOENT'), { code: 'ENOENT', path })),
  readFileSync: () => {
    throw new Error('ENOENT')
  },
  stat: (path: string) => Promise.reject(Object.assign(new Error('ENOENT'), { code: 'ENOENT', path })),
  mkdir: (path: string) => Promise.reject(refused('mkdir', path)),
  writeFile: (path: string) => Promise.reject(refused('open', path)),
  writeFileAtomic: (path: string) => Promise.reject(refused('open', path)),
}

const cache = () =>
  new LoggedCache({ fs: readOnlyFs, flushToDisk: true, serverDistDir, revalidatedTags: [], maxMemoryCacheSize: 1_000_000 })

/** A regenerated route's answer, as Next hands it to the cache. */
const answer = (body: string) => ({ kind: 'APP_ROUTE', body: Buffer.from(body), headers: {}, status: 200 })
const setContext = { cacheControl: { revalidate: 3, expire: undefined } }
const getContext = { kind: 'APP_ROUTE', isFallback: false }

let warn: jest.SpyInstance
let error: jest.SpyInstance
beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('texas-tuition-site.cache-write-failure-logged')]
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  error = jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
  error.mockRestore()
})

it('logs one JSON line, with the folder and the error code and no stack, however many refreshes fail', async () => {
  for (const body of ['first', 'second', 'third']) await expect(cache().set('/robots.txt', answer(body), setContext)).resolves.toBeUndefined()
  expect(error).not.toHaveBeenCalled()
  expect(warn).toHaveBeenCalledTimes(1)
  const line = String(warn.mock.calls[0]?.[0])
  expect(line.split('\n')).toHaveLength(1)
  expect(JSON.parse(line)).toMatchObject({
    level: 'warn',
    event: 'cache_write_failed',
    folder: join('.next', 'server', 'app'),
    code: 'EACCES',
  })
  expect(line).not.toContain('    at ')
})

it('keeps serving the refreshed content from memory', async () => {
  await cache().set('/robots.txt', answer('before the edit'), setContext)
  await cache().set('/robots.txt', answer('after the edit'), setContext)
  const entry = await cache().get('/robots.txt', getContext)
  expect(entry?.value.body.toString()).toBe('after the edit')
})

it('still lets an error that is not the file system through: a bug must not be hidden', async () => {
  class Broken {
    async set(): Promise<void> {
      throw new TypeError('data.html is undefined')
    }
  }
  await expect(new (withCacheWriteFailuresLogged(Broken))().set()).rejects.toThrow('data.html is undefined')
  expect(warn).not.toHaveBeenCalled()
})

it('gives back the same class each time, so a per-request factory makes no new class', () => {
  expect(withCacheWriteFailuresLogged(FileSystemCache)).toBe(LoggedCache)
})
