// The enrollment notice, the fund's card, the guide's fund page and the calendar files on the
// nights the enrollment year changes (midnight Central on Sept. 1, March 1 and Aug. 1): the main
// build, deployed afresh on a clock (faketime) that reaches that midnight LEAD_MS after it starts,
// with the pages' default window (300 s), and the shipped nginx (deploy/nginx.conf) in front. The
// three nights are watched side by side, each on its own server. Visitors ask for every page
// before midnight, straight from Node and behind nginx; in the last seconds before it they ask
// over and over, so nginx holds copies made a moment before it; then they go on asking until
// Node's clock reads 00:00:04 (past the longest nginx may send a copy it holds: 3 s).
//
// Which answers fall before or after midnight is decided from evidence, not from this process's
// clock: Node's Date header (whole seconds, never ahead of its clock) says when Node's clock has
// passed midnight, and a request sent after an answer that said so is after it. Before: an answer
// received before Node's clock could have reached midnight, by its first Date header.
import { expect, sleep, test, type PristineSite, type SiteOptions } from './support'
import { CALENDAR_PATHS, PAGE_PATHS, type Copy } from '../lib/copy'
import { en } from '../lib/copy/en'
import { es } from '../lib/copy/es'
import { enrollmentStatus, upcomingEnrollmentDates, type CalendarDate, type EnrollmentStatus } from '../lib/enrollment-window'
import { parseCalendar } from '../test-support/ics.mjs'

/** Midnight Central, in UTC: daylight saving time on Sept. 1 and Aug. 1, standard time on March 1. */
const NIGHTS = [
  { night: 'Sept. 1, 2027 (enrollment opens)', midnight: Date.parse('2027-09-01T05:00:00Z') },
  { night: 'March 1, 2028, after a leap day (newborns only)', midnight: Date.parse('2028-03-01T06:00:00Z') },
  { night: 'Aug. 1, 2028 (closed)', midnight: Date.parse('2028-08-01T05:00:00Z') },
]
/** From the servers' start to midnight: room for three servers to start and answer every page on a loaded 2-core machine. */
const LEAD_MS = 90_000
/**
 * Visitors ask over and over from this long before midnight: nginx holds a copy 1 to 2 s, and sends
 * it 1 s more while it checks it, so it holds copies from the last seconds it may store one.
 */
const ASKING_BEFORE_MS = 8_000
/** ... until Node's clock reads this long after midnight. */
const ASKING_AFTER_MS = 4_000
/** The shortest pause between two rounds of visits, so three sites do not swamp two cores. */
const ROUND_MS = 150

type Via = 'Node' | 'nginx'
type Phase = 'before' | 'after' | 'neither'

/**
 * The pages that say where the year stands, and what each says of it, in its language (every
 * string must be in it); a calendar file lists the fund's next dates.
 */
type Page = { name: string; path: string; headers?: Record<string, string>; copy: Copy; words: (status: EnrollmentStatus) => string[]; calendar?: true }
const PAGES: Page[] = [
  { name: 'the home page', path: PAGE_PATHS.home.en, copy: en, words: (s) => [en.enrollment.message(s), en.plans.fundNow(s)] },
  { name: 'the Spanish home page', path: PAGE_PATHS.home.es, copy: es, words: (s) => [es.enrollment.message(s), es.plans.fundNow(s)] },
  // What client-side navigation gets: the payload of the same cache entry.
  { name: "the home page's RSC payload", path: '/?_rsc', headers: { rsc: '1' }, copy: en, words: (s) => [en.enrollment.message(s), en.plans.fundNow(s)] },
  { name: "the guide's fund page", path: PAGE_PATHS.guideFund.en, copy: en, words: (s) => [en.enrollment.message(s)] },
  { name: "the Spanish guide's fund page", path: PAGE_PATHS.guideFund.es, copy: es, words: (s) => [es.enrollment.message(s)] },
  { name: 'the calendar file', path: CALENDAR_PATHS.en, copy: en, words: () => [], calendar: true },
  { name: 'the Spanish calendar file', path: CALENDAR_PATHS.es, copy: es, words: () => [], calendar: true },
]

type Answer = {
  page: string
  via: Via
  /** This process's clock (performance.now) when the request was sent and when its answer was read. */
  sent: number
  received: number
  /** The Date header: Node's, also behind nginx, which sends the one its copy came with. */
  date: number
  cacheControl: string | null
  cacheStatus: string | null
  phase: Phase
}

/** A page's text as a visitor reads it, near enough: no tags or React's text separators, entities decoded. */
function visibleText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#x27': "'", '#39': "'" }
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|nbsp|#x27|#39);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
}

const ymd = ({ year, month, day }: CalendarDate) => `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`

/** Whether an answer shows the year as it stands just before midnight, just after, or neither. */
function phaseOf(page: Page, body: string, midnight: number): Phase {
  const shows = (instant: number) => {
    if (page.calendar) {
      const events = parseCalendar(body).events.map(({ start, summary }) => [start, summary])
      const expected = upcomingEnrollmentDates(new Date(instant)).map(({ kind, date }) => [ymd(date), page.copy.calendar.events[kind]])
      return JSON.stringify(events) === JSON.stringify(expected)
    }
    const text = page.headers ? body : visibleText(body)
    return page.words(enrollmentStatus(new Date(instant))).every((words) => text.includes(words))
  }
  const before = shows(midnight - 60_000)
  const after = shows(midnight + 60_000)
  return before && !after ? 'before' : after && !before ? 'after' : 'neither'
}

async function ask(page: Page, via: Via, base: string, midnight: number): Promise<Answer> {
  const sent = performance.now()
  const response = await fetch(`${base}${page.path}`, { headers: page.headers })
  const body = await response.text()
  return {
    page: page.name,
    via,
    sent,
    received: performance.now(),
    date: Date.parse(response.headers.get('date') ?? ''),
    cacheControl: response.headers.get('cache-control'),
    cacheStatus: response.headers.get('x-cache-status'),
    phase: response.status === 200 ? phaseOf(page, body, midnight) : 'neither',
  }
}

/** Everything the visitors of one night got, and when Node's clock was seen past midnight. */
type Night = { answers: Answer[]; lastBefore: number; midnightSeen: number }

/** The clock faketime starts a server at, in UTC (the servers run with TZ=UTC). */
const faketimeClock = (instant: number) => new Date(instant).toISOString().slice(0, 19).replace('T', ' ')

/** The `deploy` and `nginxInFront` fixtures (e2e/support.ts): what a night's servers are started with. */
type Starters = { deploy: (options?: SiteOptions) => Promise<PristineSite>; nginxInFront: (upstreamUrl: string) => Promise<{ url: string }> }

async function watch(midnight: number, { deploy, nginxInFront }: Starters): Promise<Night> {
  const site = await deploy({
    build: 'main',
    clock: faketimeClock(midnight - LEAD_MS),
    // Empty means the default: the pages' window is 300 s, as where the site is deployed.
    env: { TZ: 'UTC', CMS_REVALIDATE_SECONDS: '' },
  })
  const nginx = await nginxInFront(site.url)
  const bases: Record<Via, string> = { Node: site.url, nginx: nginx.url }

  // Node's clock is at least its Date header and less than a second past it: midnight is no
  // sooner than this on ours.
  const probeSent = performance.now()
  const probeDate = Date.parse((await fetch(`${site.url}/api/health`)).headers.get('date') ?? '')
  // (Node refreshes its Date header a moment after each second begins, so a second more to spare.)
  const lastBefore = probeSent + (midnight - probeDate - 2000)

  const answers: Answer[] = []
  // Every page, both ways, until it says where the year stands before midnight (the build's own
  // copies were made today, and a site that serves them stale refreshes them meanwhile).
  for (const via of ['Node', 'nginx'] as const) {
    for (const page of PAGES) {
      await expect(async () => {
        const answer = await ask(page, via, bases[via], midnight)
        answers.push(answer)
        expect(answer.phase).toBe('before')
      }).toPass({ timeout: 30_000 })
    }
  }
  if (performance.now() > lastBefore - ASKING_BEFORE_MS) {
    throw new Error(`the site answered every page only ${Math.round((performance.now() - lastBefore) / 1000)} s from midnight: LEAD_MS is too short for this machine`)
  }
  // A precondition, not a wait for an event: the visits before midnight start this long before it.
  await sleep(lastBefore - ASKING_BEFORE_MS - performance.now())

  let midnightSeen = Infinity
  const deadline = performance.now() + ASKING_BEFORE_MS + ASKING_AFTER_MS + 30_000
  for (let done = false; !done; ) {
    if (performance.now() > deadline) throw new Error("Node's clock never reached 00:00:04: its Date headers stopped short")
    const round = performance.now()
    const asked = await Promise.all(PAGES.flatMap((page) => (['Node', 'nginx'] as const).map((via) => ask(page, via, bases[via], midnight))))
    answers.push(...asked)
    for (const { date, received } of asked.filter(({ via }) => via === 'Node')) {
      if (date >= midnight) midnightSeen = Math.min(midnightSeen, received)
      if (date >= midnight + ASKING_AFTER_MS) done = true
    }
    await sleep(Math.max(0, round + ROUND_MS - performance.now()))
  }
  return { answers, lastBefore, midnightSeen }
}

/** One line per answer, for a failure's message: when it was sent, from midnight by this process's clock. */
const described = (answers: Answer[], night: Night) =>
  answers
    .map(({ page, via, sent, phase, cacheStatus, cacheControl }) => `${page} from ${via}, sent ${Math.round(sent - night.lastBefore)} ms after the last instant surely before midnight: ${phase}, X-Cache-Status ${cacheStatus}, Cache-Control ${cacheControl}`)
    .join('\n')

const VIAS = ['Node', 'nginx'] as const

/** Before midnight: every answer says the day's truth, and lets no cache keep it past midnight. */
function expectTheDayBefore({ answers, lastBefore }: Night, midnight: number) {
  const before = answers.filter(({ received }) => received < lastBefore)
  for (const page of PAGES) {
    for (const via of VIAS) {
      const these = before.filter((answer) => answer.page === page.name && answer.via === via)
      expect.soft(these.length, `${page.name} from ${via}: answers before midnight`).toBeGreaterThan(0)
      expect.soft(these.filter(({ phase }) => phase !== 'before'), `${page.name} from ${via}: answers not saying the day's truth`).toEqual([])
    }
    // nginx did hold copies, so the visits after midnight test what it holds.
    expect.soft(before.some((answer) => answer.page === page.name && answer.via === 'nginx' && answer.cacheStatus === 'HIT'), `${page.name}: an nginx HIT`).toBe(true)
  }
  // What a CDN in front of Node or of nginx sees: kept (s-maxage) and then sent while
  // revalidated (stale-while-revalidate) no later than midnight, counted from its Date.
  const pastMidnight = before.filter(({ date, cacheControl }) => {
    if (cacheControl === null || /no-store|private/.test(cacheControl)) return false
    const kept = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0)
    return !(date + (kept('s-maxage') + kept('stale-while-revalidate')) * 1000 <= midnight)
  })
  const shown = pastMidnight.map(({ page, via, cacheControl, date }) => `${page} from ${via}: ${cacheControl}, Date ${new Date(date).toISOString()}`)
  expect.soft(shown, 'answers a cache may keep past midnight').toEqual([])
}

/**
 * After midnight: sent once an answer from Node said its clock had passed it, or (from Node)
 * dated at or after it. Every page has one, and each says the new truth.
 */
function expectTheNewDay(night: Night, midnight: number, via: Via) {
  const after = night.answers.filter((answer) => answer.via === via && (answer.sent > night.midnightSeen || (via === 'Node' && answer.date >= midnight)))
  for (const page of PAGES) expect.soft(after.some((answer) => answer.page === page.name), `${page.name}: an answer after midnight`).toBe(true)
  const wrong = after.filter(({ phase }) => phase !== 'after')
  expect.soft(wrong, described(wrong, night)).toEqual([])
}

/** What the visitors of a night got, for the log: the evidence the checks stand on. */
function summary(night: string, { answers, lastBefore, midnightSeen }: Night): string {
  const before = answers.filter(({ received }) => received < lastBefore)
  const after = answers.filter(({ sent }) => sent > midnightSeen)
  const count = (list: Answer[], via: Via, status?: string) => list.filter((answer) => answer.via === via && (status === undefined || answer.cacheStatus === status)).length
  return (
    `[season-boundaries] ${night}: before midnight ${count(before, 'Node')} answers from Node, ${count(before, 'nginx')} behind nginx (${count(before, 'nginx', 'HIT')} from its cache); ` +
    `after it ${count(after, 'Node')} from Node, ${count(after, 'nginx')} behind nginx (${count(after, 'nginx', 'HIT')} from its cache), the first sent ${Math.round(Math.min(...after.map(({ sent }) => sent)) - midnightSeen)} ms after Node's clock was seen past midnight`
  )
}

// One test, the three nights side by side: a failed check must not start the servers again (a
// Playwright worker that fails a test is replaced, and reruns a file's beforeAll).
test("on each night the enrollment year changes, every page says the day's truth until midnight and the new one from the first answer after it, straight from Node and behind nginx, and no cache may keep it past midnight", async ({ deploy, nginxInFront }) => {
  test.setTimeout(LEAD_MS + 150_000)
  const watched = await Promise.all(NIGHTS.map(({ midnight }) => watch(midnight, { deploy, nginxInFront })))
  for (const [index, { night, midnight }] of NIGHTS.entries()) {
    const seen = watched[index]!
    console.log(summary(night, seen))
    await test.step(`${night}: before midnight, the day's truth, kept by no cache past midnight`, () => expectTheDayBefore(seen, midnight))
    for (const via of VIAS) {
      await test.step(`${night}: from the first answer after midnight on, the new truth, ${via === 'Node' ? 'straight from Node' : 'behind nginx'}`, () => expectTheNewDay(seen, midnight, via))
    }
  }
})
