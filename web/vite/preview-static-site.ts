import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { loadEnv, type Connect, type Plugin } from 'vite'
import { sanityProject } from '@rehoboth/shared/project'
import {
  cacheControl,
  contentSecurityPolicyHeader,
  isHashedAsset,
  securityHeaders,
  studioFrameAncestors,
} from '../publish/security-headers.ts'
import { notFoundPage } from '../publish/static-site.ts'
import {
  chooseEncoding,
  compressibleTypes,
  contentEncodings,
  isCompressible,
  type ContentEncoding,
} from '../publish/precompress.ts'
import { checkRequestAddress } from '../server/http/request-address.ts'
import { answerSafely, refuseMalformedAddress } from './server-guard.ts'

/**
 * Makes `vite preview` answer like the static host the site is built for: a prerendered page for
 * its clean URL ('/rehoboth/paraTuAuto' -> 'paraTuAuto/index.html'), files as they are, and
 * `404.html` with status 404 for everything else under the base; all with the headers the site is
 * published with (security-headers.ts). Pages, scripts and other text files go out as the host
 * sends them: Brotli to a browser that asks for it, else gzip, from the files the build compressed
 * beforehand (precompress.ts), so no compression happens per request and Vite's own (gzip on the
 * fly, further down its middlewares) never sees them. In both servers the host's root and the base
 * without its slash redirect to the home page, as netlify.toml has the host do (Vite answers them
 * in English).
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
              if (isCompressible(candidate)) return sendText(request, response, root, candidate)
              request.url = `${base}${encodePath(candidate)}${search}`
              return next()
            }
          }
          // A missing asset may be there after the next deploy: never cache its absence.
          response.setHeader('Cache-Control', cacheControl.revalidate)
          response.statusCode = 404
          if (await isFile(root, notFoundPage))
            return sendText(request, response, root, notFoundPage)
          response.setHeader('Content-Type', 'text/html; charset=utf-8')
          if (request.method === 'HEAD') return void response.end()
          response.end(notFoundFallback)
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

// The project the built pages read, decided as lib/sanity/env.ts decides it.
function publishedHeaders(mode: string, envDir: string): Record<string, string> {
  const env = { ...loadEnv(mode, envDir, 'VITE_SANITY_'), ...process.env }
  const studioOrigins = studioFrameAncestors(env)
  const sanityProjectId = sanityProject(env).projectId
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

const notFoundFallback = '<!doctype html><title>404</title><h1>Página no encontrada</h1>'

/**
 * Sends a text file of the site in the encoding the browser asks for, from the copy the build wrote
 * (`<file>.br`, `<file>.gz`), or as it is when the browser asks for neither or no copy was written.
 */
async function sendText(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
  sitePath: string,
) {
  const available: ContentEncoding[] = []
  for (const encoding of contentEncodings) {
    if (await isFile(root, sitePath + encoding.extension)) available.push(encoding)
  }
  const encoding = chooseEncoding(request.headers['accept-encoding'], available)
  const body = await readFile(
    path.resolve(root, `.${path.posix.sep}${sitePath}${encoding?.extension ?? ''}`),
  )
  response.setHeader(
    'Content-Type',
    compressibleTypes[path.extname(sitePath).toLowerCase()] ?? 'text/plain',
  )
  response.setHeader('Vary', 'Accept-Encoding')
  if (encoding) response.setHeader('Content-Encoding', encoding.name)
  response.setHeader('Content-Length', body.byteLength)
  response.end(request.method === 'HEAD' ? undefined : body)
}
