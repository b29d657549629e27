/** @jest-environment node */
import { FAILURE_STATE_NO_STORE, FAILURE_STATE_TAG, labelByTags, NEVER_STORE, NOT_FOUND_TAG } from './failure-state.mjs'
import { CACHE_TAGS_HEADER } from './next-internals.mjs'

/** The tags Next and lib/cms give the home page's render (as in a build's index.meta). */
const HOME_TAGS = '_N_T_/layout,_N_T_/(en)/layout,_N_T_/(en)/page,_N_T_/,_N_T_/index,cms-article-49,cms-article-19,cms-article-49-data,cms-article-19-data'
const NOT_FOUND_TAGS = `_N_T_/layout,_N_T_/(es)/layout,_N_T_/(es)/es/[page]/page,_N_T_/es/no-existe,${NOT_FOUND_TAG}`

type PageValue = { headers?: Record<string, unknown>; status?: number }
const page = (tags: string, headers: Record<string, unknown> = {}): PageValue => ({ headers: { [CACHE_TAGS_HEADER]: tags, ...headers }, status: 200 })

describe('labelByTags', () => {
  it('makes a page-not-found page answer 404, kept by no one, like Next’s own 404, and says not to store it', () => {
    const notFound = page(NOT_FOUND_TAGS)
    expect(labelByTags(notFound)).toBe(false)
    expect(notFound.status).toBe(404)
    expect(notFound.headers?.['cache-control']).toBe(NEVER_STORE)
  })

  it('labels the failure state no-store by the tag its render registered, keeping the entry\'s other headers', () => {
    const failure = page(`${HOME_TAGS},${FAILURE_STATE_TAG}`)
    expect(labelByTags(failure)).toBe(true)
    expect(failure).toEqual({ headers: { [CACHE_TAGS_HEADER]: `${HOME_TAGS},${FAILURE_STATE_TAG}`, 'cache-control': FAILURE_STATE_NO_STORE }, status: 200 })
  })

  it('leaves content to the lifetime and status Next gives it, dropping a label its tags no longer call for', () => {
    const content = page(HOME_TAGS, { 'cache-control': FAILURE_STATE_NO_STORE })
    labelByTags(content)
    expect(content).toEqual({ headers: { [CACHE_TAGS_HEADER]: HOME_TAGS }, status: 200 })
  })

  it('labels nothing in an entry that has no tags', () => {
    const bare: PageValue = {}
    labelByTags(bare)
    expect(bare).toEqual({ headers: {} })
  })
})
