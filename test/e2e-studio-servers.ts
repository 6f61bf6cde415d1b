import { localSiteUrl, localStudioUrl } from '@rehoboth/shared/local-addresses'
import { e2eRunFolder } from './test-store.ts'

/**
 * The editor tests' own servers, beside the site tests' preview server on `port`: a Content Lake,
 * a second preview server of the same site build, both on a fresh store of their own (edits made
 * in the Studio never change what the site tests see), and the built Studio pointed at them.
 */
export function studioE2eServers(port: number) {
  const ports = { lake: port + 1, site: port + 2, studio: port + 3 }
  return {
    storeDir: e2eRunFolder('studio-store'),
    buildDir: e2eRunFolder('studio-build'),
    ports,
    lakeUrl: `http://localhost:${ports.lake}`,
    siteUrl: localSiteUrl(ports.site),
    studioUrl: `${localStudioUrl(ports.studio)}/`,
  }
}
