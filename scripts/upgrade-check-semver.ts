import semver from 'semver'

/**
 * npm's version rules as upgrade-check reads registry manifests with them (the `semver` package
 * npm itself uses), forgiving texts that are no version: a registry lists odd tags now and then.
 */

export function isPrerelease(text: string): boolean {
  return semver.valid(text) !== null && semver.prerelease(text) !== null
}

export function majorOf(text: string): number | undefined {
  return semver.valid(text) === null ? undefined : semver.major(text)
}

/** Orders two versions as npm does; a text that is no version sorts first. */
export function compareVersions(a: string, b: string): number {
  const left = semver.valid(a)
  const right = semver.valid(b)
  if (!left || !right) return Number(Boolean(left)) - Number(Boolean(right))
  return semver.compare(left, right)
}

/** Whether `text` is in `range`, as `npm install` decides it (an unreadable range: false). */
export function satisfies(text: string, range: string): boolean {
  return semver.valid(text) !== null && semver.satisfies(text, range)
}
