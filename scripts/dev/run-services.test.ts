import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { afterEach, expect, test, vi } from 'vitest'
import { prefixOutput, waitUntilAnswering } from './run-services.ts'

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

test("a service's output is named, without the lines it marks as quiet", async () => {
  const printed: string[] = []
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line))
  const stdout = Readable.from([
    'The `envFile` option is deprecated, please use `envDir: false` instead.\n',
    '  ➜  Local:   http://localhost:5173/rehoboth/\n',
  ])
  prefixOutput(
    { stdout, stderr: null },
    { name: 'site', quietLines: [/The `envFile` option is deprecated/] },
  )
  await once(stdout, 'end')
  await new Promise((resolve) => setImmediate(resolve))
  log.mockRestore()
  expect(printed).toEqual(['[site]   ➜  Local:   http://localhost:5173/rehoboth/'])
})
