/** @jest-environment node */
import { cacheLife, cacheTag } from 'next/cache'
import { enrollmentNow } from './enrollment-now'

jest.mock('next/cache', () => ({ cacheLife: jest.fn(), cacheTag: jest.fn() }))

afterEach(() => jest.useRealTimers())

describe('enrollmentNow', () => {
  it.each([
    ['July 31, 2027, at noon Central', '2027-07-31T17:00:00Z', '2027-08-01T05:00:00.000Z', { revalidate: 300, expire: 43_200 }],
    // Stale at the change, no sooner; kept 5 minutes, Next's shortest, which the cache handler ends at the change.
    ['Feb. 29, 2028, a minute before midnight Central', '2028-03-01T05:59:00Z', '2028-03-01T06:00:00.000Z', { revalidate: 60, expire: 300 }],
    ['July 31, 2027, 5 minutes before midnight Central', '2027-08-01T04:55:00Z', '2027-08-01T05:00:00.000Z', { revalidate: 300, expire: 301 }],
  ])('on %s, is now, and the page expires at the next change, named in a tag', async (_, now, change, lifetime) => {
    jest.useFakeTimers({ now: Date.parse(now) })
    expect((await enrollmentNow()).toISOString()).toBe(new Date(now).toISOString())
    expect(cacheLife).toHaveBeenLastCalledWith(lifetime)
    expect(cacheTag).toHaveBeenLastCalledWith(`valid-until-${change}`)
  })

  it('in the last 4 s before a change, waits for it, and is the new day', async () => {
    jest.useFakeTimers({ now: Date.parse('2027-08-01T04:59:57Z') })
    const now = enrollmentNow()
    await jest.advanceTimersByTimeAsync(3100)
    expect((await now).getTime()).toBeGreaterThanOrEqual(Date.parse('2027-08-01T05:00:00Z'))
    expect(cacheTag).toHaveBeenLastCalledWith('valid-until-2027-09-01T05:00:00.000Z')
  })
})
