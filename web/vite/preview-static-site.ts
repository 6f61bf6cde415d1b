import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { notFoundPage } from './static-site.ts'

/**
 * Makes `vite preview` answer like the static host the site is built for: a prerendered page for
 * its clean URL ('/rehoboth/paraTuAuto' -> 'paraTuAuto/index.html'), files as they are, and
 * `404.html` with status 404 for everything else under the base.
 */
export function previewStaticSite(): Plugin {
  return {
    name: 'rehoboth:preview-static-site',
    apply: 'serve',
    configurePreviewServer(server) {
      const base = server.config.base
      const { environments, build } = server.config
      const root = path.resolve(server.config.root, (environments.client ?? { build }).build.outDir)
      server.middlewares.use(async (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview')
        if (!['GET', 'HEAD'].includes(request.method ?? '') || !url.pathname.startsWith(base)) {
          return next()
        }
        const sitePath = decodeURIComponent(url.pathname.slice(base.length))
        for (const candidate of [sitePath, path.posix.join(sitePath, 'index.html')]) {
          if (await isFile(root, candidate)) {
            request.url = `${base}${candidate}${url.search}`
            return next()
          }
        }
        response.statusCode = 404
        response.setHeader('Content-Type', 'text/html; charset=utf-8')
        if (request.method === 'HEAD') return response.end()
        response.end(await notFoundHtml(root))
      })
    },
  }
}

async function isFile(root: string, sitePath: string): Promise<boolean> {
  const file = path.resolve(root, `.${path.posix.sep}${sitePath}`)
  if (!file.startsWith(root + path.sep)) return false
  return stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  )
}

async function notFoundHtml(root: string): Promise<string> {
  return readFile(path.join(root, notFoundPage), 'utf8').catch(
    () => '<!doctype html><title>404</title><h1>Página no encontrada</h1>',
  )
}
