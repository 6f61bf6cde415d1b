import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The variable that holds one of this run's folders; test/e2e-teardown.ts removes them all. */
export const e2eRunFolderVariable = /^REHOBOTH_E2E_\w+_DIR$/

/**
 * An empty temporary folder of one Playwright run (`name`: 'store', 'studio-build'…), for the
 * servers it starts: made once by the main process and kept in `REHOBOTH_E2E_<NAME>_DIR`, which
 * its workers inherit.
 */
export function e2eRunFolder(name: string): string {
  const variable = `REHOBOTH_E2E_${name.toUpperCase().replaceAll('-', '_')}_DIR`
  process.env[variable] ??= mkdtempSync(join(tmpdir(), `rehoboth-e2e-${name}-`))
  return process.env[variable]
}

/** The store folder of the build's prerender and the site tests' preview server. */
export function e2eStoreDir(): string {
  return e2eRunFolder('store')
}
