import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { waitUntilAnswering } from './run-services.ts'

const servers: ReturnType<typeof createServer>[] = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

test('a server slow to give its first page is asked once, not again every second', async () => {
  let requests = 0
  const server = createServer((_, response) => {
    requests += 1
    setTimeout(() => response.end('ok'), 2_500)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  await waitUntilAnswering(`http://127.0.0.1:${port}/`, new Promise(() => {}))
  expect(requests).toBe(1)
})
