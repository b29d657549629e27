// What a browser test gets: import `test` and `expect` from here, not from @playwright/test.
//
// - Each Playwright worker has its own stub CMS (`stubCms`: setArticle, setFault, counts) and its
//   own servers of the builds (e2e/builds.mjs), started on first use: `mainSite` (the main build,
//   also `page`'s and `request`'s baseURL) and `degradedSite`, both talking to that stub CMS.
//   Every test starts with the stub's default articles and no fault, which the main server shows:
//   after a test that set an article or a fault, the stub is reset and the main server refreshes
//   its articles (`mainSite.revalidateNow(ids)`, the editors' webhook, which a test may call too).
// - A test that needs a server nobody else touches (a restart, a redeploy, another clock, another
//   setting) takes `deploy`: `const site = await deploy({ build: 'main', clock: '2027-04-15
//   12:00:00', env: { TZ: 'UTC' } })` starts a fresh copy of that build with a stub CMS of its
//   own (`site.setFault`, `site.setArticle`, `site.counts`), stopped when the test ends. A describe
//   block sharing one calls startPristineSite() in beforeAll and site.stop() in afterAll.
//   `nginxInFront(site.url)` puts the shipped nginx cache in front of a server, for the test.
// - `openFailureState(copy)` opens the content-failure state (a server that has never had a good
//   copy, whose CMS answers 500), one such server per worker.
// - Time: the builds regenerate a page 3 s (WINDOW_MS) after it was made. Wait for evidence (a log
//   line, a CMS request count, new text) with expect.poll or toPass; sleep() only to let a window
//   pass, saying so.
import { setTimeout as sleep } from 'node:timers/promises'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import mainDirectory from './fixtures/contact-directory.json'
import ARTICLES_TABLE from '../test-support/stub-cms-articles.json'
import { startNginxInFront } from './nginx-in-front'
import { BUILDS, startPristineSite, startSite, startStubCms, type PristineSite, type Site, type SiteOptions, type StubCms } from './sites'
import { PAGE_PATHS, type Copy } from '../lib/copy'
import { en } from '../lib/copy/en'
import { es } from '../lib/copy/es'
import { parseContactDirectory } from '../next-server/contact-directory.mjs'

export { expect, sleep }
export { BUILDS, startPristineSite, type FaultMode, type PristineSite, type Site, type SiteOptions, type StubCms } from './sites'

export const HOME_ARTICLE_ID = 49
/** The Spanish home article, which the main build names (the degraded one names none). */
export const SPANISH_HOME_ARTICLE_ID = ARTICLES_TABLE.home.es
/** The Texas Tuition Promise Fund's figures, a section of its page. */
export const FUND_FIGURES_ARTICLE_ID = ARTICLES_TABLE.texasTuitionPromiseFund.en
/** The common questions' article, the body of its page and its FAQPage data. */
export const QUESTIONS_ARTICLE_ID = ARTICLES_TABLE.questions.en
/** The colleges' page's: the Spanish one is named by the main build but not in the stub CMS (not published yet). */
export const COLLEGES_ARTICLE_ID = ARTICLES_TABLE.colleges.en
export const SPANISH_COLLEGES_ARTICLE_ID = ARTICLES_TABLE.colleges.es
/** The public address the main build was made for (SITE_URL); the degraded build has none. */
export const MAIN_SITE_URL = BUILDS.main.settings.SITE_URL!
/** Every article the main build shows (its articles table, CMS_ARTICLES_FILE) that the stub CMS has. */
const ARTICLE_IDS = Object.values(ARTICLES_TABLE)
  .flatMap(({ en, es }) => [en, es])
  .filter((id) => id !== SPANISH_COLLEGES_ARTICLE_ID)
/** The builds' revalidation window (CMS_REVALIDATE_SECONDS=3). */
export const WINDOW_MS = 3000
/** What Next sends for a page regenerated every 3 s: kept until it expires, a year by default, or the enrollment year's next change (e2e/season-boundaries.spec.ts). */
export const CACHEABLE = /^s-maxage=3, stale-while-revalidate=\d+$/
/** The contact directory the main build was made with (CONTACT_DIRECTORY_FILE); the degraded one shows the sample. */
export const MAIN_DIRECTORY = parseContactDirectory(mainDirectory)

/** The pages every page-wide check visits on the main server: each route and a 404, in each language (the guide: its first step and its time-dependent one; e2e/plans-and-guide.spec.ts checks every step, e2e/audiences.spec.ts every plan's and subject's page). */
export const MAIN_SERVER_PAGES: { name: string; path: string; copy: Copy }[] = [
  { name: 'the home page', path: '/', copy: en },
  { name: 'Contact Us', path: '/contact', copy: en },
  { name: 'the page-not-found page', path: '/no-such-page', copy: en },
  { name: '"Which plan fits?"', path: '/which-plan', copy: en },
  { name: 'the guide’s Texas Tuition Promise Fund step', path: '/which-plan/texas-tuition-promise-fund', copy: en },
  { name: 'the Spanish home page', path: '/es', copy: es },
  { name: 'the Spanish Contact Us', path: '/es/contacto', copy: es },
  { name: 'the Spanish page-not-found page', path: '/es/no-existe', copy: es },
  { name: 'the Spanish "¿Qué plan le conviene?"', path: '/es/que-plan', copy: es },
  { name: 'the Spanish guide’s Texas Tuition Promise Fund step', path: '/es/que-plan/texas-tuition-promise-fund', copy: es },
  // A page a plan and a page a subject (e2e/audiences.spec.ts checks every one): the fund's, whose
  // notice follows the date, and the common questions, whose FAQPage data comes from its article.
  { name: 'the Texas Tuition Promise Fund’s page', path: '/plans/texas-tuition-promise-fund', copy: en },
  { name: 'the Spanish common questions', path: '/es/preguntas-frecuentes', copy: es },
]

// Each fixture starts what it provides, hands it over with `provide` (Playwright's `use`, renamed
// so that React's lint rules do not take it for the hook) and stops it after the test or worker.
export const test = base.extend<
  {
    restoreContent: void
    deploy: (options?: SiteOptions) => Promise<PristineSite>
    nginxInFront: (upstreamUrl: string) => Promise<{ url: string }>
    openFailureState: (copy?: Copy) => Promise<void>
  },
  { stubCms: StubCms; mainSite: Site; degradedSite: Site; failingSite: PristineSite }
>({
  stubCms: [async ({}, provide) => {
    const cms = await startStubCms()
    await provide(cms)
    await cms.stop()
  }, { scope: 'worker' }],
  mainSite: [async ({ stubCms }, provide, { workerIndex }) => {
    const site = await startSite({ cms: stubCms, build: 'main', name: `main-worker${workerIndex}` })
    await provide(site)
    await site.stop()
  }, { scope: 'worker' }],
  degradedSite: [async ({ stubCms }, provide, { workerIndex }) => {
    const site = await startSite({ cms: stubCms, build: 'degraded', name: `degraded-worker${workerIndex}` })
    await provide(site)
    await site.stop()
  }, { scope: 'worker' }],
  failingSite: [async ({}, provide) => {
    const site = await startPristineSite()
    await site.setFault('error')
    await provide(site)
    await site.stop()
  }, { scope: 'worker' }],
  restoreContent: [async ({ stubCms, mainSite }, provide) => {
    await stubCms.reset() // counts from zero
    await provide()
    if (!stubCms.edited()) return
    await stubCms.reset()
    await mainSite.revalidateNow(ARTICLE_IDS)
  }, { auto: true }],
  baseURL: async ({ mainSite }, provide) => {
    await provide(mainSite.url)
  },
  deploy: async ({}, provide) => {
    const sites: PristineSite[] = []
    await provide(async (options) => {
      const site = await startPristineSite(options)
      sites.push(site)
      return site
    })
    await Promise.all(sites.map((site) => site.stop()))
  },
  nginxInFront: async ({}, provide) => {
    const started: Awaited<ReturnType<typeof startNginxInFront>>[] = []
    await provide(async (upstreamUrl) => {
      const nginx = await startNginxInFront(upstreamUrl)
      started.push(nginx)
      return nginx
    })
    for (const nginx of started) nginx.stop()
  },
  openFailureState: async ({ page, failingSite }, provide) => {
    await provide(async (copy = en) => {
      await page.goto(`${failingSite.url}${PAGE_PATHS.home[copy.locale]}`)
      await expect(page.getByText(copy.failure.message)).toBeVisible()
    })
  },
})


/** One visit to a page (the home page by default), outside the browser: what it answered, and how long it took. */
export async function visitHome(baseUrl: string, path = '/') {
  const started = Date.now()
  const response = await fetch(`${baseUrl}${path}`)
  return { status: response.status, html: await response.text(), cacheControl: response.headers.get('cache-control'), ms: Date.now() - started }
}
export type Visit = Awaited<ReturnType<typeof visitHome>>

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** axe's findings on the page (WCAG 2.1 AA, 2.2's AA rules, best practice) as short readable lines, so a failure says what and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  return results.violations.map(
    ({ id, help, nodes }) => `${id}: ${help} (${nodes.map(({ target }) => target.join(' ')).join(', ')})`,
  )
}

/**
 * Visits a page (the home page by default) every quarter second until `done()` holds, then once
 * more: what each visit got. Fails, naming `what`, if that takes longer than `withinMs`.
 */
export async function visitsUntil(
  baseUrl: string,
  what: string,
  done: () => boolean | Promise<boolean>,
  { withinMs, path = '/' }: { withinMs: number; path?: string },
): Promise<Visit[]> {
  const started = Date.now()
  const visits: Visit[] = []
  while (!(await done())) {
    expect(Date.now() - started, `${what}: not within ${withinMs / 1000} s`).toBeLessThan(withinMs)
    visits.push(await visitHome(baseUrl, path))
    await sleep(250)
  }
  visits.push(await visitHome(baseUrl, path))
  return visits
}

/** The scripts a page on the server at `baseUrl` loads, in bytes as served. */
export async function scriptBytes(baseUrl: string, path: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}${path}`)).text()
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(([, src]) => src!))]
  const sizes = await Promise.all(sources.map(async (src) => (await (await fetch(new URL(src, baseUrl))).arrayBuffer()).byteLength))
  return sizes.reduce((sum, size) => sum + size, 0)
}
