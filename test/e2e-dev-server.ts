import { localSiteUrl } from '@rehoboth/shared/local-addresses'
import { e2eRunFolder } from './test-store.ts'

/**
 * The newcomer test's dev server (web/e2e/dev), as `npm start` runs the site: on a fresh store and
 * a dependency cache of its own, which it fills afresh (`--force`) as on a new clone, without
 * touching a developer's running dev server and its cache.
 */
export function devE2eServer(port: number) {
  return {
    port,
    storeDir: e2eRunFolder('dev-store'),
    cacheDir: e2eRunFolder('dev-cache'),
    siteUrl: localSiteUrl(port),
  }
}
