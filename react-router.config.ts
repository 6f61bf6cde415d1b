import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { finishStaticSite } from './web/vite/static-site'

const buildDirectory = 'web/dist'
const basename = '/rehoboth/'

export default {
  appDirectory: 'web/src/app',
  buildDirectory,
  basename,
  ssr: false,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async prerender() {
    return ['/', '/Contacto', '/paraTuAuto', '/paraTuHogar', '/paraTuTrabajo', '/SprayPolish']
  },
  async buildEnd() {
    await finishStaticSite(path.join(buildDirectory, 'client'), basename)
  },
} satisfies Config
