/**
 * What upgrade-check asks: the registry (through `npm view`, so this machine's npm config and
 * registry apply) and the project's installed packages (read only).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Manifest, Member } from './upgrade-check-choice.ts'
import { majorOf } from './upgrade-check-semver.ts'
import { packageJsonFiles, run } from './upgrade-check-scratch.ts'

async function npmView(root: string, args: string[]): Promise<unknown> {
  const { code, output } = await run('npm', ['view', ...args, '--json'], root)
  if (code !== 0) throw new Error(`npm view ${args.join(' ')} failed: ${output.trim()}`)
  return output.trim() ? (JSON.parse(output) as unknown) : undefined
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

type PackageJson = { version?: string } & Record<string, unknown>
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson

/** The version installed where `folder` would import `name` from (node_modules up the tree). */
export function installedVersion(folder: string, name: string): string | undefined {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json')
    if (existsSync(file)) return readJson(file).version
    if (path.dirname(dir) === dir) return undefined
  }
}

/** The folders (root or workspace) whose package.json declares `name`. */
export async function declaringFolders(root: string, name: string): Promise<string[]> {
  const files = await packageJsonFiles(root)
  return files
    .filter((file) => {
      const manifest = readJson(file)
      return ['dependencies', 'devDependencies', 'optionalDependencies'].some(
        (section) => (manifest[section] as Record<string, string> | undefined)?.[name],
      )
    })
    .map((file) => path.dirname(file))
}

export async function registryMember(root: string, name: string): Promise<Member | undefined> {
  const [folder] = await declaringFolders(root, name)
  const current = folder && installedVersion(folder, name)
  if (!current) return undefined
  const versions = asList((await npmView(root, [name, 'versions'])) as string | string[])
  const nextMajor = (majorOf(current) ?? 0) + 1
  const fields = ['version', 'dependencies', 'peerDependencies']
  const manifests = asList(
    (await npmView(root, [`${name}@>=${current} <${nextMajor}.0.0-0`, ...fields])) as
      Manifest | Manifest[],
  )
  return {
    name,
    current,
    versions,
    manifests: Object.fromEntries(manifests.map((manifest) => [manifest.version, manifest])),
  }
}

/** The installed versions of the peers these members name that are not members themselves. */
export function installedPeers(root: string, members: Member[]): Record<string, string> {
  const names = new Set(
    members.flatMap((member) =>
      Object.values(member.manifests).flatMap((manifest) =>
        Object.keys(manifest.peerDependencies ?? {}),
      ),
    ),
  )
  for (const member of members) names.delete(member.name)
  return Object.fromEntries(
    [...names].flatMap((name) => {
      const version = installedVersion(root, name)
      return version ? [[name, version]] : []
    }),
  )
}
