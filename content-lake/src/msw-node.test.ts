import { http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'

const stops: (() => void)[] = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

test('two copies of the module in one process answer each request once', async () => {
  const { sharedMswServer: fromConfig } = await import('./msw-node.ts')
  vi.resetModules()
  const { sharedMswServer: fromRouterConfig } = await import('./msw-node.ts')
  expect(fromRouterConfig).not.toBe(fromConfig)

  let answered = 0
  const handlers = () => [
    http.post('https://lake.example.test/mutate', async ({ request }) => {
      answered += 1
      return Response.json(await request.json())
    }),
  ]
  const key = Symbol('msw-node test')
  stops.push(fromConfig(handlers, key)(), fromRouterConfig(handlers, key)())

  const response = await fetch('https://lake.example.test/mutate', {
    method: 'POST',
    body: JSON.stringify({ create: 1 }),
  })
  expect(await response.json()).toEqual({ create: 1 })
  expect(answered).toBe(1)
})

test('the server stops once every caller has stopped it', async () => {
  const { sharedMswServer } = await import('./msw-node.ts')
  const start = sharedMswServer(
    () => [http.get('https://lake.example.test/ping', () => new Response('PONG'))],
    Symbol('msw-node stop test'),
  )
  const stopFirst = start()
  const stopSecond = start()
  stopFirst()
  stopFirst()
  expect(await (await fetch('https://lake.example.test/ping')).text()).toBe('PONG')
  stopSecond()
  await expect(fetch('https://lake.example.test/ping')).rejects.toThrow()
})
