import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname } from 'node:path'

/**
 * Playwright's global teardown: removes the temporary store and Studio build folders this run
 * made (test/test-store.ts, test/e2e-studio-servers.ts, test/e2e-dev-server.ts), so runs leave nothing behind in /tmp.
 * Only folders of that shape are removed, whatever the variables say.
 */
export default async function removeRunFolders(): Promise<void> {
  const folders = [
    process.env.REHOBOTH_E2E_STORE_DIR,
    process.env.REHOBOTH_E2E_STUDIO_STORE_DIR,
    process.env.REHOBOTH_E2E_STUDIO_BUILD_DIR,
    process.env.REHOBOTH_E2E_DEV_STORE_DIR,
    process.env.REHOBOTH_E2E_DEV_CACHE_DIR,
  ].filter(
    (folder): folder is string =>
      Boolean(folder) &&
      dirname(folder!) === tmpdir() &&
      basename(folder!).startsWith('rehoboth-e2e-'),
  )
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
}
