import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { preview, type PreviewServer } from 'vite'
import { endpointsApi } from '../endpoints-plugin.ts'
import { offlineRecaptcha } from '../offline-recaptcha-plugin.ts'
import { offlineSanity } from '../offline-sanity-plugin.ts'
import { previewStaticSite } from '../preview-static-site.ts'
import { serverGuard } from '../server-guard.ts'

/** A page, a nested page, the 404 page and a hashed asset: what the static site's answers need. */
const FIXTURE_SITE: Record<string, string> = {
  'index.html': '<!doctype html><title>Inicio</title><h1>Inicio</h1>',
  'paraTuAuto/index.html': '<!doctype html><title>Para tu auto</title>',
  '404.html': '<!doctype html><title>404</title><h1>Página no encontrada</h1>',
  'assets/root-Ab12Cd34.js': 'export {}\n',
}

export type RunningPreviewServer = {
  server: PreviewServer
  port: number
  close: () => Promise<void>
}

/**
 * `npm run preview` in this process, with every server plugin of vite.config.ts (the guard, the
 * offline Sanity API, the contact and preview APIs, the static site) over a small fixture site in
 * a temporary folder: the real server stack without a build. The offline content is the store in
 * OFFLINE_SANITY_DATA_DIR.
 */
export async function startPreviewServer(port = 0): Promise<RunningPreviewServer> {
  const root = await mkdtemp(path.join(tmpdir(), 'rehoboth-preview-'))
  const outDir = path.join(root, 'dist')
  for (const [file, text] of Object.entries(FIXTURE_SITE)) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true })
    await writeFile(path.join(outDir, file), text)
  }
  const server = await preview({
    configFile: false,
    root,
    base: '/rehoboth/',
    logLevel: 'silent',
    build: { outDir },
    plugins: [
      serverGuard(),
      offlineSanity(),
      endpointsApi(),
      offlineRecaptcha(),
      previewStaticSite(),
    ],
    preview: { port, host: '127.0.0.1', strictPort: port !== 0, cors: false },
  })
  const address = server.httpServer.address()
  const listening = typeof address === 'object' && address ? address.port : port
  return {
    server,
    port: listening,
    close: async () => {
      await server.close()
      await rm(root, { recursive: true, force: true })
    },
  }
}
