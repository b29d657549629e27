// @ts-check
// What leaves the server in a span: no query string (a visitor's link may carry a token, and
// Next's own spans record the request's target with it) and no header value. The site's secrets
// never travel in a URL or in a captured header, so this is the belt to the sanitizer's braces.

/** Attributes that may hold a URL or a target with a query string. */
const URL_ATTRIBUTES = new Set(['http.target', 'http.url', 'url.full', 'url.original', 'next.rsc_target'])

/**
 * A span's attributes with every query string cut off and every captured header dropped.
 * @param {Record<string, unknown>} attributes
 */
export function redactedAttributes(attributes) {
  /** @type {Record<string, unknown>} */
  const kept = {}
  for (const [key, value] of Object.entries(attributes)) {
    if (key === 'url.query' || key.startsWith('http.request.header.') || key.startsWith('http.response.header.')) continue
    kept[key] = URL_ATTRIBUTES.has(key) && typeof value === 'string' ? value.replace(/\?.*$/s, '') : value
  }
  return kept
}

/**
 * A span exporter that sends each span with its attributes redacted.
 * @template {{ export(spans: any[], done: (result: any) => void): void }} E
 * @param {E} exporter
 * @returns {E}
 */
export function withoutQueryStrings(exporter) {
  const send = exporter.export.bind(exporter)
  exporter.export = (spans, done) =>
    send(
      spans.map((span) => Object.create(span, { attributes: { value: redactedAttributes(span.attributes), enumerable: true } })),
      done,
    )
  return exporter
}
