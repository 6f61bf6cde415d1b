import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rawHttp } from '../server/testing/raw-http.ts'
import { answerSafely, serverGuard } from './server-guard.ts'
import { startDevServer } from './testing/dev-server.ts'

// A middleware that fails after an await, as the static site's did with a malformed address.
const failingMiddleware: Plugin = {
  name: 'failing-middleware',
  configureServer(server) {
    server.middlewares.use(
      '/rehoboth/falla',
      answerSafely('falla', async () => {
        await Promise.resolve()
        throw new URIError('URI malformed')
      }),
    )
  },
}

const root = mkdtempSync(join(tmpdir(), 'server-guard-'))
let server: ViteDevServer
let port: number

beforeAll(async () => {
  const started = await startDevServer(root, [serverGuard(), failingMiddleware])
  server = started.server
  port = Number(new URL(started.origin).port)
})

afterAll(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

const get = (target: string) =>
  rawHttp({ method: 'GET', target, headers: [['Host', `localhost:${port}`]] }, { port })

describe('the dev server', () => {
  it('answers a malformed address with 400 before any other middleware, and keeps serving', async () => {
    for (const target of [
      '/rehoboth/%E0%A4%A',
      '/@fs/%2e%2e/%2e%2e/etc/passwd',
      '/rehoboth/a\\b',
    ]) {
      expect(await get(target)).toMatchObject({
        kind: 'answer',
        status: 400,
        headers: { 'x-content-type-options': 'nosniff' },
      })
    }
    expect(await get('/rehoboth/')).toMatchObject({ kind: 'answer' })
  })

  it('answers 500 when an async middleware fails, logs it and keeps serving', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {})
    expect(await get('/rehoboth/falla')).toMatchObject({
      kind: 'answer',
      status: 500,
      body: expect.stringContaining('El servidor no pudo responder'),
    })
    expect(logged).toHaveBeenCalledWith('[falla] GET /rehoboth/falla failed:', expect.any(URIError))
    expect(await get('/rehoboth/falla')).toMatchObject({ status: 500 })
  })
})
