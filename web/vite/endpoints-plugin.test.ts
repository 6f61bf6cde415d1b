import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SITE_BASE } from '@rehoboth/shared/site-base'
import { EndpointConfigError, type Endpoint } from '../server/endpoint.ts'
import { scheduledTasks, type ScheduledTask } from '../server/endpoints.ts'
import { endpointsWithAFifth } from '../server/testing/fifth-endpoint/endpoints.ts'
import { netlifyFunctionConfigs } from '../server/testing/netlify-function-config.ts'
import { netlifyFunctionsMismatches } from '../server/testing/netlify-functions-check.ts'
import { endpointsApi } from './endpoints-plugin.ts'
import { serverGuard } from './server-guard.ts'
import { startDevServer } from './testing/dev-server.ts'

/** An endpoint whose settings cannot work: its factory throws, as the contact API's can. */
const misconfigured: Endpoint = {
  name: 'misconfigured',
  path: 'api/misconfigured',
  methods: ['POST'],
  limits: { bodyBytes: 1024 },
  unavailable: 'Este servicio no está disponible.',
  handler: () => {
    throw new EndpointConfigError('SOME_SECRET is not set.')
  },
}

let sweeps = 0
const everyHour: ScheduledTask = {
  name: 'sweep',
  schedule: '0 * * * *',
  everyMs: 3_600_000,
  run: async () => {
    sweeps += 1
  },
}

let root: string
let server: ViteDevServer
let origin: string
let startupErrors: unknown[][]

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'endpoints-plugin-'))
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  ;({ server, origin } = await startDevServer(root, [
    serverGuard(),
    endpointsApi([...endpointsWithAFifth, misconfigured], [everyHour]),
  ]))
  startupErrors = logged.mock.calls
  logged.mockRestore()
})
afterAll(async () => {
  await server.close()
  await rm(root, { recursive: true, force: true })
})

describe('a fifth endpoint: one table entry and one handler file', () => {
  it('is served by the dev server, with the API’s headers, beside the site’s endpoints', async () => {
    const answer = await fetch(`${origin}${SITE_BASE}api/opening-hours`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await answer.json()).toEqual({
      hours: 'Lunes a viernes, de 8:00 a 18:00',
      base: SITE_BASE,
      bodyBytes: 0,
      clientIp: '127.0.0.1',
    })
    expect((await fetch(`${origin}${SITE_BASE}api/opening-hours`, { method: 'POST' })).status).toBe(
      405,
    )
    expect((await fetch(`${origin}${SITE_BASE}api/contact`)).status).toBe(405)
    expect((await fetch(`${origin}${SITE_BASE}api/opening-hours/more`)).status).toBe(404)
  })

  it('still needs its Netlify function, and the check names the file', async () => {
    const functions = await netlifyFunctionConfigs(
      fileURLToPath(new URL('../server/netlify', import.meta.url)),
    )
    const table = { endpoints: endpointsWithAFifth, tasks: scheduledTasks, base: SITE_BASE }
    expect(netlifyFunctionsMismatches(table, functions)).toEqual([
      'opening-hours: in the table, but web/server/netlify/opening-hours.ts is missing.',
    ])
  })
})

describe('the endpoints plugin', () => {
  it('reports settings that cannot work as it starts, and answers 502 with the entry’s message', async () => {
    expect(startupErrors).toEqual([['[misconfigured] SOME_SECRET is not set.']])
    const logged = vi.mocked(console.error).mockImplementation(() => undefined)
    const answer = await fetch(`${origin}${SITE_BASE}api/misconfigured`, { method: 'POST' })
    expect(answer.status).toBe(502)
    expect(await answer.json()).toEqual({ message: 'Este servicio no está disponible.' })
    expect(logged.mock.calls).toEqual([['[misconfigured] SOME_SECRET is not set.']])
    logged.mockClear()
  })

  it('runs the scheduled tasks once the server listens', () => {
    expect(sweeps).toBe(1)
  })
})
