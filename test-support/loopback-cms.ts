import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type CmsHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void

/**
 * A CMS on loopback for a unit-test file: listening before its tests and closed after them. Each
 * test sets `handle` to choose the answer; `received` holds the requests of the current test.
 */
export function loopbackCms() {
  const cms = {
    url: '',
    handle: (() => {
      throw new Error('this test chose no answer: set handle')
    }) as CmsHandler,
    received: [] as http.IncomingMessage[],
    /** Ends every open connection, such as one a never-answering handler left hanging. */
    dropConnections: () => server.closeAllConnections(),
  }
  const server = http.createServer((req, res) => {
    cms.received.push(req)
    cms.handle(req, res)
  })

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cms.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    cms.dropConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  beforeEach(() => {
    cms.received.length = 0
  })
  return cms
}
