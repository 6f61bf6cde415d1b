/**
 * Which React Router the app bundles and how many copies are installed, for the contract's test
 * (Node only: the contract itself also runs in the browser). The app's modules live in web/, so
 * Vite resolves `react-router` from there (web/node_modules first, then the root's); a second copy
 * anywhere means the app and the build tools (@react-router/dev at the root) may run different
 * versions, and the contract, checked against one, says nothing about the other.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

type PackageJson = { version?: string; workspaces?: string[] }

const readPackageJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson

/** The package.json of `name` as a module in `workspace` resolves it (as Vite does for the app). */
export function resolvedPackageJson(workspace: string, name: string): string {
  const require = createRequire(path.join(workspace, 'package.json'))
  return realpathSync(require.resolve(`${name}/package.json`))
}

/** The version of `name` that a module in `workspace` imports. */
export function resolvedVersion(workspace: string, name: string): string | undefined {
  return readPackageJson(resolvedPackageJson(workspace, name)).version
}

function packageFolders(nodeModules: string): string[] {
  return readdirSync(nodeModules, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.startsWith('.')) return []
    const folder = path.join(nodeModules, entry.name)
    if (!entry.name.startsWith('@')) return [folder]
    return readdirSync(folder, { withFileTypes: true })
      .filter((scoped) => scoped.isDirectory())
      .map((scoped) => path.join(folder, scoped.name))
  })
}

function copiesUnder(nodeModules: string, name: string): string[] {
  if (!existsSync(nodeModules)) return []
  return packageFolders(nodeModules).flatMap((folder) => [
    ...(path.relative(nodeModules, folder) === name && existsSync(path.join(folder, 'package.json'))
      ? [path.join(folder, 'package.json')]
      : []),
    ...copiesUnder(path.join(folder, 'node_modules'), name),
  ])
}

/**
 * Every installed copy of `name` (its package.json), in the root's node_modules, the workspaces'
 * and any nested one (node_modules/x/node_modules/name). Workspace links are not followed: each
 * workspace's own node_modules is walked once, from the root's `workspaces`.
 */
export function installedCopies(root: string, name: string): string[] {
  const workspaces = readPackageJson(path.join(root, 'package.json')).workspaces ?? []
  return ['.', ...workspaces]
    .flatMap((workspace) => copiesUnder(path.join(root, workspace, 'node_modules'), name))
    .sort()
}

/** What is wrong when `name` is installed more than once under `root`; undefined when it is not. */
export function duplicateCopies(root: string, name: string): string | undefined {
  const copies = installedCopies(root, name)
  if (copies.length <= 1) return undefined
  const listed = copies.map(
    (file) => `${path.relative(root, path.dirname(file))} (${readPackageJson(file).version})`,
  )
  return (
    `${name} is installed ${copies.length} times: ${listed.join(', ')}. The app bundles the ` +
    'one web/ resolves and the build tools may use another: pin one version in package.json ' +
    'and web/package.json, then run npm install.'
  )
}
