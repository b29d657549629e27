// The main build was made with canary values for the CMS key, the CMS authorization value and
// the revalidation secret (e2e/fixtures/canaries.mjs). None may reach a visitor or the logs: not
// the client bundle, not any page's HTML or RSC payload, not the server's log output.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CANARIES } from './fixtures/canaries.mjs'
import { BUILDS, expect, HOME_ARTICLE_ID, test } from './support'

/** Each secret, and its distinctive part alone (without the "Bearer " scheme word). */
const NEEDLES = [...new Set(Object.values(CANARIES).flatMap((value) => [value, value.replace(/^Bearer /, '')]))]

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The canaries found in this text, if any. */
const leaksIn = (text: string) => NEEDLES.filter((needle) => text.includes(needle))

test.describe('secrets stay on the server', () => {
  test('no secret is in the client bundle, as built or as the standalone server serves it', () => {
    const dist = BUILDS.main.dist
    for (const directory of [join(dist, 'static'), join(dist, 'standalone', dist, 'static')]) {
      const files = filesUnder(directory)
      expect(files.filter((file) => file.endsWith('.js')).length, `scripts under ${directory}`).toBeGreaterThan(0)
      const leaks = files.flatMap((file) => leaksIn(readFileSync(file, 'latin1')).map((needle) => `${file}: ${needle}`))
      expect(leaks).toEqual([])
    }
  })

  test('no secret is in any page, its RSC payload or the 404', async ({ request }) => {
    for (const path of ['/', '/contact', '/no-such-page-for-the-secrets-test']) {
      for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
        const response = await request.get(path, { headers })
        const body = await response.text()
        expect(body.length, `${path} ${JSON.stringify(headers)}`).toBeGreaterThan(0)
        expect(leaksIn(body), `${path} ${JSON.stringify(headers)}`).toEqual([])
        expect(leaksIn(JSON.stringify(response.headers())), `${path} headers`).toEqual([])
      }
    }
  })

  test('no secret is in the server log, after a refused webhook and a failing CMS', async ({ page, request, mainSite, stubCms }) => {
    // A wrong secret, a near miss and no secret at all: refused without echoing anything.
    for (const authorization of ['Bearer wrong-secret', `Bearer ${CANARIES.revalidateSecret}x`, '']) {
      const refused = await request.post('/api/revalidate', {
        headers: { authorization, 'content-type': 'application/json' },
        data: { ids: [HOME_ARTICLE_ID] },
      })
      expect(refused.status()).toBe(401)
      expect(leaksIn(await refused.text())).toEqual([])
    }

    // The CMS fails while a visitor needs a fresh copy (the webhook expired the page while the
    // CMS answered): the site logs the failure, and a webhook now answers 503 without echoing
    // anything secret.
    await mainSite.revalidateNow([HOME_ARTICLE_ID])
    await stubCms.setFault('error')
    const unavailable = await request.post('/api/revalidate', {
      headers: { authorization: `Bearer ${CANARIES.revalidateSecret}`, 'content-type': 'application/json' },
      data: { ids: [HOME_ARTICLE_ID] },
    })
    expect(unavailable.status()).toBe(503)
    expect(leaksIn(await unavailable.text())).toEqual([])
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect
      .poll(mainSite.log, { message: 'the server logs the CMS failure', timeout: 15_000 })
      .toContain('cms_fetch_failed')

    const log = mainSite.log()
    expect(log).toContain('startup')
    expect(leaksIn(log)).toEqual([])
  })
})
