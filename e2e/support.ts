// Helpers shared by the browser tests: the servers e2e/run.mjs started and the stub CMS switches.
import { expect } from '@playwright/test'
import { CANARIES } from './fixtures/canaries.mjs'
import mainDirectory from './fixtures/contact-directory.json'
import type { Copy } from '../lib/copy'
import { en } from '../lib/copy/en'
import { es } from '../lib/copy/es'
import { parseContactDirectory } from '../next-server/contact-directory.mjs'

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`npm run test:e2e\``)
  return value
}

export const MAIN_URL = required('E2E_MAIN_URL')
/** The contact directory the main build was made with (CONTACT_DIRECTORY_FILE); the degraded one shows the sample. */
export const MAIN_DIRECTORY = parseContactDirectory(mainDirectory)
/** The public address the main build was made for (SITE_URL); the degraded build has none. */
export const MAIN_SITE_URL = required('E2E_MAIN_SITE_URL')
export const DEGRADED_URL = required('E2E_DEGRADED_URL')
export const MAIN_LOG = required('E2E_MAIN_LOG')
export const MAIN_DIST = required('E2E_MAIN_DIST')
export const MAIN_PID = Number(required('E2E_MAIN_PID'))
export const DEGRADED_LOG = required('E2E_DEGRADED_LOG')
export const DEGRADED_DIST = required('E2E_DEGRADED_DIST')
/** The main build made again while the CMS was down, in a folder that kept its .next/cache. */
export const REBUILT_DIST = required('E2E_REBUILT_DIST')
const CONTROL_URL = required('E2E_STUB_CONTROL_URL')

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

export type FaultMode =
  | 'ok' | 'slow' | 'error' | 'not-found' | 'hang' | 'bad-json' | 'wrong-shape' | 'not-json' | 'huge' | 'down'

async function control(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(CONTROL_URL + path, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.ok, `stub CMS control ${path}`).toBe(true)
  return response.json()
}

export const stubCms = {
  reset: () => control('/reset', {}),
  setArticle: (id: number, contents: string) => control(`/articles/${id}`, { contents }),
  setFault: (mode: FaultMode, ids?: number[]) => control('/fault', { mode, ids }),
  counts: async () => (await control('/counts')) as Record<string, number>,
}

/** The scripts a page loads, in bytes as served. */
export async function scriptBytes(path: string): Promise<number> {
  const html = await (await fetch(`${MAIN_URL}${path}`)).text()
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(([, src]) => src!))]
  const sizes = await Promise.all(sources.map(async (src) => (await (await fetch(new URL(src, MAIN_URL))).arrayBuffer()).byteLength))
  return sizes.reduce((sum, size) => sum + size, 0)
}

/** Asks the site to drop its cached copies of these articles now (the CMS editors' webhook). */
export async function revalidateNow(ids: number[], baseUrl = MAIN_URL): Promise<void> {
  const response = await fetch(`${baseUrl}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${CANARIES.revalidateSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  })
  expect(response.status, 'revalidation webhook').toBe(200)
}

export const HOME_ARTICLE_ID = 49
// The Texas Tuition Promise Fund's figures, a section of its page (test-support/stub-cms-articles.json).
export const FUND_FIGURES_ARTICLE_ID = 203
// The Spanish ones, which the main build names (e2e/run.mjs, test-support/stub-cms-articles.mjs).
export const SPANISH_HOME_ARTICLE_ID = 1049
// The colleges' page's: the Spanish one is named by the build but not in the stub CMS (not published yet).
export const COLLEGES_ARTICLE_ID = 302
export const SPANISH_COLLEGES_ARTICLE_ID = 1302
