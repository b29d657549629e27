// Operators: a server that cannot write its cache folders (a read-only root filesystem, a
// locked-down user) keeps serving and refreshing pages from memory, and says so in one log line.
import { expect, test } from '@playwright/test'
import { startPristineSite, type PristineSite } from './pristine-site'
import { HOME_ARTICLE_ID } from './support'

let site: PristineSite
test.beforeAll(async () => {
  site = await startPristineSite({ readOnly: true })
})
test.afterAll(async () => {
  await site.stop()
})

const homeText = async () => (await fetch(`${site.url}/`)).text()

test('a server that cannot write its folder refreshes content from memory and logs one line, with no stack', async () => {
  test.setTimeout(60_000)
  await site.setArticle(HOME_ARTICLE_ID, '<p>Before the edit: read-only host.</p>')
  await expect.poll(homeText, { timeout: 20_000, intervals: [500] }).toContain('Before the edit: read-only host.')
  await site.setArticle(HOME_ARTICLE_ID, '<p>After the edit: read-only host.</p>')
  // Each refresh tries to write the page to disk and fails: a 3 s window, so several tries.
  await expect.poll(homeText, { timeout: 20_000, intervals: [500] }).toContain('After the edit: read-only host.')
  await new Promise((resolve) => setTimeout(resolve, 4000))
  await homeText()

  const failures = site.logLines().filter((line) => line.event === 'cache_write_failed')
  expect(failures).toEqual([expect.objectContaining({ level: 'warn', code: 'EACCES' })])
  expect(String(failures[0]?.folder)).toMatch(/^\.next/)
  const log = site.log()
  expect(log).not.toMatch(/^\s+at /m) // no stack trace
  expect(log).not.toContain('Failed to update prerender cache')
  expect(log).not.toContain('EACCES:')
})
