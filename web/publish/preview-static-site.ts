import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { loadEnv, type Connect, type Plugin } from 'vite'
import { OFFLINE_PROJECT_ID } from '../src/lib/sanity/env.ts'
import {
  cacheControl,
  contentSecurityPolicyHeader,
  isHashedAsset,
  securityHeaders,
  studioFrameAncestors,
} from './security-headers.ts'
import { notFoundPage } from './static-site.ts'
import { checkRequestAddress } from '../server/http/request-address.ts'
import { answerSafely, refuseMalformedAddress } from '../vite/server-guard.ts'

/**
 * Makes `vite preview` answer like the static host the site is built for: a prerendered page for
 * its clean URL ('/rehoboth/paraTuAuto' -> 'paraTuAuto/index.html'), files as they are, and
 * `404.html` with status 404 for everything else under the base; all with the headers the site is
 * published with (security-headers.ts). In both servers the host's root and the base without its
 * slash redirect to the home page, as netlify.toml has the host do (Vite answers them in English).
 */
export function previewStaticSite(): Plugin {
  return {
    name: 'rehoboth:preview-static-site',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(redirectToHomePage(server.config.base))
    },
    configurePreviewServer(server) {
      const base = server.config.base
      server.middlewares.use(redirectToHomePage(base))
      const { environments, build } = server.config
      const root = path.resolve(server.config.root, (environments.client ?? { build }).build.outDir)
      const headers = publishedHeaders(
        server.config.mode,
        server.config.envDir || server.config.root,
      )
      server.middlewares.use(
        answerSafely('preview-static-site', async (request, response, next) => {
          if (!['GET', 'HEAD'].includes(request.method ?? '')) return next()
          const check = checkRequestAddress(request.url)
          // The guard (server-guard.ts) refused these already: decoded here through the same check.
          if (!check.ok) return refuseMalformedAddress(request, response, next)
          const { rawPath, path: decodedPath, search } = check.address
          if (!rawPath.startsWith(base)) return next()
          const sitePath = decodedPath.slice(base.length)
          for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
          for (const candidate of [sitePath, path.posix.join(sitePath, 'index.html')]) {
            if (await isFile(root, candidate)) {
              response.setHeader(
                'Cache-Control',
                isHashedAsset(sitePath) ? cacheControl.immutable : cacheControl.revalidate,
              )
              request.url = `${base}${encodePath(candidate)}${search}`
              return next()
            }
          }
          // A missing asset may be there after the next deploy: never cache its absence.
          response.setHeader('Cache-Control', cacheControl.revalidate)
          response.statusCode = 404
          response.setHeader('Content-Type', 'text/html; charset=utf-8')
          if (request.method === 'HEAD') return void response.end()
          response.end(await notFoundHtml(root))
        }),
      )
    },
  }
}

function redirectToHomePage(base: string): Connect.NextHandleFunction {
  return (request, response, next) => {
    if (!['GET', 'HEAD'].includes(request.method ?? '')) return next()
    const check = checkRequestAddress(request.url)
    if (!check.ok) return refuseMalformedAddress(request, response, next)
    const { rawPath, search } = check.address
    if (rawPath !== '/' && `${rawPath}/` !== base) return next()
    response.writeHead(301, { Location: `${base}${search}` })
    response.end()
  }
}

// The project the built pages read, as lib/sanity/env.ts and the offline API plugin decide it.
function publishedHeaders(mode: string, envDir: string): Record<string, string> {
  const env = { ...loadEnv(mode, envDir, 'VITE_SANITY_'), ...process.env }
  const studioOrigins = studioFrameAncestors(env)
  const sanityProjectId =
    env.VITE_SANITY_PROJECT_ID?.trim() || env.SANITY_PROJECT_ID?.trim() || OFFLINE_PROJECT_ID
  return {
    'Content-Security-Policy': contentSecurityPolicyHeader({ sanityProjectId, studioOrigins }),
    ...securityHeaders,
  }
}

function encodePath(sitePath: string): string {
  return sitePath.split('/').map(encodeURIComponent).join('/')
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
