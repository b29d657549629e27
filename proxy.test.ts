/** @jest-environment node */
import { recordHomeShowsFailure } from './lib/failure-state'
import { proxy } from './proxy'

describe('the proxy in front of the home page', () => {
  afterEach(() => recordHomeShowsFailure(false))

  it('tells every cache not to store the failure message', () => {
    recordHomeShowsFailure(true)
    expect(proxy().headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
  })

  it("leaves the content's caching to Next (its s-maxage and stale-while-revalidate)", () => {
    recordHomeShowsFailure(false)
    expect(proxy().headers.get('cache-control')).toBeNull()
  })
})
