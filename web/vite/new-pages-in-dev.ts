import { fileURLToPath } from 'node:url'
import { isRunnableDevEnvironment, type Connect, type Plugin, type ViteDevServer } from 'vite'
import { withTrailingSlash } from '@rehoboth/shared/site-base'
import type { prerenderPaths } from '../publish/prerender-paths.ts'

/** React Router's server build in the dev server: the same module its request handler imports. */
const serverBuildId = 'virtual:react-router/server-build'

type ServerBuild = { prerender: string[] }

// Imported through the dev server, as the React Router config's own list is: the site's modules
// are written for Vite (import.meta.env, imports without extensions), not for Vite's config loader.
const prerenderPathsModule = fileURLToPath(
  new URL('../publish/prerender-paths.ts', import.meta.url),
)
type PrerenderPaths = { prerenderPaths: typeof prerenderPaths }

/**
 * The dev server renders every page from current content, pages published after it started too.
 *
 * With `ssr: false`, React Router's dev server renders only the addresses its prerender list held
 * when the server build was first loaded; any other address got the SPA fallback, the 404 page
 * until the browser had asked Sanity (a product published after `npm start` looked missing).
 * Before React Router answers an address it does not know, this asks the content again for the
 * pages the build would write and adds the new ones to that list, so the page is rendered with
 * its content, as the next build will write it.
 */
export function newPagesInDev(): Plugin {
  let base = '/'
  return {
    name: 'rehoboth:new-pages-in-dev',
    apply: 'serve',
    configResolved(config) {
      base = withTrailingSlash(config.base)
    },
    configureServer(server) {
      server.middlewares.use(listNewPages(server, base))
    },
  }
}

function listNewPages(server: ViteDevServer, base: string): Connect.NextHandleFunction {
  return (request, _response, next) => {
    const address = pageAddress(request.url ?? '/', base)
    if (!address || !['GET', 'HEAD'].includes(request.method ?? '')) return next()
    addIfPublished(server, address).then(() => next(), next)
  }
}

/**
 * '/NuevoProducto' for '/rehoboth/NuevoProducto' or its data request
 * '/rehoboth/NuevoProducto.data'; undefined for anything that cannot be a product's page (files,
 * Vite's own addresses, nested paths).
 */
export function pageAddress(url: string, base: string): string | undefined {
  const pathname = new URL(url, 'http://dev').pathname
  if (!pathname.startsWith(base)) return undefined
  let segment: string
  try {
    segment = decodeURIComponent(pathname.slice(base.length)).replace(/\.data$/, '')
  } catch {
    return undefined
  }
  return /^[\p{L}\p{N}_-]+$/u.test(segment) ? `/${segment}` : undefined
}

async function addIfPublished(server: ViteDevServer, address: string): Promise<void> {
  const ssr = server.environments.ssr
  if (!ssr || !isRunnableDevEnvironment(ssr)) return
  const build = (await ssr.runner.import(serverBuildId)) as ServerBuild
  if (build.prerender.includes(address)) return
  const paths = (await ssr.runner.import(prerenderPathsModule)) as PrerenderPaths
  for (const path of await paths.prerenderPaths()) {
    if (!build.prerender.includes(path)) build.prerender.push(path)
  }
}
