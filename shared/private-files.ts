import { resolve } from 'node:path'
import { OFFLINE_STORE_FOLDER, offlineStoreDir } from './offline-store.ts'

/**
 * What the site's and the Studio's dev servers (Vite) must never serve: the offline store, which
 * holds every contact request and draft, the environment files with their tokens and secrets, and
 * the repository's own dot-folders (.git, .ci, .react-router, .netlify…). Given as Vite's
 * `server.fs.deny`, which it checks for `/@fs/` paths and for paths under its root alike, raw,
 * `?raw`, `?url` or `?import`. The Studio's runtime (studio/.sanity) and Vite's dependency cache
 * (node_modules/.vite) are not at the repository's top, so they stay served.
 */
export function privateFiles(
  repositoryRoot: string,
  env: Partial<Record<string, string | undefined>>,
): string[] {
  const root = asGlob(resolve(repositoryRoot))
  // A relative OFFLINE_SANITY_DATA_DIR is read from the repository's top, where npm runs.
  const store = asGlob(resolve(repositoryRoot, offlineStoreDir(repositoryRoot, env)))
  return [
    // Vite's defaults, which a `deny` of one's own replaces.
    '.env',
    '.env.*',
    '*.{crt,pem,key,p12,pfx,cer,der}',
    '.npmrc',
    '.yarnrc.yml',
    '**/.git/**',
    '**/.env/**',
    // The offline store wherever it sits: the repository's top (the default) or a copy of it.
    `**/${OFFLINE_STORE_FOLDER}`,
    `**/${OFFLINE_STORE_FOLDER}/**`,
    `${root}/.*`,
    `${root}/.*/**`,
    store,
    `${store}/**`,
  ]
}

/** A path as a glob that matches only itself (picomatch's escapes), with forward slashes. */
function asGlob(path: string): string {
  return path
    .replaceAll('\\', '/')
    .replace(/\/+$/, '')
    .replace(/[*?[\]{}()!+@|]/g, '\\$&')
}
