import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The editor tests' own servers, beside the site tests' preview server on `port`: a Content Lake,
 * a second preview server of the same site build, both on a fresh store of their own (edits made
 * in the Studio never change what the site tests see), and the built Studio pointed at them.
 */
export function studioE2eServers(port: number) {
  process.env.REHOBOTH_E2E_STUDIO_STORE_DIR ??= mkdtempSync(
    join(tmpdir(), 'rehoboth-e2e-studio-store-'),
  )
  process.env.REHOBOTH_E2E_STUDIO_BUILD_DIR ??= mkdtempSync(
    join(tmpdir(), 'rehoboth-e2e-studio-build-'),
  )
  const ports = { lake: port + 1, site: port + 2, studio: port + 3 }
  return {
    storeDir: process.env.REHOBOTH_E2E_STUDIO_STORE_DIR,
    buildDir: process.env.REHOBOTH_E2E_STUDIO_BUILD_DIR,
    ports,
    lakeUrl: `http://localhost:${ports.lake}`,
    siteUrl: `http://localhost:${ports.site}/rehoboth/`,
    studioUrl: `http://localhost:${ports.studio}/`,
  }
}
