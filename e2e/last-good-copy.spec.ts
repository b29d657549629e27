// A page is its own last good copy (issue 20): a deploy or a restart during a CMS outage keeps
// the content, and every answer is labelled by its own body. Each test deploys a build afresh
// (the `deploy` fixture, e2e/support.ts), with its own stub CMS and a 3-second window.
import { CACHEABLE, expect, HOME_ARTICLE_ID, sleep, SPANISH_HOME_ARTICLE_ID, test, WINDOW_MS, type FaultMode } from './support'
import { FAILURE_STATE_NO_STORE } from '../next-server/failure-state.mjs'
import { en } from '../lib/copy/en'
import { es } from '../lib/copy/es'
/** A home page: where it is, and the text of its content and of its failure state. */
type HomePage = { path: string; content: string; failure: string }
const ENGLISH_HOME: HomePage = { path: '/', content: 'Stub CMS home article', failure: en.failure.message }
/** With its Spanish article (the main build) or, where none is set (the degraded build), the English one under its note. */
const SPANISH_HOME: HomePage = { path: '/es', content: 'Artículo de inicio del CMS de prueba', failure: es.failure.message }
const SPANISH_HOME_IN_ENGLISH: HomePage = { ...SPANISH_HOME, content: ENGLISH_HOME.content }

type Answer = { status: number; body: 'content' | 'failure' | 'other'; cacheControl: string | null; cacheStatus: string | null }

/**
 * Visits a home page every `everyMs` for `forMs`, as a cache in front of the site would see it:
 * what a stretch of time looks like, so these tests take the time they watch.
 */
async function sample(site: { url: string }, forMs: number, everyMs = 250, home = ENGLISH_HOME): Promise<Answer[]> {
  const answers: Answer[] = []
  for (const deadline = Date.now() + forMs; Date.now() < deadline; await sleep(everyMs)) {
    const response = await fetch(`${site.url}${home.path}`)
    const html = await response.text()
    const body = html.includes(home.failure) ? 'failure' : html.includes(home.content) ? 'content' : 'other'
    const headers = response.headers
    answers.push({ status: response.status, body, cacheControl: headers.get('cache-control'), cacheStatus: headers.get('x-cache-status') })
  }
  return answers
}

/** Answers whose Cache-Control says something other than their body calls for. */
const disagreeing = (answers: Answer[]) =>
  answers.filter(({ body, cacheControl }) => (body === 'failure' ? cacheControl !== FAILURE_STATE_NO_STORE : !CACHEABLE.test(cacheControl ?? '')))

const OUTAGES: { mode: FaultMode; what: string }[] = [
  { mode: 'error', what: 'answers HTTP 500' },
  { mode: 'hang', what: 'does not answer within CMS_TIMEOUT_MS' },
]

for (const { mode, what } of OUTAGES) {
  test(`a fresh deploy of a build made with the CMS up shows its content for 5 windows while the CMS ${what}`, async ({ deploy }) => {
    const site = await deploy({ build: 'main' })
    await site.setFault(mode)
    const answers = await sample(site, 5 * WINDOW_MS + 1000, 500)
    expect(answers.length).toBeGreaterThan(20)
    expect(answers.filter((answer) => answer.status !== 200 || answer.body !== 'content')).toEqual([])
    expect(disagreeing(answers)).toEqual([])
    // The page was refreshed and failed to be, window after window: the copy stood each time.
    expect((await site.counts())[HOME_ARTICLE_ID]).toBeGreaterThanOrEqual(3)
    expect(site.logLines().filter((line) => line.event === 'cms_fetch_failed').length).toBeGreaterThanOrEqual(3)
  })
}

test('a fresh deploy of a build made with the CMS up shows its Spanish content for 5 windows while the CMS answers 500', async ({ deploy }) => {
  const site = await deploy({ build: 'main' })
  await site.setFault('error')
  const answers = await sample(site, 5 * WINDOW_MS + 1000, 500, SPANISH_HOME)
  expect(answers.filter((answer) => answer.status !== 200 || answer.body !== 'content')).toEqual([])
  expect(disagreeing(answers)).toEqual([])
  expect((await site.counts())[SPANISH_HOME_ARTICLE_ID]).toBeGreaterThanOrEqual(3)
})

test('a build made while the CMS is down, where the last build\'s .next/cache was kept, shows that build\'s content, window after window', async ({ deploy }) => {
  const site = await deploy({ build: 'rebuilt' })
  await site.setFault('error')
  const answers = await sample(site, 3 * WINDOW_MS, 500)
  // Watched until at least two refreshes have failed (a loaded machine regenerates later), the content standing throughout.
  await expect
    .poll(async () => {
      answers.push(...(await sample(site, WINDOW_MS, 500)))
      return (await site.counts())[HOME_ARTICLE_ID]
    }, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(2)
  expect(answers.filter((answer) => answer.status !== 200 || answer.body !== 'content')).toEqual([])
  expect(disagreeing(answers)).toEqual([])
})

for (const home of [ENGLISH_HOME, SPANISH_HOME_IN_ENGLISH]) {
  test(`every answer of ${home.path} is labelled by its own body: built while down, CMS back, restart, CMS down, fresh deploy while down`, async ({ deploy }) => {
    const site = await deploy({ build: 'degraded' })
    await site.setFault('error')
    const builtWhileDown = await sample(site, 2000, 250, home)

    await site.setFault('ok')
    const back: Answer[] = []
    for (let rounds = 0; rounds < 40 && back.at(-1)?.body !== 'content'; rounds += 1) back.push(...(await sample(site, 250, 250, home)))
    back.push(...(await sample(site, 2000, 250, home)))

    await site.restart()
    const restarted = await sample(site, 2000, 250, home)

    await site.setFault('error')
    const down = await sample(site, 2 * WINDOW_MS, 250, home)

    await site.redeploy()
    const freshWhileDown = await sample(site, 2000, 250, home)

    const everything = [...builtWhileDown, ...back, ...restarted, ...down, ...freshWhileDown]
    expect(everything.length).toBeGreaterThan(50)
    expect(disagreeing(everything)).toEqual([])
    expect(everything.filter((answer) => answer.status !== 200 || answer.body === 'other')).toEqual([])
    // What each step shows: no good copy anywhere, then the content for good once it exists.
    expect(new Set(builtWhileDown.map((answer) => answer.body))).toEqual(new Set(['failure']))
    expect(back.at(-1)?.body).toBe('content')
    expect(new Set([...restarted, ...down].map((answer) => answer.body))).toEqual(new Set(['content']))
    expect(new Set(freshWhileDown.map((answer) => answer.body))).toEqual(new Set(['failure']))
  })
}

test.describe('behind deploy/nginx.conf', () => {
  test('a fresh deploy of a build made with the CMS up shows its content for 5 windows while the CMS answers 500', async ({ deploy, nginxInFront }) => {
    const site = await deploy({ build: 'main' })
    const nginx = await nginxInFront(site.url)
    await site.setFault('error')
    const answers = await sample(nginx, 5 * WINDOW_MS + 1000, 500)
    expect(answers.filter((answer) => answer.status !== 200 || answer.body !== 'content')).toEqual([])
    expect(disagreeing(answers)).toEqual([])
    expect((await site.counts())[HOME_ARTICLE_ID]).toBeGreaterThanOrEqual(3) // nginx let refreshes through
  })

  test('a build made with the CMS down, still down: nginx never stores the failure state', async ({ deploy, nginxInFront }) => {
    const site = await deploy({ build: 'degraded' })
    const nginx = await nginxInFront(site.url)
    await site.setFault('error')
    const answers = await sample(nginx, 2 * WINDOW_MS)
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['failure']))
    expect(disagreeing(answers)).toEqual([])
    expect(answers.filter((answer) => /HIT|STALE|UPDATING/.test(answer.cacheStatus ?? ''))).toEqual([])
  })
})
