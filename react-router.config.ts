/// <reference types="vite/client" />
import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { isOffline, projectId } from './web/src/lib/sanity/env.ts'
import { pageUrl, siteOrigin } from './web/src/lib/seo/site-url.ts'
import { startOfflineLake } from './seed/offline-lake.ts'
import { prerenderPaths } from './web/vite/prerender-paths.ts'
import { publishPages } from './web/vite/published-pages.ts'
import { finishStaticSite } from './web/vite/static-site.ts'

const buildDirectory = 'web/dist'
const basename = '/rehoboth/'

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
    await publishPages(clientDirectory, {
      siteUrl: pageUrl('/', siteOrigin, basename),
      sanityProjectId: projectId,
    })
  },
} satisfies Config
