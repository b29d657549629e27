// For integration/test-nginx-cache.sh: an editor's publish, then a removal, through the
// revalidation webhook, must reach visitors behind deploy/nginx.conf within 3 s of the webhook's
// answer (a copy lives 1 to 2 s, then Node answers: 2 s itself would be the bound with no margin), as a page (HTML) and as its RSC payload (client-side navigation).
//
//   node integration/nginx-publish-check.mjs <nginx url> <node url> <stub control url> <secret>
//
// Before each action, a visitor keeps asking nginx for the page, so nginx holds a fresh copy of
// the old content when the webhook answers (the case where a cache would keep it longest). After
// the answer, each kind of visit is repeated until it shows the new content; the visit that first
// shows it must have been sent at most 3 s after the answer, and every later visit shows it too.
// Prints one line per check, `ok` or `FAIL`, and exits 1 if any failed.
import { webhook as callWebhook } from '../test-support/webhook.mjs'

const [site, node, control, secret] = process.argv.slice(2)
const HOME_ARTICLE_ID = 49
const DEADLINE_MS = 3000
const REMOVED = 'There is no further plan information on this page right now.'

const kinds = [
  { name: 'the home page', path: '/', headers: {} },
  { name: "the home page's RSC payload", path: '/?_rsc', headers: { rsc: '1' } },
]

async function visit({ path, headers }) {
  const sent = performance.now()
  const response = await fetch(`${site}${path}`, { headers })
  return { sent, status: response.status, text: await response.text() }
}

async function stub(path, body) {
  const response = await fetch(`${control}${path}`, { method: 'POST', body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`stub CMS control ${path} answered ${response.status}`)
}

/** Calls the webhook on Node and resolves at its answer, with what it said for the home article. */
async function webhook() {
  const { answeredAt, body } = await callWebhook(node, secret, [HOME_ARTICLE_ID])
  return { answered: answeredAt, result: body.results?.[0]?.result, cdnMayHoldSeconds: body.cdnMayHoldSeconds }
}

/**
 * Visits of one kind, one after the other, until one shows `text` (or the deadline is long past),
 * then five more. Says what went wrong, if anything, or how soon the text was first shown.
 */
async function watch(kind, text, answered) {
  const visits = []
  while (performance.now() < answered + 5 * DEADLINE_MS) {
    const seen = await visit(kind)
    visits.push(seen)
    if (seen.text.includes(text)) break
  }
  for (let more = 0; more < 5; more += 1) visits.push(await visit(kind))
  const first = visits.findIndex((seen) => seen.text.includes(text))
  if (first === -1) return { problem: `never showed it in ${visits.length} visits over ${5 * DEADLINE_MS} ms` }
  const late = Math.round(visits[first].sent - answered)
  if (late > DEADLINE_MS) return { problem: `first showed it in a visit sent ${late} ms after the webhook's answer` }
  const older = visits.slice(first).filter((seen) => !seen.text.includes(text))
  if (older.length > 0) return { problem: `showed the old content again in ${older.length} later visits` }
  const statuses = new Set(visits.map((seen) => seen.status))
  if (statuses.size !== 1 || !statuses.has(200)) return { problem: `answered ${[...statuses].join(', ')}` }
  return { shown: `first shown by a visit sent ${late} ms after the answer` }
}

/** Keeps a visitor on the page until nginx holds a copy with `text`, for each kind. */
async function warm(text) {
  for (const kind of kinds) {
    const deadline = performance.now() + 20_000
    while (!(await visit(kind)).text.includes(text)) {
      if (performance.now() > deadline) throw new Error(`${kind.name} never showed "${text}" before the action`)
    }
  }
}

let failed = 0
function report(description, { problem, shown } = {}) {
  if (problem) failed += 1
  console.log(`       ${problem ? 'FAIL' : 'ok  '} ${description}${shown ? ` (${shown})` : ''}`)
  if (problem) console.log(`            ${problem}`)
}
const problem = (text) => ({ problem: text })

/** Publishes the stub CMS's own article, as a build left over from an earlier run may show another state. */
async function restore() {
  await stub('/reset', {})
  const { result } = await webhook()
  if (result !== 'refreshed') throw new Error(`restoring the article: the webhook answered ${result}`)
  await warm('Stub CMS home article')
}

const edition = `Edition published at ${new Date().toISOString()}`
await restore()
await stub(`/articles/${HOME_ARTICLE_ID}`, { contents: `<h2>${edition}</h2><p>New plan details.</p>` })
const published = await webhook()
report(
  'the webhook answers that the article was refreshed, and how long a CDN in front may hold the page',
  published.result !== 'refreshed'
    ? problem(`it answered ${published.result}`)
    : typeof published.cdnMayHoldSeconds === 'number'
      ? { shown: `cdnMayHoldSeconds: ${published.cdnMayHoldSeconds}` }
      : problem('it says nothing of cdnMayHoldSeconds'),
)
for (const kind of kinds) {
  report(`a publish reaches ${kind.name} behind nginx within 3 s of the webhook's answer`, await watch(kind, edition, published.answered))
}

await warm(edition)
await stub('/fault', { mode: 'not-found', ids: [HOME_ARTICLE_ID] })
const removed = await webhook()
report('the webhook answers that the article was removed', removed.result === 'removed' ? {} : problem(`it answered ${removed.result}`))
for (const kind of kinds) {
  report(`a removal reaches ${kind.name} behind nginx within 3 s of the webhook's answer`, await watch(kind, REMOVED, removed.answered))
}

await restore()
process.exit(failed === 0 ? 0 : 1)
