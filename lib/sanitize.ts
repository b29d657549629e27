import sanitizeHtml from 'sanitize-html'

/** HTML that has been through sanitizeArticleHtml: the only kind ArticleHtml will render. */
export type SanitizedHtml = string & { readonly __brand: 'SanitizedHtml' }

/**
 * Where an article's images may come from besides this site: the https origins the
 * Content-Security-Policy's img-src names too (imageOrigins in next-server/security-headers.mjs,
 * from CMS_IMAGE_ORIGINS), and who hears of an image dropped for coming from anywhere else.
 */
export type ImageSources = { origins: readonly string[]; onDropped?: (origin: string) => void }

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

/**
 * The one allowlist for CMS HTML: what an informational page needs, nothing that can run,
 * load a frame, submit a form, restyle the page or clobber the DOM (no id, name or style).
 */
const ALLOWLIST: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p', 'br', 'hr', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'strong', 'em', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'mark',
    'span', 'div',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'figure', 'figcaption',
    'a', 'img',
  ],
  allowedAttributes: {
    a: [
      'href',
      'title',
      { name: 'target', multiple: false, values: ['_blank'] },
      // rel survives only as the value transformTags sets for target="_blank".
      { name: 'rel', multiple: false, values: ['noopener noreferrer'] },
    ],
    img: ['src', 'srcset', 'alt', 'width', 'height', { name: 'loading', multiple: false, values: ['lazy', 'eager'] }],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    abbr: ['title'],
  },
  // Links may point to the web, mail or a phone; images only to https or this site (and only to
  // the image origins: imageTransform).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Applies to an img's src and to every candidate of its srcset.
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // These elements' text is code or markup, not prose: drop it along with the tag.
  nonTextTags: [
    'script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'template', 'iframe', 'noembed',
    'noframes', 'plaintext', 'title', 'svg', 'math', 'object', 'embed', 'select', 'head',
  ],
  disallowedTagsMode: 'discard',
  // An image with no source left shows nothing: it goes whole, its text alternative too.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  // Attributes with a value outside their list are removed here, before the allowlist runs: the
  // allowlist would keep them with an empty value, which a second pass then drops (not idempotent).
  transformTags: {
    // A new tab must not get a handle on this page (reverse tabnabbing); other targets go.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs
      delete rest.rel
      return target?.toLowerCase() === '_blank'
        ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest }
    },
  },
}
/** Every heading one level down (h6 stays h6), keeping their order. */
const SHIFT_HEADINGS = Object.fromEntries(
  HEADINGS.map((tag, index) => [tag, HEADINGS[Math.min(index + 1, HEADINGS.length - 1)]!]),
)

/** An address relative to this site resolves here, as a browser resolves it against the page. */
const THIS_SITE = new URL('https://this-site.invalid/')

/**
 * Where an image address loads from: its origin (its scheme for a data: or javascript: one), or
 * undefined for this site. An address without a scheme is resolved as browsers resolve it against
 * the page: one that reaches another host (`//host/x`, `/\\host/x`) is named `//host`.
 */
function originOf(address: string): string | undefined {
  if (!URL.canParse(address, THIS_SITE)) return address.slice(0, 100)
  const url = new URL(address, THIS_SITE)
  if (!URL.canParse(address)) return url.origin === THIS_SITE.origin ? undefined : `//${url.host}`
  return url.origin === 'null' ? url.protocol : url.origin
}

/**
 * The addresses of a srcset's candidates, split as HTML splits them: each runs from a character
 * that is neither a space nor a comma to the next space, less trailing commas; its descriptors run
 * to the next comma.
 */
function srcsetAddresses(srcset: string): string[] {
  const addresses: string[] = []
  for (let rest = srcset.replace(/^[\s,]+/, ''); rest !== ''; rest = rest.replace(/^[\s,]+/, '')) {
    const address = /^\S+/.exec(rest)![0]
    addresses.push(address.replace(/,+$/, ''))
    rest = rest.slice(address.length)
    if (!address.endsWith(',')) rest = rest.includes(',') ? rest.slice(rest.indexOf(',') + 1) : ''
  }
  return addresses
}

/**
 * An image stays only if everything it may load (its src and each srcset candidate) is on this
 * site or one of the image origins: the policy would block anything else, and the visitor would
 * see a broken image. One that is not loses its attributes (so exclusiveFilter drops it), and each
 * origin it names is reported. A loading hint other than lazy or eager goes.
 */
const imageTransform =
  ({ origins, onDropped }: ImageSources): sanitizeHtml.Transformer =>
  (tagName, { loading, ...attribs }) => {
    const elsewhere = [attribs.src ?? '', ...srcsetAddresses(attribs.srcset ?? '')]
      .map(originOf)
      .filter((origin) => origin !== undefined && !(origin.startsWith('https:') && origins.includes(origin)))
    if (elsewhere.length > 0) {
      for (const origin of new Set(elsewhere)) onDropped?.(origin!)
      return { tagName, attribs: {} }
    }
    return loading === 'lazy' || loading === 'eager' ? { tagName, attribs: { ...attribs, loading } } : { tagName, attribs }
  }

/**
 * Makes CMS HTML safe to render. The page owns the only h1, so CMS headings move down a level
 * when the content has an h1 of its own. Images come only from this site and `images.origins`
 * (none by default); any other is dropped and its origin reported to `images.onDropped`. Never
 * throws: anything unusable becomes ''. Sanitizing sanitized HTML gives the same HTML back.
 */
export function sanitizeArticleHtml(html: unknown, images: ImageSources = { origins: [] }): SanitizedHtml {
  if (typeof html !== 'string') return '' as SanitizedHtml
  const allowlist = { ...ALLOWLIST, transformTags: { ...ALLOWLIST.transformTags, img: imageTransform(images) } }
  try {
    let clean = sanitizeHtml(html, allowlist)
    if (/<h1[\s>]/i.test(clean)) clean = sanitizeHtml(clean, { ...allowlist, transformTags: { ...allowlist.transformTags, ...SHIFT_HEADINGS } })
    return clean as SanitizedHtml
  } catch {
    return '' as SanitizedHtml
  }
}

/** Only the text: every tag goes, an image's alt text stays (it is what a screen reader reads). */
const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: ALLOWLIST.nonTextTags,
  transformTags: { img: (_tagName, attribs) => ({ tagName: 'span', attribs: {}, text: ` ${attribs.alt ?? ''} ` }) },
}

/** The characters sanitize-html escapes in text, back as themselves. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' }

/** Where a block ends, so its text is not run into the next block's. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|dt|dd|div|blockquote|pre|tr|th|td|caption|figcaption)>|<br \/?>/g

/** Sanitized HTML as plain text, on one line: what a visitor reads of it (an image's alt text included). */
export function textOf(html: SanitizedHtml): string {
  return sanitizeHtml(html.replace(BLOCK_END, '$& '), TEXT_ONLY)
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity]!)
    .replace(/\s+/g, ' ')
    .trim()
}

/** Letters, digits, punctuation or symbols: what a visitor can see or hear read. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u

/**
 * Whether sanitized HTML shows a visitor anything: an article without it (an emptied field, a
 * template that failed, markup the sanitizer removed whole) is a CMS fault, not content.
 */
export function hasVisibleText(html: SanitizedHtml): boolean {
  return VISIBLE.test(textOf(html))
}
