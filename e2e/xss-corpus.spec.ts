// Every payload of the two public XSS corpora (e2e/fixtures/xss, 490 of them) goes through the stub
// CMS into the real home page in Chromium, in batches. Nothing may run (alert, confirm, prompt and
// print are hooked and counted, dialogs and page errors counted, the page must stay put), and
// nothing live may survive in the DOM the browser built from the sanitized HTML.
import type { Page } from '@playwright/test'
import { findLiveMarkup, SANITIZED_ELEMENTS, type LiveMarkupFinding, type LiveMarkupPolicy } from '../test-support/live-markup'
import { loadXssCorpus, type XssPayload } from '../test-support/xss-corpus'
import { expect, HOME_ARTICLE_ID, test, type Site, type StubCms } from './support'

const BATCH_SIZE = 35

const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:']

// Events a payload's handler could be waiting for; dispatched on every element of the article.
const TRIGGER_EVENTS = [
  'mouseover', 'mouseenter', 'mousemove', 'mousedown', 'mouseup', 'pointerover', 'pointerdown',
  'focus', 'focusin', 'blur', 'keydown', 'input', 'change', 'load', 'error', 'animationstart',
  'transitionend', 'toggle', 'scroll', 'wheel', 'dblclick', 'contextmenu', 'copy', 'drag',
]

const startMarker = (id: string) => `[xss-start ${id}]`
const batchMarker = (batch: number) => `[xss-batch ${batch}]`

type Observed = { calls: string[]; dialogs: string[]; pageErrors: string[] }

/** Hooks every way a payload could make itself seen, before any page script runs. */
async function watchForExecution(page: Page): Promise<Observed> {
  const observed: Observed = { calls: [], dialogs: [], pageErrors: [] }
  // Survives navigations, so a call made as a page unloads is still counted.
  await page.exposeFunction('reportXssCall', (call: string) => observed.calls.push(call))
  await page.addInitScript(() => {
    const report = (call: string) => (window as unknown as { reportXssCall: (call: string) => void }).reportXssCall(call)
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      const original = window[name] as (...args: unknown[]) => unknown
      window[name] = ((...args: unknown[]) => {
        report(`${name}(${args.map(String).join(', ')})`)
        // print opens no dialog Playwright could see; the others go on to open one, counted too.
        return name === 'print' ? undefined : original.apply(window, args)
      }) as never
    }
  })
  page.on('dialog', (dialog) => {
    observed.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('pageerror', (error) => observed.pageErrors.push(error.message))
  return observed
}

/** Shows this HTML as the home article and loads the home page once it carries it. */
async function showAsHomeArticle(page: Page, { stubCms, mainSite }: { stubCms: StubCms; mainSite: Site }, html: string, marker: string): Promise<void> {
  await stubCms.setArticle(HOME_ARTICLE_ID, html)
  await mainSite.revalidateNow([HOME_ARTICLE_ID])
  await expect(async () => {
    await page.goto('/')
    await expect(page.getByText(marker, { exact: true })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

test.describe('the public XSS corpora through the real page', () => {
  test('no payload runs, and nothing live survives in the DOM', async ({ page, stubCms, mainSite }) => {
    test.setTimeout(180_000)
    const corpus = loadXssCorpus()
    expect(corpus).toHaveLength(490)
    const observed = await watchForExecution(page)
    const findings: (LiveMarkupFinding & { batch: number })[] = []
    const exercised = new Set<string>()
    let queue: XssPayload[] = corpus
    let batchNumber = 0

    // A payload that leaves the parser inside a comment or a dropped element takes the payloads
    // after it down with it; those go round again in a later batch, so each one is seen.
    while (queue.length > 0) {
      batchNumber += 1
      expect(batchNumber, 'batches needed to exercise every payload').toBeLessThan(60)
      const batch = queue.slice(0, BATCH_SIZE)
      queue = queue.slice(BATCH_SIZE)
      const html =
        `<p>${batchMarker(batchNumber)}</p>\n` +
        batch.map(({ id, payload }) => `<p>${startMarker(id)}</p>\n${payload}\n`).join('')
      await showAsHomeArticle(page, { stubCms, mainSite }, html, batchMarker(batchNumber))

      const articles = page.locator('main .article')
      await articles.evaluateAll((roots, events) => {
        for (const root of roots) {
          for (const element of Array.from(root.querySelectorAll('*'))) {
            for (const type of events) element.dispatchEvent(new Event(type, { bubbles: true }))
          }
        }
      }, TRIGGER_EVENTS)

      const baseUrl = page.url()
      const articlePolicy: LiveMarkupPolicy = {
        baseUrl,
        allowedElements: SANITIZED_ELEMENTS,
        allowedSchemes: LINK_SCHEMES,
        allowedImageSchemes: ['https:'],
      }
      const inArticles = await articles.evaluateAll(findLiveMarkup, articlePolicy)
      // Outside the article the site's own markup (scripts, ids) is expected; but nowhere on
      // the page may there be an event handler attribute or a URL with a forbidden scheme.
      const inPage = (
        await page.locator('html').evaluateAll(findLiveMarkup, { ...articlePolicy, allowedElements: [] })
      ).filter(({ problem }) => problem === 'event handler attribute' || problem.startsWith('URL scheme'))
      findings.push(...[...inArticles, ...inPage].map((finding) => ({ ...finding, batch: batchNumber })))

      const text = (await articles.allTextContents()).join('\n')
      const missing = batch.filter(({ id }) => !text.includes(startMarker(id)))
      expect(missing[0]?.id, 'the first payload of a batch always reaches the page').not.toBe(batch[0]?.id)
      for (const { id } of batch) if (!missing.some((payload) => payload.id === id)) exercised.add(id)
      queue = [...missing, ...queue]

      // A payload that redirected or reloaded the page would take the batch's content with it.
      await expect(page).toHaveURL(baseUrl)
      await expect(page.getByText(batchMarker(batchNumber), { exact: true })).toBeVisible()
    }

    test.info().annotations.push({
      type: 'corpus',
      description: `${corpus.length} payloads in ${batchNumber} batches (${batchNumber - Math.ceil(corpus.length / BATCH_SIZE)} extra for payloads that swallowed their neighbours)`,
    })
    expect(exercised.size).toBe(corpus.length)
    expect(findings).toEqual([])
    expect(observed.calls).toEqual([])
    expect(observed.dialogs).toEqual([])
    expect(observed.pageErrors).toEqual([])
  })
})
