/**
 * The part of npm's version ranges that upgrade-check needs to read registry manifests: exact
 * versions, `^`, `~`, comparisons, x-ranges, hyphen ranges and `||`, with npm's rule that a
 * prerelease only satisfies a range that names a prerelease of the same version.
 */

type Identifier = string | number
type Version = { major: number; minor: number; patch: number; prerelease: Identifier[] }
type Comparator = { operator: '<' | '<=' | '>' | '>=' | '='; version: Version }

const versionPattern = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/
const partialPattern = /^v?(\d+|[xX*])?(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?$/

function identifiers(text: string | undefined): Identifier[] {
  return text ? text.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : []
}

export function parseVersion(text: string): Version | undefined {
  const match = versionPattern.exec(text.trim())
  if (!match) return undefined
  const [, major, minor, patch, prerelease] = match
  return {
    major: Number(major),
    minor: Number(minor),
    patch: Number(patch),
    prerelease: identifiers(prerelease),
  }
}

export function isPrerelease(text: string): boolean {
  return (parseVersion(text)?.prerelease.length ?? 0) > 0
}

export function majorOf(text: string): number | undefined {
  return parseVersion(text)?.major
}

function compareIdentifiers(a: Identifier, b: Identifier): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'number') return -1
  if (typeof b === 'number') return 1
  return a < b ? -1 : a > b ? 1 : 0
}

function compareParsed(a: Version, b: Version): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch
  if (core !== 0) return core
  if (a.prerelease.length === 0 || b.prerelease.length === 0) {
    return b.prerelease.length - a.prerelease.length
  }
  for (let index = 0; index < Math.max(a.prerelease.length, b.prerelease.length); index++) {
    const left = a.prerelease[index]
    const right = b.prerelease[index]
    if (left === undefined) return -1
    if (right === undefined) return 1
    const order = compareIdentifiers(left, right)
    if (order !== 0) return order
  }
  return 0
}

/** Orders two versions as npm does; a text that is no version sorts first. */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a)
  const right = parseVersion(b)
  if (!left || !right) return Number(Boolean(left)) - Number(Boolean(right))
  return compareParsed(left, right)
}

const version = (major: number, minor: number, patch: number, prerelease: Identifier[] = []) => ({
  major,
  minor,
  patch,
  prerelease,
})
/** The lowest version of major.minor.patch: an upper bound no prerelease of it slips under. */
const lowest = (major: number, minor: number, patch: number) => version(major, minor, patch, [0])

function comparators(term: string): Comparator[] | undefined {
  const match = /^(<=|>=|<|>|=|\^|~>?)?(.*)$/.exec(term)
  const operator = match?.[1] ?? ''
  const partial = partialPattern.exec(match?.[2] ?? '')
  if (!partial) return undefined
  const [, majorText, minorText, patchText, prereleaseText] = partial
  const given = (part: string | undefined) => part !== undefined && !/^[xX*]$/.test(part)
  if (!given(majorText)) {
    // `<*` and `>*` match nothing; any other operator with `*` matches every release.
    return operator === '<' || operator === '>'
      ? [{ operator: '<', version: lowest(0, 0, 0) }]
      : [{ operator: '>=', version: version(0, 0, 0) }]
  }
  const major = Number(majorText)
  const minor = given(minorText) ? Number(minorText) : undefined
  const patch = given(minorText) && given(patchText) ? Number(patchText) : undefined
  const from = version(major, minor ?? 0, patch ?? 0, identifiers(prereleaseText))
  const nextMajor = lowest(major + 1, 0, 0)
  const nextMinor = lowest(major, (minor ?? 0) + 1, 0)
  const below = (upper: Version): Comparator[] => [
    { operator: '>=', version: from },
    { operator: '<', version: upper },
  ]
  switch (operator) {
    case '^':
      if (minor === undefined || major > 0) return below(nextMajor)
      if (patch === undefined || minor > 0) return below(nextMinor)
      return below(lowest(0, 0, patch + 1))
    case '~':
    case '~>':
      return below(minor === undefined ? nextMajor : nextMinor)
    case '>':
      if (minor === undefined) return [{ operator: '>=', version: nextMajor }]
      if (patch === undefined) return [{ operator: '>=', version: nextMinor }]
      return [{ operator: '>', version: from }]
    case '>=':
      return [{ operator: '>=', version: from }]
    case '<':
      return [{ operator: '<', version: patch === undefined ? lowest(major, minor ?? 0, 0) : from }]
    case '<=':
      if (minor === undefined) return [{ operator: '<', version: nextMajor }]
      if (patch === undefined) return [{ operator: '<', version: nextMinor }]
      return [{ operator: '<=', version: from }]
    default:
      if (minor === undefined) return below(nextMajor)
      if (patch === undefined) return below(nextMinor)
      return [{ operator: '=', version: from }]
  }
}

function comparatorSet(text: string): Comparator[] | undefined {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text)
  const terms = hyphen
    ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
    : text
        .replace(/(<=|>=|<|>|=|\^|~>?)\s+/g, '$1')
        .split(/\s+/)
        .filter(Boolean)
  const all: Comparator[] = []
  for (const term of terms.length > 0 ? terms : ['*']) {
    const some = comparators(term)
    if (!some) return undefined
    all.push(...some)
  }
  return all
}

function passes(candidate: Version, { operator, version: bound }: Comparator): boolean {
  const order = compareParsed(candidate, bound)
  if (operator === '<') return order < 0
  if (operator === '<=') return order <= 0
  if (operator === '>') return order > 0
  if (operator === '>=') return order >= 0
  return order === 0
}

/** Whether `text` is in `range`, as `npm install` decides it (an unreadable range: false). */
export function satisfies(text: string, range: string): boolean {
  const candidate = parseVersion(text)
  if (!candidate) return false
  return range.split('||').some((alternative) => {
    const set = comparatorSet(alternative.trim())
    if (!set || !set.every((comparator) => passes(candidate, comparator))) return false
    if (candidate.prerelease.length === 0) return true
    return set.some(
      ({ version: bound }) =>
        bound.prerelease.length > 0 &&
        bound.major === candidate.major &&
        bound.minor === candidate.minor &&
        bound.patch === candidate.patch,
    )
  })
}
