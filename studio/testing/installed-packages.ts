import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const studioPackage = fileURLToPath(new URL('../package.json', import.meta.url))

/**
 * The folder of a package as the Studio resolves it (its own node_modules first, then the
 * root's), or as `from`, another installed package, resolves it.
 */
export function installedPackageDir(name: string, from?: string): string {
  const requireFrom = createRequire(
    from ? join(installedPackageDir(from), 'package.json') : studioPackage,
  )
  return dirname(requireFrom.resolve(`${name}/package.json`))
}

/** The version of a package as the Studio resolves it. */
export function installedVersion(name: string, from?: string): string {
  const file = join(installedPackageDir(name, from), 'package.json')
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
}

/** One file of an installed package, as text. */
export function installedFile(name: string, path: string, from?: string): string {
  return readFileSync(join(installedPackageDir(name, from), path), 'utf8')
}

/** The JavaScript files of one folder of an installed package (its built bundles): name → text. */
export function installedBundles(name: string, folder: string, from?: string): Map<string, string> {
  const dir = join(installedPackageDir(name, from), folder)
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
  )
}
