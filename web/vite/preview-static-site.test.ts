import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { previewStaticSite } from './preview-static-site.ts'
import { startDevServer } from './testing/dev-server.ts'

// The preview server's answers are tried in a browser (web/e2e/routes.spec.ts); this is the dev
// server, which `npm start` opens for a newcomer.
const root = mkdtempSync(join(tmpdir(), 'dev-redirect-'))
let server: ViteDevServer
let origin: string

beforeAll(async () => {
  const started = await startDevServer(root, [previewStaticSite()])
  server = started.server
  origin = started.origin
})

afterAll(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

const visit = (path: string, method = 'GET') =>
  fetch(`${origin}${path}`, { method, redirect: 'manual' })

describe('the dev server', () => {
  it('sends the host root and the site address without its slash to the home page', async () => {
    for (const path of ['/', '/rehoboth', '/rehoboth?utm_source=qr']) {
      const response = await visit(path)
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe(
        path.endsWith('?utm_source=qr') ? '/rehoboth/?utm_source=qr' : '/rehoboth/',
      )
    }
  })

  it('leaves every other address and method to the server', async () => {
    expect((await visit('/rehoboth/')).status).not.toBe(301)
    expect((await visit('/rehobothx')).status).not.toBe(301)
    expect((await visit('/rehoboth', 'POST')).status).not.toBe(301)
  })
})
