import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateFiles } from '@rehoboth/shared/private-files'

// The site's own vite.config.ts (without its plugins, as under Vitest) on the real repository:
// shared/private-files.test.ts shows what the list refuses, this that the dev server uses it;
// and that no other origin may read what it serves.
const repository = fileURLToPath(new URL('../../', import.meta.url))
const cacheDir = mkdtempSync(join(tmpdir(), 'site-dev-cache-'))
let server: ViteDevServer
let origin: string

beforeAll(async () => {
  server = await createServer({
    configFile: join(repository, 'vite.config.ts'),
    cacheDir,
    optimizeDeps: { noDiscovery: true },
    server: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  })
  await server.listen()
  origin = new URL(server.resolvedUrls?.local[0] ?? '').origin
})

afterAll(async () => {
  await server.close()
  rmSync(cacheDir, { recursive: true, force: true })
})

const status = async (path: string) => (await fetch(`${origin}${path}`)).status

describe("the site's dev server", () => {
  it('refuses the private files', () => {
    expect(server.config.server.fs.deny).toEqual(privateFiles(repository, process.env))
  })

  it("answers 403 for the repository's dot-files, at the base and under /@fs/", async () => {
    for (const path of ['.ci/run', '.ci/run?raw', '.gitignore', '.env.example?url']) {
      expect(await status(`/rehoboth/${path}`), path).toBe(403)
      expect(await status(`/rehoboth/@fs${repository}${path}`), path).toBe(403)
    }
  })

  it("still serves the site's modules", async () => {
    expect(await status('/rehoboth/web/src/lib/sanity/env.ts')).toBe(200)
  })

  it('gives other origins no CORS headers, on the dev server and the preview server', async () => {
    expect(server.config.server.cors).toBe(false)
    expect(server.config.preview.cors).toBe(false)
    const response = await fetch(`${origin}/rehoboth/web/src/lib/sanity/env.ts`, {
      headers: { Origin: 'http://localhost:9999' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})
