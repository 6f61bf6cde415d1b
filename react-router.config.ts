/// <reference types="vite/client" />
import { copyFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { SITE_BASE } from '@rehoboth/shared/site-base'
import { isOffline, projectId } from './web/src/lib/sanity/env.ts'
import { pageUrl, siteOrigin } from './web/src/lib/seo/site-url.ts'
import { startOfflineLake } from '@rehoboth/seed/offline-lake'
import { prerenderPaths } from './web/publish/prerender-paths.ts'
import { publishPages } from './web/publish/published-pages.ts'
import { prerenderedSample } from './web/page-boot/prerendered-sample.ts'
import { finishStaticSite } from './web/publish/static-site.ts'
import { precompressSite } from './web/publish/precompress.ts'
import { studioFrameAncestors } from './web/publish/security-headers.ts'

// REHOBOTH_BUILD_DIR: a build beside the usual one (the production rehearsal's).
const buildDirectory = process.env.REHOBOTH_BUILD_DIR || 'web/dist'
const basename = SITE_BASE

export default {
  appDirectory: 'web/src/app',
  buildDirectory,
  basename,
  ssr: false,
  future: {
    unstable_optimizeDeps: true,
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Every page, including each product in the dataset, is written as static HTML with its data.
  // Offline, the API stays on for the rest of the process: the prerender's loaders use it next.
  async prerender() {
    if (isOffline) startOfflineLake()
    return prerenderPaths()
  },
  async buildEnd() {
    const clientDirectory = path.join(buildDirectory, 'client')
    await finishStaticSite(clientDirectory, basename)
    // `PAGE_BOOT_CAPTURE=1 npm run build` refreshes the sample of React Router's own output that
    // the page-boot tests rewrite (web/page-boot/README.md).
    if (process.env.PAGE_BOOT_CAPTURE) {
      await copyFile(path.join(clientDirectory, 'Contacto/index.html'), prerenderedSample)
    }
    await publishPages(clientDirectory, {
      siteUrl: pageUrl('/', siteOrigin, basename),
      sanityProjectId: projectId,
      studioOrigins: studioFrameAncestors(process.env),
    })
    // Last: the pages as published, each beside its Brotli and gzip copies for `npm run preview`.
    await precompressSite(clientDirectory)
  },
} satisfies Config
