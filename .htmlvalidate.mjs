// html-validate configuration for the site's server-rendered HTML (checked by
// e2e/html-validity.spec.ts; the CLI and editor plugins pick it up too).
// Each change from html-validate:recommended below is about how React and Next.js write HTML
// that is valid anyway, or is typographic advice rather than validity.

/** @type {import('html-validate').ConfigData} */
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes DOM property names (charSet, srcSet, imageSrcSet, fetchPriority, noModule).
    // HTML attribute names are case-insensitive, so these are valid; nothing else to check here.
    'attr-case': 'off',
    // React closes void elements as <meta/>; keep them consistent with that instead of <meta>.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes boolean attributes as async="" and hidden="" in rendered markup but as a bare
    // `hidden` in its streaming placeholders: all valid HTML, so the writing style is not checked.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // next/image sets style="color:transparent" on <img> (hides alt text while loading); any other
    // inline style is still an error. The CMS cannot add style attributes (lib/sanitize.ts).
    'no-inline-style': ['error', { allowedProperties: ['display', 'color'] }],
    // React's generated ids (useId, e.g. "_R_") start with an underscore: valid in HTML5,
    // which only asks for a non-empty id without spaces; "relaxed" checks exactly that.
    'valid-id': ['error', { relaxed: true }],
    // Advice to keep phone numbers on one line with non-breaking hyphens; typography, not
    // validity, and the CMS editors write most of these links.
    'tel-non-breaking': 'off',
    // A page's title ends in the site's whole name, which never changes (the Spanish reviewer's
    // finding 2: «Contáctenos | Planes de Matrícula Prepagada y Ahorro Universitario de Texas»,
    // 61 characters of it); search engines cut a long title at its end, after the page's own name.
    // So the bound is on the page's own name: about 55 characters in Spanish («Para las
    // instituciones de educación superior» is 44).
    'long-title': ['error', { maxlength: 120 }],
  },
}

export default config
