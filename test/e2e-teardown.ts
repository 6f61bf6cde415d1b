import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname } from 'node:path'
import { e2eRunFolderVariable } from './test-store.ts'

/**
 * Playwright's global teardown: removes the temporary folders this run made (stores, the Studio
 * build, the dev server's dependency cache: `e2eRunFolder` in test/test-store.ts), so runs leave
 * nothing behind in /tmp. Only folders of that shape are removed, whatever the variables say.
 */
export default async function removeRunFolders(): Promise<void> {
  const folders = Object.entries(process.env)
    .filter(([variable]) => e2eRunFolderVariable.test(variable))
    .map(([, folder]) => folder)
    .filter(
      (folder): folder is string =>
        Boolean(folder) &&
        dirname(folder!) === tmpdir() &&
        basename(folder!).startsWith('rehoboth-e2e-'),
    )
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
}
