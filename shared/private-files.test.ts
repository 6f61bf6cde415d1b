import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createServer, isFileLoadingAllowed, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OFFLINE_STORE_FOLDER } from './offline-store.ts'
import { privateFiles } from './private-files.ts'

// A repository with an offline store at its top and another one elsewhere
// (OFFLINE_SANITY_DATA_DIR), served by Vite as the site's dev server serves the real one.
const folder = mkdtempSync(join(tmpdir(), 'private-files-'))
const repository = join(folder, 'repo (copy)')
const otherStore = join(folder, 'store')
const files: Record<string, string> = {
  [`${OFFLINE_STORE_FOLDER}/production.ndjson`]:
    '{"_id":"contactRequest-1","email":"ana@example.com"}',
  '.env.local': 'SANITY_API_WRITE_TOKEN=secret',
  '.ci/run': 'echo secret',
  '.gitignore': 'node_modules/',
  '.netlify/state.json': '{"siteId":"secret"}',
  [`seed/${OFFLINE_STORE_FOLDER}/production.ndjson`]: '{"_id":"drafts.page"}',
  'web/page.txt': 'public',
  'node_modules/.vite/deps/react.js': 'export default 1',
  'studio/.sanity/runtime/app.js': 'export default 2',
}
const storeFiles = { 'production.ndjson': '{"_id":"drafts.secret"}', 'assets/a.png': 'png' }

let server: ViteDevServer
let origin: string

function write(root: string, entries: Record<string, string>) {
  for (const [path, text] of Object.entries(entries)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

beforeAll(async () => {
  write(repository, files)
  write(otherStore, storeFiles)
  server = await createServer({
    configFile: false,
    root: repository,
    base: '/rehoboth/',
    server: {
      port: 0,
      host: '127.0.0.1',
      fs: {
        allow: [folder],
        deny: privateFiles(repository, { OFFLINE_SANITY_DATA_DIR: ` ${otherStore} ` }),
      },
    },
    logLevel: 'silent',
  })
  await server.listen()
  origin = new URL(server.resolvedUrls?.local[0] ?? '').origin
})

afterAll(async () => {
  await server.close()
  rmSync(folder, { recursive: true, force: true })
})

const status = async (path: string) => (await fetch(`${origin}${path}`)).status
const underRoot = (path: string) => `/rehoboth/${encodeURI(path)}`
const underFs = (path: string) => `/rehoboth/@fs${encodeURI(path)}`

describe('the files a dev server never serves', () => {
  const privatePaths = [
    `${OFFLINE_STORE_FOLDER}/production.ndjson`,
    `seed/${OFFLINE_STORE_FOLDER}/production.ndjson`,
    '.env.local',
    '.ci/run',
    '.gitignore',
    '.netlify/state.json',
  ]

  it.each(privatePaths)('%s: 403 under the root, raw, ?raw, ?url or ?import', async (path) => {
    for (const query of ['', '?raw', '?url', '?import']) {
      expect(await status(`${underRoot(path)}${query}`), `${path}${query}`).toBe(403)
    }
  })

  it.each(privatePaths)('%s: 403 under /@fs/', async (path) => {
    expect(await status(underFs(join(repository, path)))).toBe(403)
    expect(await status(`${underFs(join(repository, path))}?raw`)).toBe(403)
  })

  it.each(Object.keys(storeFiles))('OFFLINE_SANITY_DATA_DIR/%s: 403', async (path) => {
    expect(await status(underFs(join(otherStore, path)))).toBe(403)
    expect(await status(`${underFs(join(otherStore, path))}?raw`)).toBe(403)
  })

  it("serves the rest: the site's files, Vite's dependency cache and the Studio's runtime", async () => {
    for (const path of ['web/page.txt', 'studio/.sanity/runtime/app.js']) {
      expect(await status(underRoot(path)), path).toBe(200)
      expect(await status(underFs(join(repository, path))), path).toBe(200)
    }
    // Vite answers its dependency cache's addresses only for what it bundled itself.
    const cached = join(repository, 'node_modules/.vite/deps/react.js')
    expect(isFileLoadingAllowed(server.config, cached)).toBe(true)
  })
})
