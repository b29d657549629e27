/**
 * A request's or response's body as UTF-8 text, or `undefined` when it is longer than `limit`
 * bytes. The declared length is checked first, and the download is cancelled as soon as the
 * running count passes the limit, so even an endless body costs at most `limit` bytes.
 */
export async function readTextAtMost(message: Request | Response, limit: number): Promise<string | undefined> {
  if (Number(message.headers.get('content-length')) > limit) {
    await message.body?.cancel()
    return undefined
  }
  if (!message.body) return ''
  const reader = message.body.getReader()
  const decoder = new TextDecoder()
  let received = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    received += value.byteLength
    if (received > limit) {
      await reader.cancel()
      return undefined
    }
    text += decoder.decode(value, { stream: true })
  }
}
