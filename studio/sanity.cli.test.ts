import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createServer, type InlineConfig, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { OFFLINE_STORE_FOLDER } from '@rehoboth/shared/offline-store'
import { privateFiles } from '@rehoboth/shared/private-files'
import cliConfig from './sanity.cli'

// A repository like this one: the Studio in studio/, an offline store at the top and another
// inside the repository (OFFLINE_SANITY_DATA_DIR), which Vite would otherwise serve under /@fs/.
const repository = mkdtempSync(join(tmpdir(), 'studio-dev-files-'))
const studioRoot = join(repository, 'studio')
const files: Record<string, string> = {
  'package.json': JSON.stringify({ workspaces: ['studio'] }),
  [`${OFFLINE_STORE_FOLDER}/production.ndjson`]:
    '{"_id":"contactRequest-1","email":"ana@example.com"}',
  '.env.local': 'SANITY_API_READ_TOKEN=secret',
  'stores/mine/production.ndjson': '{"_id":"drafts.secret"}',
  'studio/.sanity/runtime/app.js': 'export default 1',
  'web/page.ts': 'export default 2',
}

/** What Sanity's dev server would get from sanity.cli.ts for a config of its own. */
async function studioViteConfig(sanityConfig: InlineConfig): Promise<InlineConfig> {
  const extend = cliConfig.vite
  if (typeof extend !== 'function') throw new Error('sanity.cli.ts has no vite function')
  return extend(sanityConfig, { command: 'serve', mode: 'development' })
}

let server: ViteDevServer
let origin: string

beforeAll(async () => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repository, path)), { recursive: true })
    writeFileSync(join(repository, path), text)
  }
  vi.stubEnv('OFFLINE_SANITY_DATA_DIR', 'stores/mine')
  const config = await studioViteConfig({
    root: studioRoot,
    server: { port: 0, host: '127.0.0.1', strictPort: true },
  })
  server = await createServer({
    configFile: false,
    root: studioRoot,
    server: config.server,
    cacheDir: join(repository, 'cache'),
    logLevel: 'silent',
  })
  await server.listen()
  origin = new URL(server.resolvedUrls?.local[0] ?? '').origin
})

afterAll(async () => {
  await server.close()
  vi.unstubAllEnvs()
  rmSync(repository, { recursive: true, force: true })
})

const status = async (path: string) => (await fetch(`${origin}${path}`)).status

describe("the Studio's dev server", () => {
  it("keeps Sanity's server options and adds the private files", async () => {
    const config = await studioViteConfig({
      root: '/repo/studio',
      server: { port: 3333, strictPort: true },
    })
    expect(config.server).toMatchObject({ port: 3333, strictPort: true })
    expect(config.server?.fs?.deny).toEqual(privateFiles('/repo', process.env))
  })

  it('answers 403 for the offline stores and .env files under /@fs/', async () => {
    for (const path of [
      `${OFFLINE_STORE_FOLDER}/production.ndjson`,
      'stores/mine/production.ndjson',
      '.env.local',
    ]) {
      expect(await status(`/@fs${join(repository, path)}`), path).toBe(403)
      expect(await status(`/@fs${join(repository, path)}?raw`), path).toBe(403)
    }
  })

  it('still serves its runtime and the modules it imports from the repository', async () => {
    expect(await status('/.sanity/runtime/app.js')).toBe(200)
    expect(await status(`/@fs${join(repository, 'web/page.ts')}`)).toBe(200)
  })
})
