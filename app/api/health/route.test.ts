/** @jest-environment node */
import { config } from '@/lib/config'
import { GET } from './route'

describe('GET /api/health', () => {
  const realFetch = global.fetch
  const fetchSpy = jest.fn()
  beforeEach(() => {
    fetchSpy.mockReset()
    global.fetch = fetchSpy
  })
  afterAll(() => {
    global.fetch = realFetch
  })

  it('answers 200 {"status":"ok"} without calling the CMS', async () => {
    const response = GET(new Request('http://site.test/api/health'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('is never stored by a cache in front of the site', () => {
    const response = GET(new Request('http://site.test/api/health'))
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('with ?cms=1 also says whether the CMS answered recently, still 200 and without calling it', async () => {
    const response = GET(new Request('http://site.test/api/health?cms=1'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      status: 'ok',
      cms: { lastSuccessAt: null, recent: false, recentWithinSeconds: 2 * config.cms.revalidateSeconds },
      sharedCache: { configured: false, connected: false },
    })
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
