/** @jest-environment node */
import type * as Notice from './site-url-notice.mjs'

/** A fresh copy of the module, as a new process loads it. */
function freshNotice(): typeof Notice {
  let loaded: typeof Notice | undefined
  jest.isolateModules(() => {
    loaded = jest.requireActual('./site-url-notice.mjs')
  })
  return loaded!
}

let warn: jest.SpyInstance
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

const lines = () => warn.mock.calls.map(([line]) => JSON.parse(String(line)))

it('says once, as one JSON line, that SITE_URL is unset and what the site leaves out', () => {
  const { warnIfSiteUrlUnset } = freshNotice()
  warnIfSiteUrlUnset(undefined)
  warnIfSiteUrlUnset(undefined) // Next loads its configuration twice in one build
  expect(lines()).toEqual([
    expect.objectContaining({ level: 'warn', event: 'site_url_unset', meaning: expect.stringContaining('no canonical links') }),
  ])
  expect(lines()[0].meaning).toContain('Set SITE_URL')
})

it('says nothing when SITE_URL is set', () => {
  freshNotice().warnIfSiteUrlUnset('https://www.example.gov')
  expect(warn).not.toHaveBeenCalled()
})
