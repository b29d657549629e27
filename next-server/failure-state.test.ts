/** @jest-environment node */
import { FAILURE_MARKER, labelByBody, NEVER_STORE } from './failure-state.mjs'

const CONTENT = '<main><p>Plans that help Texas families save for college</p></main>'
const FAILURE = `<main><div ${FAILURE_MARKER} role="alert"><p>The content has failed to load.</p></div></main>`

describe('labelByBody', () => {
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
