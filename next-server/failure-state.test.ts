/** @jest-environment node */
import { FAILURE_MARKER, labelByBody, NEVER_STORE, NOT_FOUND_MARKER } from './failure-state.mjs'

const CONTENT = '<main><p>Plans that help Texas families save for college</p></main>'
const FAILURE = `<main><div ${FAILURE_MARKER} role="alert"><p>The content has failed to load.</p></div></main>`

describe('labelByBody', () => {
  it('makes the page-not-found page answer 404, kept by no one, like Next’s own 404', () => {
    const page: { kind: string; headers: Record<string, string>; status?: number } = { kind: 'APP_PAGE', headers: {}, status: 200 }
    labelByBody(page, `<main><h1 ${NOT_FOUND_MARKER}>Página no encontrada</h1></main>`)
    expect(page.status).toBe(404)
    expect(page.headers).toEqual({ 'cache-control': NEVER_STORE })
  })

  it('leaves the status of any other page alone', () => {
    const page = { kind: 'APP_PAGE', headers: {}, status: 200 }
    labelByBody(page, CONTENT)
    expect(page.status).toBe(200)
  })

  it('labels the failure state no-store, keeping the entry\'s other headers', () => {
    const page = { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'cms-article-49' } }
    labelByBody(page, FAILURE)
    expect(page.headers).toEqual({ 'x-next-cache-tags': 'cms-article-49', 'cache-control': NEVER_STORE })
  })

  it('leaves content to the lifetime Next gives it, dropping a label its HTML no longer calls for', () => {
    const page = { kind: 'APP_PAGE', headers: { 'cache-control': NEVER_STORE, 'x-next-cache-tags': 'cms-article-49' } }
    labelByBody(page, CONTENT)
    expect(page.headers).toEqual({ 'x-next-cache-tags': 'cms-article-49' })
  })

  it('labels an entry that had no headers yet', () => {
    const page: { headers?: Record<string, unknown> } = {}
    labelByBody(page, FAILURE)
    expect(page.headers).toEqual({ 'cache-control': NEVER_STORE })
  })
})
