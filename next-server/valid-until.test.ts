/** @jest-environment node */
import { FAILURE_STATE_NO_STORE, FAILURE_STATE_TAG, NEVER_STORE } from './failure-state.mjs'
import { CACHE_TAGS_HEADER } from './next-internals.mjs'
import { holdsAt, validUntilTag } from './valid-until.mjs'

const MIDNIGHT = Date.parse('2027-03-01T06:00:00Z')
const SECOND = 1000
const DAY = 86_400 * SECOND

/** A page (or a route's answer, or a data entry) with these tags, as a cache handler holds it. */
const entryValue = (tags: string[], kind = 'APP_PAGE', headers: Record<string, string> = {}) => ({
  kind,
  headers: { [CACHE_TAGS_HEADER]: ['_N_T_/', 'cms-article-49', ...tags].join(','), ...headers } as Record<string, unknown>,
})

describe('holdsAt', () => {
  it('names the instant in a tag, to the millisecond', () => {
    expect(validUntilTag(new Date(MIDNIGHT))).toBe('valid-until-2027-03-01T06:00:00.000Z')
  })

  it("gives a page the window, then a stale window that ends 3 s before its instant, counted from the answer", () => {
    const page = entryValue([validUntilTag(new Date(MIDNIGHT))])
    expect(holdsAt(page, 300, MIDNIGHT - DAY - 500)).toBe(true)
    expect(page.headers['cache-control']).toBe(`s-maxage=300, stale-while-revalidate=${86_400 - 3 - 300}`)
    // The same entry, a little later: the same end.
    expect(holdsAt(page, 300, MIDNIGHT - DAY + 60 * SECOND)).toBe(true)
    expect(page.headers['cache-control']).toBe(`s-maxage=300, stale-while-revalidate=${86_400 - 60 - 3 - 300}`)
  })

  it("takes the start's window for a build's copy, which carries none", () => {
    const page = entryValue([validUntilTag(new Date(MIDNIGHT))])
    holdsAt(page, undefined, MIDNIGHT - DAY)
    expect(page.headers['cache-control']).toBe(`s-maxage=300, stale-while-revalidate=${86_400 - 3 - 300}`)
  })

  it('shortens the window itself in the last minutes, and lets no one store the page in its last 4 s', () => {
    const page = entryValue([validUntilTag(new Date(MIDNIGHT))])
    const at = (msBefore: number) => (holdsAt(page, 300, MIDNIGHT - msBefore), page.headers['cache-control'])
    expect(at(100 * SECOND)).toBe('s-maxage=97')
    expect(at(4 * SECOND)).toBe('s-maxage=1')
    expect(at(4 * SECOND - 1)).toBe(NEVER_STORE)
    expect(at(1)).toBe(NEVER_STORE)
  })

  it('says a page no longer holds from 4 s before its instant on (each visit renders it), and lets no one store it', () => {
    const page = entryValue([validUntilTag(new Date(MIDNIGHT))])
    expect(holdsAt(page, 300, MIDNIGHT - 4 * SECOND - 1)).toBe(true)
    expect(holdsAt(page, 300, MIDNIGHT - 4 * SECOND + 1)).toBe(false)
    expect(holdsAt(page, 300, MIDNIGHT)).toBe(false)
    expect(page.headers['cache-control']).toBe(NEVER_STORE)
    expect(holdsAt(page, 300, MIDNIGHT + 90 * DAY)).toBe(false)
  })

  it("does the same for a route's answer (a calendar file), and takes the earliest of several instants", () => {
    const calendar = entryValue([validUntilTag(new Date(MIDNIGHT + DAY)), validUntilTag(new Date(MIDNIGHT))], 'APP_ROUTE')
    expect(holdsAt(calendar, 300, MIDNIGHT - 1000 * SECOND)).toBe(true)
    expect(calendar.headers['cache-control']).toBe('s-maxage=300, stale-while-revalidate=697')
    expect(holdsAt(calendar, 300, MIDNIGHT)).toBe(false)
  })

  it('leaves alone a page that holds at any time, a data entry, and the failure state, which no one stores', () => {
    const untimed = entryValue([])
    expect(holdsAt(untimed, 300, MIDNIGHT)).toBe(true)
    expect(untimed.headers).not.toHaveProperty('cache-control')
    const data = entryValue([validUntilTag(new Date(MIDNIGHT))], 'FETCH')
    expect(holdsAt(data, 300, MIDNIGHT)).toBe(true)
    expect(data.headers).not.toHaveProperty('cache-control')
    const failure = entryValue([validUntilTag(new Date(MIDNIGHT)), FAILURE_STATE_TAG], 'APP_PAGE', { 'cache-control': FAILURE_STATE_NO_STORE })
    expect(holdsAt(failure, 300, MIDNIGHT + DAY)).toBe(true)
    expect(failure.headers['cache-control']).toBe(FAILURE_STATE_NO_STORE)
    expect(holdsAt(null, 300, MIDNIGHT)).toBe(true)
  })
})
