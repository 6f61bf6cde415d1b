import { join } from 'node:path'

/** The folder at the repository's top where the local Content Lake keeps what is written to it. */
export const OFFLINE_STORE_FOLDER = '.offline-data'

/** The offline store: OFFLINE_SANITY_DATA_DIR when set, else OFFLINE_STORE_FOLDER under `root`. */
export function offlineStoreDir(
  root: string,
  env: Partial<Record<string, string | undefined>>,
): string {
  return env.OFFLINE_SANITY_DATA_DIR?.trim() || join(root, OFFLINE_STORE_FOLDER)
}
