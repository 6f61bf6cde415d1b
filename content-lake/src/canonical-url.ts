const SANITY_HOST_SEGMENT = /^\/([a-z0-9-]+(?:\.[a-z0-9-]+)*\.sanity\.io)(\/.*)?$/i

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
  const hostname = (hostHeader ?? 'localhost').replace(/:\d+$/, '').toLowerCase()
  const segment = SANITY_HOST_SEGMENT.exec(pathAndQuery)
  if (segment) return new URL(`https://${segment[1]}${segment[2] ?? '/'}`)
  const subdomain = hostname.endsWith('.localhost')
    ? hostname.slice(0, -'.localhost'.length)
    : undefined
  if (subdomain === 'cdn' || (!subdomain && /^\/(images|files)\//.test(pathAndQuery))) {
    return new URL(`https://cdn.sanity.io${pathAndQuery}`)
  }
  const projectId = subdomain?.split('.')[0]
  if (projectId && projectId !== 'api') {
    return new URL(`https://${projectId}.api.sanity.io${pathAndQuery}`)
  }
  return new URL(`https://api.sanity.io${pathAndQuery}`)
}
