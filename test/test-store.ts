import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The empty store folder of one Playwright run, for the servers it starts (the build's prerender,
 * the preview server, a Content Lake): made once by the main process, inherited by its workers.
 */
export function e2eStoreDir(): string {
  process.env.REHOBOTH_E2E_STORE_DIR ??= mkdtempSync(join(tmpdir(), 'rehoboth-e2e-store-'))
  return process.env.REHOBOTH_E2E_STORE_DIR
}
