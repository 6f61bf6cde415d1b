import { preview } from 'vite'
import { SITE_BASE } from '@rehoboth/shared/site-base'
import { offlineSanity } from '@rehoboth/web/vite/offline-sanity-plugin'
import { previewStaticSite } from '@rehoboth/web/vite/preview-static-site'

/**
 * Serves a copy of the built site the way `npm run preview` does (clean URLs, the offline Sanity
 * API for images), on loopback only. Serving a copy keeps the measured pages stable while other
 * builds rewrite web/dist.
 */
const [siteDirectory, port] = process.argv.slice(2)
if (!siteDirectory || !port) throw new Error('usage: preview-server.ts <site directory> <port>')

await preview({
  configFile: false,
  root: new URL('..', import.meta.url).pathname,
  base: SITE_BASE,
  logLevel: 'warn',
  plugins: [offlineSanity(), previewStaticSite()],
  build: { outDir: siteDirectory },
  preview: { host: '127.0.0.1', port: Number(port), strictPort: true },
})
