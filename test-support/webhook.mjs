// @ts-check
// The editors' webhook, as their CMS calls it: for the browser tests and the nginx suite.

/**
 * Asks the site at `baseUrl` to refresh these articles now. Resolves what it answered, and when
 * (performance.now(), as the answer's headers arrived).
 * @param {string} baseUrl
 * @param {string} secret REVALIDATE_SECRET
 * @param {number[]} ids
 * @returns {Promise<{ status: number, retryAfter: string | null, body: { results?: { id: number, result: string, reason?: string }[], error?: string, now?: number, cdnMayHoldSeconds?: number }, answeredAt: number }>}
 */
export async function webhook(baseUrl, secret, ids) {
  const response = await fetch(`${baseUrl}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  })
  const answeredAt = performance.now()
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json(), answeredAt }
}
