/** @jest-environment node */
import { sha256Source } from '../security-headers.mjs'
import { frameworkInlineScriptHashes, isFrameworkInlineScript } from './inline-scripts.mjs'

const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_CHUNK = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[27201,[],\\"IconMark\\"]\\n"])'
const TURBOPACK_BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0uk63h0tuavo5.js"],"runtimeModuleIds":[94553]});'

/** A page shaped like the HTML Next writes: external chunks, JSON-LD, bootstrap, flight data. */
function page(body = '<main><h1>Plans</h1></main>'): string {
  return [
    '<!DOCTYPE html><html lang="en"><head>',
    '<script src="/_next/static/chunks/2eoxeemjtegat.js" async=""></script>',
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    `<script id="_R_">${TURBOPACK_BOOTSTRAP}</script>`,
    `</head><body>${body}`,
    `<script>${FLIGHT_START}</script><script>${FLIGHT_CHUNK}</script>`,
    '</body></html>',
  ].join('')
}

describe('frameworkInlineScriptHashes', () => {
  it("lists the hash of each of Next's inline scripts, and nothing for external scripts or data blocks", () => {
    expect(frameworkInlineScriptHashes(page())).toEqual([
      sha256Source(TURBOPACK_BOOTSTRAP),
      sha256Source(FLIGHT_START),
      sha256Source(FLIGHT_CHUNK),
    ])
  })

  it('approves no script of another shape, wherever it got into the page', () => {
    const injected = page('<main><script>alert(document.domain)</script><p>x</p></main>')
    expect(frameworkInlineScriptHashes(injected)).toEqual(frameworkInlineScriptHashes(page()))
  })

  it('approves no look-alike that carries code of its own', () => {
    for (const lookAlike of [
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]),alert(1)',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push(alert(1))',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});alert(1);',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
      `${FLIGHT_START};alert(1)`,
    ]) {
      expect(isFrameworkInlineScript(lookAlike)).toBe(false)
      expect(frameworkInlineScriptHashes(page(`<script>${lookAlike}</script>`))).not.toContain(sha256Source(lookAlike))
    }
  })

  it('hashes a script once however often it occurs, and the exact characters the browser hashes', () => {
    const twice = page(`<p>a</p></main><script>${FLIGHT_CHUNK}</script><main>`)
    expect(frameworkInlineScriptHashes(twice).filter((hash) => hash === sha256Source(FLIGHT_CHUNK))).toHaveLength(1)
    const nonAscii = 'self.__next_f.push([1,"Plans – Texas ¿"])'
    expect(frameworkInlineScriptHashes(`<script>${nonAscii}</script>`)).toEqual([sha256Source(nonAscii)])
  })

  it('lists nothing for a page without inline scripts, or for text that is not HTML', () => {
    expect(frameworkInlineScriptHashes('<p>No scripts</p>')).toEqual([])
    expect(frameworkInlineScriptHashes('')).toEqual([])
    expect(frameworkInlineScriptHashes('<script>self.__next_f.push([1,"unterminated')).toEqual([])
  })
})
