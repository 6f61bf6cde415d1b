const SANITY_HOST_SEGMENT = /^\/([a-z0-9-]+(?:\.[a-z0-9-]+)*\.sanity\.io)(\/.*)?$/i

interface Addressing {
  port: string
  /** The first label of a `*.localhost` host name: a project id, `cdn` or `api`. */
  subdomain: string | undefined
  /** `<host>.sanity.io` and the rest, when the path names the Sanity host (the site's form). */
  sanityHost: { host: string; path: string } | undefined
}

function addressing(hostHeader: string | undefined, pathAndQuery: string): Addressing {
  const [, host = 'localhost', port = ''] = /^(.*?)(?::(\d+))?$/.exec(hostHeader ?? '') ?? []
  const hostname = (host || 'localhost').toLowerCase()
  const segment = SANITY_HOST_SEGMENT.exec(pathAndQuery)
  return {
    port,
    // `<projectId>.l7.localhost`: the Studio spreads its listeners over host names (studio/spread-listeners.ts).
    subdomain: hostname.endsWith('.localhost')
      ? hostname.slice(0, -'.localhost'.length).split('.')[0]
      : undefined,
    sanityHost: segment?.[1] ? { host: segment[1], path: segment[2] ?? '/' } : undefined,
  }
}

const isProjectId = (subdomain: string | undefined): subdomain is string =>
  subdomain !== undefined && subdomain !== 'api' && subdomain !== 'cdn'

/**
 * The Sanity URL a request to the standalone server stands for:
 * - `<projectId>.localhost:<port>/<path>` (the Studio with `apiHost: http://localhost:<port>`)
 *   → `https://<projectId>.api.sanity.io/<path>`; more labels between the two are ignored
 *   (`<projectId>.l7.localhost`), so that a browser can spread its event streams over several
 *   host names (HTTP/1.1 allows six connections per host);
 * - `localhost:<port>/<host>.sanity.io/<path>` (as the site's dev-server middleware asks)
 *   → `https://<host>.sanity.io/<path>`;
 * - `localhost:<port>/images/...` or `/files/...` (asset URLs built from apiHost)
 *   → `https://cdn.sanity.io/...`; any other path → `https://api.sanity.io/<path>`.
 */
export function canonicalUrl(hostHeader: string | undefined, pathAndQuery: string): URL {
  const { subdomain, sanityHost } = addressing(hostHeader, pathAndQuery)
  if (sanityHost) return new URL(`https://${sanityHost.host}${sanityHost.path}`)
  if (subdomain === 'cdn' || (!subdomain && /^\/(images|files)\//.test(pathAndQuery))) {
    return new URL(`https://cdn.sanity.io${pathAndQuery}`)
  }
  if (isProjectId(subdomain)) return new URL(`https://${subdomain}.api.sanity.io${pathAndQuery}`)
  return new URL(`https://api.sanity.io${pathAndQuery}`)
}

/**
 * Where the client of a request in the Studio's host form opens the lake's CDN: the same server
 * on plain `localhost` (`http://localhost:<port>`, whose `/images/…` and `/files/…` are the CDN).
 * Other forms (the site's `/<host>.sanity.io/…`, the CDN itself) get `undefined`: they keep
 * Sanity's CDN addresses, which the site maps itself.
 */
export function studioAssetOrigin(
  hostHeader: string | undefined,
  pathAndQuery: string,
): string | undefined {
  const { subdomain, sanityHost, port } = addressing(hostHeader, pathAndQuery)
  if (sanityHost || !isProjectId(subdomain)) return undefined
  return `http://localhost${port ? `:${port}` : ''}`
}
