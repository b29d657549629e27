// Types for the two of Next's compiled packages that next-internals.mjs imports (Next ships none).
declare module 'next/dist/compiled/compression/index.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  /** The `compression` package's middleware factory, as Next bundles it. */
  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void
}

declare module 'next/dist/compiled/fresh/index.js' {
  import type { IncomingHttpHeaders } from 'node:http'
  /** The `fresh` package: whether a request's conditional headers match the response's. */
  export default function fresh(requestHeaders: IncomingHttpHeaders, responseHeaders: { etag?: string }): boolean
}
