/** @jest-environment node */
import { pageHoldsUntil } from './cms'
import { enrollmentNow } from './enrollment-now'

jest.mock('./cms', () => ({ pageHoldsUntil: jest.fn(async () => undefined) }))

afterEach(() => jest.useRealTimers())

describe('enrollmentNow', () => {
  it.each([
    ['Feb. 29, 2028, a minute before midnight Central', '2028-03-01T05:59:00Z', '2028-03-01T06:00:00.000Z'],
    ['July 31, 2027, at noon Central', '2027-07-31T17:00:00Z', '2027-08-01T05:00:00.000Z'],
  ])('on %s, is now, and marks the page as holding until the next change', async (_, now, change) => {
    jest.useFakeTimers({ now: Date.parse(now) })
    expect((await enrollmentNow()).toISOString()).toBe(new Date(now).toISOString())
    expect(pageHoldsUntil).toHaveBeenLastCalledWith(new Date(change))
  })
})
