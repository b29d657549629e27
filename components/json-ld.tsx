/**
 * JSON as the text of a <script> element. "<" becomes \u003c (the same character to a JSON
 * parser), so no value, CMS text included, can close the script element early or open a comment.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** schema.org data for search engines: an inert data block, which the page's policy needs no hash for. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />
}
