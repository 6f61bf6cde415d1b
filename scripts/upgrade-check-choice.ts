/**
 * Which versions a pinned set moves to: the newest combination, within each package's current
 * major, in which every member accepts every other member (their dependency and peer ranges on
 * each other), every package a member takes under another name (`npm:@sanity/ui@…`) exists in the
 * registry, and every peer the project already has installed (vite, typescript, react) fits.
 * The members move together or not at all: a member satisfied by a second copy would leave the
 * app bundling one version and the tools another.
 */
import { compareVersions, isPrerelease, majorOf, satisfies } from './upgrade-check-semver.ts'

/** What the registry says of one version of a package (`npm view <pkg>@<range> --json`). */
export type Manifest = {
  version: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

export type Member = {
  name: string
  /** The version the project has installed now. */
  current: string
  /** Every version the registry has. */
  versions: string[]
  /** The manifests of the versions worth trying (at least those newer in the current major). */
  manifests: Record<string, Manifest>
}

export type UpgradeSet = {
  name: string
  /** The lead member first: the set tries its newest versions first. */
  members: Member[]
  /** Versions of packages outside the set that the project has installed (for peer ranges). */
  installed: Record<string, string>
  /** Versions already tried that npm would not install, with npm's reason. */
  refused?: Record<string, Record<string, string>>
}

export type Move = { name: string; from: string; to: string }
/** A newer version of a member left out, and why. */
export type Held = { name: string; version: string; reason: string }

export type Choice = {
  set: string
  versions: Record<string, string>
  moved: Move[]
  held: Held[]
  /** The newest version of a member in a later major: a migration, never tried here. */
  newerMajors: { name: string; version: string }[]
  /** Members whose version the developer forced (`--try`), whether or not it resolves. */
  forced?: string[]
}

/** The versions of a member to try, newest first: its current major, no prerelease, no downgrade. */
export function candidates(member: Member): string[] {
  const major = majorOf(member.current)
  const wantsPrereleases = isPrerelease(member.current)
  return member.versions
    .filter(
      (version) =>
        majorOf(version) === major &&
        (wantsPrereleases || !isPrerelease(version)) &&
        compareVersions(version, member.current) >= 0,
    )
    .sort(compareVersions)
    .reverse()
}

const newest = (versions: string[]) => [...versions].sort(compareVersions).at(-1)

function requirements(manifest: Manifest | undefined) {
  return [
    ...Object.entries(manifest?.dependencies ?? {}).map(([name, range]) => ({
      name,
      range,
      kind: 'dependency',
    })),
    ...Object.entries(manifest?.peerDependencies ?? {}).map(([name, range]) => ({
      name,
      range,
      kind: 'peer',
    })),
  ]
}

/** Why a version of a member cannot be in the set whatever the others are; undefined if it can. */
function ownProblem(set: UpgradeSet, member: Member, version: string): string | undefined {
  const refusal = set.refused?.[member.name]?.[version]
  if (refusal) return `npm would not install it: ${refusal}`
  const byName = new Map(set.members.map((one) => [one.name, one]))
  for (const { name, range, kind } of requirements(member.manifests[version])) {
    const alias = /^npm:((?:@[^/@]+\/)?[^@]+)@(.+)$/.exec(range)
    const target = alias ? byName.get(alias[1] ?? '') : undefined
    if (alias && target && !target.versions.some((one) => satisfies(one, alias[2] ?? ''))) {
      return (
        `it needs ${alias[1]} ${alias[2]} (as "${name}"), and the registry's newest is ` +
        `${newest(target.versions)}`
      )
    }
    const installed = set.installed[name]
    if (kind === 'peer' && !byName.has(name) && installed && !satisfies(installed, range)) {
      return `it wants ${name} ${range} (peer), and the project has ${installed}`
    }
  }
  return undefined
}

/** Why two chosen versions of two members cannot go together; undefined if they can. */
function pairProblem(
  set: UpgradeSet,
  [first, firstVersion]: [Member, string],
  [second, secondVersion]: [Member, string],
): string | undefined {
  for (const [member, version, other, otherVersion] of [
    [first, firstVersion, second, secondVersion],
    [second, secondVersion, first, firstVersion],
  ] as const) {
    for (const { name, range, kind } of requirements(member.manifests[version])) {
      if (name === other.name && !satisfies(otherVersion, range)) {
        return `${member.name} ${version} wants ${name} ${range} (${kind})`
      }
    }
  }
  return undefined
}

type Search =
  { versions: Record<string, string> } | { stuck: { member: string; reasons: string[] } }

function search(set: UpgradeSet, chosen: [Member, string][]): Search {
  const member = set.members[chosen.length]
  if (!member) return { versions: Object.fromEntries(chosen.map(([one, v]) => [one.name, v])) }
  const reasons: string[] = []
  let deepest: Search | undefined
  for (const version of candidates(member)) {
    const conflicts = chosen.map((pair) => pairProblem(set, pair, [member, version]))
    const problem =
      ownProblem(set, member, version) ?? (conflicts.filter(Boolean).join(', ') || undefined)
    if (problem) {
      reasons.push(`${member.name} ${version}: ${problem}`)
      continue
    }
    const found = search(set, [...chosen, [member, version]])
    if ('versions' in found) return found
    deepest ??= found
  }
  return deepest ?? { stuck: { member: member.name, reasons } }
}

function newerMajor(member: Member) {
  const major = majorOf(member.current) ?? 0
  const later = member.versions.filter(
    (version) => (majorOf(version) ?? 0) > major && !isPrerelease(version),
  )
  const version = newest(later)
  return version ? [{ name: member.name, version }] : []
}

/** Why the newest version of a member was left out, given what the others settled on. */
function whyHeld(set: UpgradeSet, member: Member, versions: Record<string, string>): Held[] {
  const [version] = candidates(member)
  if (!version || version === versions[member.name]) return []
  const own = ownProblem(set, member, version)
  if (own) return [{ name: member.name, version, reason: own }]
  // The lead is tried with every combination of the others; any other member, with theirs.
  if (member === set.members[0]) {
    const tried = search(set, [[member, version]])
    const reason =
      'stuck' in tried
        ? `no ${tried.stuck.member} goes with it (${tried.stuck.reasons.join('; ')})`
        : 'the newest combination that resolves has an older one'
    return [{ name: member.name, version, reason }]
  }
  const reason =
    set.members
      .filter((other) => other !== member)
      .map((other) =>
        pairProblem(set, [other, versions[other.name] ?? other.current], [member, version]),
      )
      .filter(Boolean)
      .join(', ') || 'the newest combination that resolves has an older one'
  return [{ name: member.name, version, reason }]
}

export function chooseVersions(set: UpgradeSet): Choice {
  const found = search(set, [])
  const versions =
    'versions' in found
      ? found.versions
      : Object.fromEntries(set.members.map((member) => [member.name, member.current]))
  return {
    set: set.name,
    versions,
    moved: set.members
      .map((member) => ({ name: member.name, from: member.current, to: versions[member.name] }))
      .filter((move): move is Move => move.to !== undefined && move.to !== move.from),
    held: set.members.flatMap((member) => whyHeld(set, member, versions)),
    newerMajors: set.members.flatMap(newerMajor),
  }
}

/** The choice with some members forced to versions the developer asked to try (`--try`). */
export function withTried(set: UpgradeSet, choice: Choice, tried: Record<string, string>): Choice {
  const versions = { ...choice.versions }
  for (const member of set.members) {
    const version = tried[member.name]
    if (version) versions[member.name] = version
  }
  return {
    ...choice,
    versions,
    forced: set.members.map(({ name }) => name).filter((name) => tried[name]),
    moved: set.members
      .map((member) => ({ name: member.name, from: member.current, to: versions[member.name] }))
      .filter((move): move is Move => move.to !== undefined && move.to !== move.from),
  }
}
