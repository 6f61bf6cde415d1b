import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The newcomer test's dev server (web/e2e/dev), as `npm start` runs the site: on a fresh store and
 * a dependency cache of its own, which it fills afresh (`--force`) as on a new clone, without
 * touching a developer's running dev server and its cache.
 */
export function devE2eServer(port: number) {
  process.env.REHOBOTH_E2E_DEV_STORE_DIR ??= mkdtempSync(join(tmpdir(), 'rehoboth-e2e-dev-store-'))
  process.env.REHOBOTH_E2E_DEV_CACHE_DIR ??= mkdtempSync(join(tmpdir(), 'rehoboth-e2e-dev-cache-'))
  return {
    port,
    storeDir: process.env.REHOBOTH_E2E_DEV_STORE_DIR,
    cacheDir: process.env.REHOBOTH_E2E_DEV_CACHE_DIR,
    siteUrl: `http://localhost:${port}/rehoboth/`,
  }
}
