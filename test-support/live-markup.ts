/** Something in sanitized markup that could run, load, submit, restyle or clobber. */
export type LiveMarkupFinding = { element: string; attribute?: string; value?: string; problem: string }

/**
 * The security issue's allowlist, written out independently of lib/sanitize.ts so the tests
 * check the sanitizer rather than repeat it. No h1: CMS h1s leave as h2 (the page owns the h1).
 */
export const SANITIZED_ELEMENTS = [
  'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'strong', 'em', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'mark',
  'span', 'div', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'figure', 'figcaption', 'a', 'img',
] as const

export type LiveMarkupPolicy = {
  /** Resolves relative URLs, as the page they sit on would (`location.href` in a browser). */
  baseUrl: string
  /** Every element the sanitizer may keep, lower-case. */
  allowedElements: readonly string[]
  /** URL schemes with their colon, e.g. 'https:'. */
  allowedSchemes: readonly string[]
  /** Stricter schemes for images' src and srcset; images from baseUrl's own origin are fine too. */
  allowedImageSchemes: readonly string[]
}

/**
 * Audits the elements under each root for anything live. Used by the sanitizer's unit tests
 * (jsdom) and, through page.evaluate, by the XSS corpus browser test (Chromium), so it must stay
 * self-contained: no imports, no module-level values, no helpers outside its own body.
 * URLs are parsed with the URL parser (as the browser will), never pattern-matched.
 */
export function findLiveMarkup(roots: readonly Element[], policy: LiveMarkupPolicy): LiveMarkupFinding[] {
  // Attributes a browser treats as a URL to fetch, navigate to or submit to.
  const urlAttributes = new Set([
    'href', 'src', 'action', 'formaction', 'xlink:href', 'cite', 'poster', 'data', 'background',
    'codebase', 'classid', 'archive', 'longdesc', 'lowsrc', 'dynsrc', 'manifest', 'ping', 'profile',
    'usemap', 'icon', 'itemtype', 'srcdoc',
  ])
  const srcsetAttributes = new Set(['srcset', 'imagesrcset'])
  // Kept out as well, though inert by themselves: style restyles the page, id and name clobber the DOM.
  const forbiddenAttributes = new Set(['style', 'id', 'name', 'srcdoc', 'is'])
  const xhtml = 'http://www.w3.org/1999/xhtml'
  const findings: LiveMarkupFinding[] = []

  // The URL candidates of a srcset: each runs to whitespace; descriptors follow, up to a comma.
  const srcsetUrls = (value: string): string[] => {
    const urls: string[] = []
    let position = 0
    const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r'
    while (position < value.length) {
      while (position < value.length && (isSpace(value[position]) || value[position] === ',')) position++
      if (position >= value.length) break
      const start = position
      while (position < value.length && !isSpace(value[position])) position++
      let url = value.slice(start, position)
      if (url.endsWith(',')) {
        while (url.endsWith(',')) url = url.slice(0, -1)
      } else {
        let depth = 0
        while (position < value.length && (depth > 0 || value[position] !== ',')) {
          if (value[position] === '(') depth++
          if (value[position] === ')') depth = Math.max(0, depth - 1)
          position++
        }
      }
      if (url !== '') urls.push(url)
    }
    return urls
  }

  const ownOrigin = new URL(policy.baseUrl).origin
  const checkUrl = (element: Element, attribute: string, value: string, isImage: boolean) => {
    let url: URL
    try {
      url = new URL(value, policy.baseUrl)
    } catch {
      // Nothing to follow: a browser ignores a URL it cannot parse.
      return
    }
    const scheme = url.protocol
    const allowed = isImage
      ? policy.allowedImageSchemes.includes(scheme) || url.origin === ownOrigin
      : policy.allowedSchemes.includes(scheme)
    if (!allowed) {
      findings.push({ element: element.localName, attribute, value, problem: `URL scheme ${scheme}` })
    }
  }

  for (const root of roots) {
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const name = element.localName
      if (element.namespaceURI !== xhtml) {
        findings.push({ element: name, problem: `element in the ${element.namespaceURI} namespace` })
      }
      if (!policy.allowedElements.includes(name)) findings.push({ element: name, problem: 'element not allowed' })
      const isImage = name === 'img'
      for (const { name: attribute, value } of Array.from(element.attributes)) {
        const lower = attribute.toLowerCase()
        if (lower.startsWith('on')) {
          findings.push({ element: name, attribute, value, problem: 'event handler attribute' })
        } else if (forbiddenAttributes.has(lower)) {
          findings.push({ element: name, attribute, value, problem: 'attribute not allowed' })
        } else if (srcsetAttributes.has(lower)) {
          for (const url of srcsetUrls(value)) {
            checkUrl(element, attribute, url, isImage)
          }
        } else if (urlAttributes.has(lower) || lower.endsWith(':href')) {
          checkUrl(element, attribute, value, isImage && lower === 'src')
        }
      }
    }
  }
  return findings
}
