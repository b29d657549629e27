import { findLiveMarkup, SANITIZED_ELEMENTS, type LiveMarkupPolicy } from '@/test-support/live-markup'
import { loadXssCorpus } from '@/test-support/xss-corpus'
import { hasVisibleText, sanitizeArticleHtml } from './sanitize'

const SITE = 'https://site.example/plans/'
const POLICY: LiveMarkupPolicy = {
  baseUrl: SITE,
  // h1 is allowed in but always leaves as h2 (the page owns the only h1).
  allowedElements: SANITIZED_ELEMENTS,
  allowedSchemes: ['http:', 'https:', 'mailto:', 'tel:'],
  allowedImageSchemes: ['https:'],
}

/** Where these tests' articles may take images from besides the site (CMS_IMAGE_ORIGINS). */
const IMAGES = { origins: ['https://cms.example'] }

/** The sanitized HTML, parsed the way a browser parses innerHTML. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = sanitizeArticleHtml(html, IMAGES)
  return container
}

describe('sanitizeArticleHtml keeps what an informational page needs', () => {
  it('keeps every allowed element with its text', () => {
    const html = `<h2>h2</h2><h3>h3</h3><h4>h4</h4><h5>h5</h5><h6>h6</h6>
<p>para<br>line</p><hr><blockquote>quote</blockquote><pre><code>code</code></pre>
<ul><li>ul item</li></ul><ol start="3"><li>ol item</li></ol><dl><dt>term</dt><dd>definition</dd></dl>
<p><strong>strong</strong><em>em</em><b>b</b><i>i</i><u>u</u><s>s</s><small>small</small><sub>sub</sub>
<sup>sup</sup><abbr title="Texas Guaranteed Tuition Plan">TGTP</abbr><cite>cite</cite><q>q</q><mark>mark</mark></p>
<div><span>span</span></div>
<table><caption>caption</caption><thead><tr><th scope="col" colspan="2" rowspan="1">th</th></tr></thead>
<tbody><tr><td colspan="1" rowspan="2">td</td></tr></tbody><tfoot><tr><td>foot</td></tr></tfoot></table>
<figure><img src="https://cms.example/a.png" alt="alt text"><figcaption>figcaption</figcaption></figure>
<a href="https://example.com/">link</a>`
    const dom = parse(html)
    for (const tag of SANITIZED_ELEMENTS) expect(dom.querySelector(tag)).not.toBeNull()
    expect(dom.textContent).toContain('definition')
    expect(findLiveMarkup([dom], POLICY)).toEqual([])
  })

  it('keeps table header scope and spans, list starts and abbreviation titles', () => {
    const dom = parse(
      '<table><tr><th scope="row" colspan="2" rowspan="3">h</th><td colspan="4" rowspan="5">d</td></tr></table>' +
        '<ol start="7"><li>x</li></ol><abbr title="Comptroller">CPA</abbr>',
    )
    const th = dom.querySelector('th')!
    expect([th.getAttribute('scope'), th.getAttribute('colspan'), th.getAttribute('rowspan')]).toEqual(['row', '2', '3'])
    const td = dom.querySelector('td')!
    expect([td.getAttribute('colspan'), td.getAttribute('rowspan')]).toEqual(['4', '5'])
    expect(dom.querySelector('ol')).toHaveAttribute('start', '7')
    expect(dom.querySelector('abbr')).toHaveAttribute('title', 'Comptroller')
  })

  it.each([
    'http://example.com/page',
    'https://example.com/page?q=1#top',
    'mailto:help@example.gov',
    'tel:+18004454723',
    '/contact',
    'contact',
    '../plans/',
    '#section',
    '?page=2',
  ])('keeps the link %s', (href) => {
    expect(parse(`<a href="${href}" title="More">x</a>`).querySelector('a')).toHaveAttribute('href', href)
  })

  it('gives target="_blank" links rel="noopener noreferrer" and drops any other target or rel', () => {
    const dom = parse(
      '<a href="/a" target="_blank">new tab</a><a href="/b" target="_self" rel="opener">same tab</a>' +
        '<a href="/c" target="_blank" rel="opener">new tab with rel</a><a href="/d" target="evil">named</a>',
    )
    const [blank, self, blankWithRel, named] = Array.from(dom.querySelectorAll('a'))
    expect(blank).toHaveAttribute('target', '_blank')
    expect(blank).toHaveAttribute('rel', 'noopener noreferrer')
    expect(self).not.toHaveAttribute('target')
    expect(self).not.toHaveAttribute('rel')
    expect(blankWithRel).toHaveAttribute('rel', 'noopener noreferrer')
    expect(named).not.toHaveAttribute('target')
  })

  it('drops a loading hint other than lazy or eager', () => {
    expect(sanitizeArticleHtml('<img src="/a.png" alt="a" loading="auto">')).toBe('<img src="/a.png" alt="a" />')
  })

  it('keeps https and relative images with their size, text alternative and loading hint', () => {
    const dom = parse(
      '<img src="https://cms.example/a.png" srcset="https://cms.example/a-2x.png 2x, /b.png 3x" alt="A" width="640" height="480" loading="lazy">' +
        '<img src="/media/b.png" alt="B" loading="eager">',
    )
    const [remote, local] = Array.from(dom.querySelectorAll('img'))
    expect(remote).toHaveAttribute('src', 'https://cms.example/a.png')
    expect(remote).toHaveAttribute('srcset', 'https://cms.example/a-2x.png 2x, /b.png 3x')
    expect(remote).toHaveAttribute('alt', 'A')
    expect(remote).toHaveAttribute('width', '640')
    expect(remote).toHaveAttribute('height', '480')
    expect(remote).toHaveAttribute('loading', 'lazy')
    expect(local).toHaveAttribute('src', '/media/b.png')
    expect(local).toHaveAttribute('loading', 'eager')
  })
})

describe('sanitizeArticleHtml strips everything that can run, load, submit, restyle or clobber', () => {
  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash protocol-relative', '\\\\evil.example/x'],
    ['slash-backslash protocol-relative', '/\\evil.example/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
    ['javascript: after spaces', '   javascript:alert(1)'],
    ['javascript: split by a tab entity', 'java&#x09;script:alert(1)'],
    ['javascript: split by a newline', 'java\nscript:alert(1)'],
    ['javascript: with an encoded colon', 'javascript&#58;alert(1)'],
    ['javascript: with a named-entity colon', 'javascript&colon;alert(1)'],
    ['javascript: spelled in decimal entities', '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)'],
    ['javascript: spelled in padded hex entities', '&#x0006A;&#x00061;vascript:alert(1)'],
    ['javascript: after a control character', '&#1;javascript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
  ])('drops a %s link', (_, href) => {
    const link = parse(`<a href="${href}">text</a>`).querySelector('a')
    expect(link).not.toBeNull()
    expect(link).not.toHaveAttribute('href')
    expect(link).toHaveTextContent('text')
  })

  it.each([
    ['http', 'http://cms.example/a.png', 'http://cms.example'],
    ['another https origin', 'https://images.example/a.png', 'https://images.example'],
    ['a look-alike of an image origin', 'https://cms.example.evil.example/a.png', 'https://cms.example.evil.example'],
    ['another port of an image origin', 'https://cms.example:8443/a.png', 'https://cms.example:8443'],
    ['protocol-relative', '//cms.example/a.png', '//cms.example'],
    ['slash-backslash protocol-relative', '/\\evil.example/a.png', '//evil.example'],
    ['data:', 'data:image/svg+xml;base64,PHN2Zy8+', 'data:'],
    ['javascript:', 'javascript:alert(1)', 'javascript:'],
  ])('drops an image whose source is %s, whole, and says where it came from', (_, src, origin) => {
    const dropped: string[] = []
    const dom = parse(`<p>before</p><img src="${src}" srcset="${src} 2x" alt="x"><p>after</p>`)
    expect(dom.innerHTML).toBe('<p>before</p><p>after</p>')
    sanitizeArticleHtml(`<img src="${src}" alt="x">`, { ...IMAGES, onDropped: (where) => dropped.push(where) })
    expect(dropped).toEqual([origin])
  })

  it('drops an image if any candidate of its srcset comes from elsewhere, and names each origin once', () => {
    const dropped: string[] = []
    const html = sanitizeArticleHtml(
      '<img src="/a.png" srcset="/1.png 1x,https://x.example/2.png 2x, https://x.example/3.png 3x,http://y.example/4,5.png, data:image/png;base64,AA 5x" alt="">' +
        '<img src="https://cms.example/b.png" srcset="https://cms.example/b-2x.png 2x, /b-3x.png 3x" alt="b">',
      { ...IMAGES, onDropped: (origin) => dropped.push(origin) },
    )
    expect(html).toBe('<img src="https://cms.example/b.png" srcset="https://cms.example/b-2x.png 2x, /b-3x.png 3x" alt="b" />')
    expect(dropped).toEqual(['https://x.example', 'http://y.example', 'data:'])
  })

  it('takes images from no origin but this site unless told', () => {
    expect(sanitizeArticleHtml('<img src="https://cms.example/a.png" alt="a"><img src="/b.png" alt="b">')).toBe('<img src="/b.png" alt="b" />')
  })

  it('drops an image with no source', () => {
    expect(parse('<p>x</p><img alt="nothing to show"><img src="" alt="empty">').innerHTML).toBe('<p>x</p>')
  })

  it('drops style, id, name, class and every event handler attribute', () => {
    const dom = parse(
      '<p style="position:fixed" id="main-content" name="config" class="x" onclick="alert(1)" onmouseover="alert(1)" ONLOAD="alert(1)">text</p>' +
        '<img src="/a.png" onerror="alert(1)" alt="a"><a href="/b" onfocus="alert(1)" autofocus>b</a>',
    )
    expect(dom.innerHTML).toBe('<p>text</p><img src="/a.png" alt="a"><a href="/b">b</a>')
  })

  it.each([
    ['script', '<script>alert(1)</script>'],
    ['style', '<style>body{display:none}</style>'],
    ['svg', '<svg><circle r="5"></circle><text>svg text</text></svg>'],
    ['math', '<math><mi>math text</mi></math>'],
    ['iframe', '<iframe src="https://evil.example/">frame text</iframe>'],
    ['object', '<object data="https://evil.example/x.swf">object text</object>'],
    ['embed', '<embed src="https://evil.example/x.swf">'],
    ['template', '<template><img src=x onerror=alert(1)>template text</template>'],
    ['noscript', '<noscript>noscript text</noscript>'],
    ['xmp', '<xmp>xmp text</xmp>'],
    ['textarea', '<textarea>textarea text</textarea>'],
    ['select', '<select><option>option text</option></select>'],
    ['base', '<base href="https://evil.example/">'],
    ['meta', '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
    ['link', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ])('drops %s and the text inside it', (tag, html) => {
    const dom = parse(`<p>before</p>${html}<p>after</p>`)
    expect(dom.querySelector(tag)).toBeNull()
    expect(dom.innerHTML).toBe('<p>before</p><p>after</p>')
  })

  it.each([
    ['form', '<form action="https://evil.example/"><p>form text</p></form>'],
    ['input', '<input name="q" value="x">'],
    ['button', '<button formaction="https://evil.example/">button text</button>'],
    ['label', '<label>label text</label>'],
    ['fieldset', '<fieldset><legend>legend text</legend></fieldset>'],
  ])('drops the form control %s', (tag, html) => {
    const dom = parse(html)
    expect(dom.querySelector(tag)).toBeNull()
    expect(findLiveMarkup([dom], POLICY)).toEqual([])
  })
})

describe('sanitizeArticleHtml moves CMS headings below the page heading', () => {
  it('turns an h1 into an h2 and every other heading one level down, in order', () => {
    const html = sanitizeArticleHtml('<h1>Plans</h1><p>x</p><h2>Prepaid</h2><h3>Closed</h3><h6>Fine print</h6><h5>Note</h5>')
    expect(html).toBe('<h2>Plans</h2><p>x</p><h3>Prepaid</h3><h4>Closed</h4><h6>Fine print</h6><h6>Note</h6>')
  })

  it('leaves content without an h1 unchanged', () => {
    const html = '<h2>Prepaid</h2><p>x</p><h3>Closed</h3>'
    expect(sanitizeArticleHtml(html)).toBe(html)
  })
})

describe('sanitizeArticleHtml is idempotent', () => {
  it.each([
    '<a href="/a" target="_self" rel="opener">link</a>',
    '<a href="/a" target="_BLANK">link</a>',
    '<img src="/a.png" alt="" loading="auto">',
    '<h1>Title</h1><h2>Sub</h2><h6>Small</h6>',
    '<p>Tom &amp; Jerry &lt;script&gt; &quot;quoted&quot; &nbsp;</p>',
    '<b><p>misnested</b></p><table><td>cell',
  ])('sanitizing %s twice gives the same HTML as once', (html) => {
    const once = sanitizeArticleHtml(html)
    expect(sanitizeArticleHtml(once)).toBe(once)
  })
})

describe('sanitizeArticleHtml over the public XSS corpora', () => {
  const corpus = loadXssCorpus()

  it('reads all 490 payloads of both corpora', () => {
    expect(corpus).toHaveLength(490)
  })

  it('has an audit that does find live markup when it is there (unsanitized payloads)', () => {
    const container = document.createElement('div')
    container.innerHTML =
      '<img src="x" onerror="alert(1)"><a href=" java&#x09;script:alert(1)">x</a><svg><a xlink:href="data:text/html,x"></a></svg>' +
      '<img srcset="/ok.png 1x, http://evil.example/a.png 2x"><form action="vbscript:x"></form><p style="x" id="y">z</p>'
    const problems = findLiveMarkup([container], POLICY).map(({ element, attribute, problem }) => `${element} ${attribute ?? ''} ${problem}`)
    expect(problems).toEqual([
      'img onerror event handler attribute',
      'a href URL scheme javascript:',
      'svg  element in the http://www.w3.org/2000/svg namespace',
      'svg  element not allowed',
      'a  element in the http://www.w3.org/2000/svg namespace',
      'a xlink:href URL scheme data:',
      'img srcset URL scheme http:',
      'form  element not allowed',
      'form action URL scheme vbscript:',
      'p style attribute not allowed',
      'p id attribute not allowed',
    ])
  })

  it('never throws, is idempotent and leaves nothing live for any payload', () => {
    const failures: { id: string; problem: unknown }[] = []
    for (const { id, payload } of corpus) {
      let once: string
      try {
        once = sanitizeArticleHtml(payload, IMAGES)
      } catch (error) {
        failures.push({ id, problem: `threw ${String(error)}` })
        continue
      }
      if (sanitizeArticleHtml(once, IMAGES) !== once) failures.push({ id, problem: 'sanitizing twice changed the output' })
      const container = document.createElement('div')
      container.innerHTML = once
      const findings = findLiveMarkup([container], POLICY)
      if (findings.length > 0) failures.push({ id, problem: findings })
    }
    expect(failures).toEqual([])
  })
})

describe('sanitizeArticleHtml with input that is not a string', () => {
  it.each([undefined, null, 42, true, {}, [], ['<p>x</p>'], { toString: () => '<script>alert(1)</script>' }])(
    'answers an empty string for %p',
    (value) => {
      expect(sanitizeArticleHtml(value)).toBe('')
    },
  )

  it('answers an empty string for a symbol, a bigint and a function', () => {
    for (const value of [Symbol('x'), BigInt(1), () => '<p>x</p>']) expect(sanitizeArticleHtml(value)).toBe('')
  })
})

describe('hasVisibleText tells an article from an empty answer', () => {
  it.each([
    ['text in a paragraph', '<p>Enrollment opens Sept. 1.</p>'],
    ['a single character', '<p>1</p>'],
    ['an image with alt text', '<img src="https://cms.example/chart.png" alt="Tuition by year">'],
    ['text in a table cell', '<table><tr><td>Closed</td></tr></table>'],
  ])('%s is visible', (_what, html) => {
    expect(hasVisibleText(sanitizeArticleHtml(html, IMAGES))).toBe(true)
  })

  it.each([
    ['an empty string', ''],
    ['whitespace and line breaks', ' \n\t<br><p> </p><hr>'],
    ['non-breaking and zero-width spaces', '<p>&nbsp;\u00a0\u200b\ufeff</p>'],
    ['markup the sanitizer removes whole', '<script>alert(1)</script><iframe src=x></iframe><style>p{}</style>'],
    ['an image without alt text', '<img src="https://cms.example/spacer.gif" alt="">'],
    ['empty elements', '<div><span></span><ul><li></li></ul></div>'],
    ['an image from an origin not allowed, alt text and all', '<img src="https://images.example/chart.png" alt="Tuition by year">'],
  ])('%s is not', (_what, html) => {
    expect(hasVisibleText(sanitizeArticleHtml(html, IMAGES))).toBe(false)
  })
})
