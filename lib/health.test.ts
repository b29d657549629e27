/** @jest-environment node */
import { cmsHealth, sharedCacheHealth } from './health'
import { publishSharedCache } from '../next-server/shared-cache/bridge.mjs'

const now = new Date('2026-03-01T12:00:00.000Z')
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000)

describe('cmsHealth', () => {
  it('says the CMS has not answered when this process has no good answer yet', () => {
    expect(cmsHealth(undefined, now, 300)).toEqual({ lastSuccessAt: null, recent: false, recentWithinSeconds: 600 })
  })

  it('calls an answer within two revalidation windows recent and gives its time', () => {
    expect(cmsHealth(secondsAgo(600), now, 300)).toEqual({
      lastSuccessAt: '2026-03-01T11:50:00.000Z',
      recent: true,
      recentWithinSeconds: 600,
    })
  })

  it('calls an answer older than two revalidation windows not recent', () => {
    expect(cmsHealth(secondsAgo(601), now, 300).recent).toBe(false)
  })
})

describe('sharedCacheHealth', () => {
  it('says unset and unused without REDIS_URL', () => {
    expect(sharedCacheHealth(false)).toEqual({ configured: false, connected: false })
  })

  it('says whether this process uses Redis right now', () => {
    expect(sharedCacheHealth(true)).toEqual({ configured: true, connected: false }) // handler not loaded yet
    const connection = { connected: true, expireTags: async () => true }
    publishSharedCache(connection)
    expect(sharedCacheHealth(true)).toEqual({ configured: true, connected: true })
    connection.connected = false
    expect(sharedCacheHealth(true)).toEqual({ configured: true, connected: false })
  })
})
