/** @jest-environment node */
import { FAILURE_STATE_NO_STORE, FAILURE_STATE_TAG, NEVER_STORE } from './failure-state.mjs'
import { CACHE_TAGS_HEADER } from './next-internals.mjs'
import { endCacheControlAtInstant, validUntilTag } from './valid-until.mjs'

const MIDNIGHT = Date.parse('2027-03-01T06:00:00Z')
const SECOND = 1000
const DAY = 86_400 * SECOND

/** A page (or a data entry) with these tags, as a cache handler holds it. */
const entryValue = (tags: string[], kind = 'APP_PAGE', headers: Record<string, string> = {}) => ({
  kind,
  headers: { [CACHE_TAGS_HEADER]: ['_N_T_/', 'cms-article-49', ...tags].join(','), ...headers } as Record<string, unknown>,
})

describe('endCacheControlAtInstant', () => {
  it('names the instant in a tag, to the millisecond', () => {
    expect(validUntilTag(new Date(MIDNIGHT))).toBe('valid-until-2027-03-01T06:00:00.000Z')
  })

  it('gives a page the window, then a stale window that ends 3 s before its instant, counted from the answer', () => {
    const page = entryValue([validUntilTag(new Date(MIDNIGHT))])
    endCacheControlAtInstant(page, 300, MIDNIGHT - DAY - 500)
    expect(page.headers['cache-control']).toBe(`s-maxage=300, stale-while-revalidate=${86_400 - 3 - 300}`)
    // The same entry, a little later: the same end.
    endCacheControlAtInstant(page, 300, MIDNIGHT - DAY + 60 * SECOND)
    expect(page.headers['cache-control']).toBe(`s-maxage=300, stale-while-revalidate=${86_400 - 60 - 3 - 300}`)
  })

  it('shortens the window itself in the last minutes, and lets no one store the page in its last 4 s', () => {
    const page = entryValue([validUntilTag(new Date(MIDNIGHT))])
    const at = (msBefore: number) => (endCacheControlAtInstant(page, 300, MIDNIGHT - msBefore), page.headers['cache-control'])
    expect(at(100 * SECOND)).toBe('s-maxage=97')
    expect(at(4 * SECOND)).toBe('s-maxage=1')
    expect(at(4 * SECOND - 1)).toBe(NEVER_STORE)
    expect(at(0)).toBe(NEVER_STORE)
  })

  it('takes the earliest of several instants', () => {
    const page = entryValue([validUntilTag(new Date(MIDNIGHT + DAY)), validUntilTag(new Date(MIDNIGHT))])
    endCacheControlAtInstant(page, 300, MIDNIGHT - 1000 * SECOND)
    expect(page.headers['cache-control']).toBe('s-maxage=300, stale-while-revalidate=697')
  })

  it('leaves alone a page that holds at any time, a data entry, and the failure state', () => {
    const untimed = entryValue([])
    endCacheControlAtInstant(untimed, 300, MIDNIGHT)
    expect(untimed.headers).not.toHaveProperty('cache-control')
    const data = entryValue([validUntilTag(new Date(MIDNIGHT))], 'FETCH')
    endCacheControlAtInstant(data, 300, MIDNIGHT)
    expect(data.headers).not.toHaveProperty('cache-control')
    const failure = entryValue([validUntilTag(new Date(MIDNIGHT)), FAILURE_STATE_TAG], 'APP_PAGE', { 'cache-control': FAILURE_STATE_NO_STORE })
    endCacheControlAtInstant(failure, 300, MIDNIGHT + DAY)
    expect(failure.headers['cache-control']).toBe(FAILURE_STATE_NO_STORE)
    expect(() => endCacheControlAtInstant(null, 300, MIDNIGHT)).not.toThrow()
  })
})
