// Operators: a server that cannot write its cache folders (a read-only root filesystem, a
// locked-down user) keeps serving and refreshing pages from memory, and says so in one log line.
import { expect, HOME_ARTICLE_ID, startPristineSite, test, type PristineSite } from './support'

let site: PristineSite
test.beforeAll(async () => {
  site = await startPristineSite({ readOnly: true })
})
test.afterAll(async () => {
  await site.stop()
})

/** Publishes `text` as the home article and waits for a refresh (3 s window) to show it. */
async function publishAndSee(text: string) {
  await site.setArticle(HOME_ARTICLE_ID, `<p>${text}</p>`)
  await expect.poll(async () => (await fetch(`${site.url}/`)).text(), { timeout: 20_000, intervals: [500] }).toContain(text)
}

test('a server that cannot write its folder refreshes content from memory and logs one line, with no stack', async () => {
  test.setTimeout(90_000)
  const failures = () => site.logLines().filter((line) => line.event === 'cache_write_failed')
  // Each refresh stores the page in memory, then tries to write it to disk and fails.
  await publishAndSee('Before the edit: read-only host.')
  await expect.poll(() => failures().length, { timeout: 10_000 }).toBeGreaterThan(0)
  // Later refreshes fail to write too and must not log again. Each edit below reaches the page
  // only through a refresh that stored it after that line; the second such refresh starts only
  // once the first has finished storing, its failed write included.
  await publishAndSee('After the edit: read-only host.')
  await publishAndSee('After a second edit: read-only host.')

  expect(failures()).toEqual([expect.objectContaining({ level: 'warn', code: 'EACCES' })])
  expect(String(failures()[0]?.folder)).toMatch(/^\.next/)
  const log = site.log()
  expect(log).not.toMatch(/^\s+at /m) // no stack trace
  expect(log).not.toContain('Failed to update prerender cache')
  expect(log).not.toContain('EACCES:')
})
