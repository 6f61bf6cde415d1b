import { describe, expect, it } from 'vitest'
import { compareVersions, isPrerelease, satisfies } from './upgrade-check-semver.ts'

describe("upgrade-check's version ranges", () => {
  it('orders versions as npm does, prereleases before their release', () => {
    const sorted = [
      '5.0.0-alpha.10',
      '4.4.10',
      '5.0.0',
      '4.4.9',
      '5.0.0-alpha.4',
      '5.0.0-alpha.beta',
    ]
    expect(sorted.sort(compareVersions)).toEqual([
      '4.4.9',
      '4.4.10',
      '5.0.0-alpha.4',
      '5.0.0-alpha.10',
      '5.0.0-alpha.beta',
      '5.0.0',
    ])
    expect(isPrerelease('5.0.0-alpha.10')).toBe(true)
    expect(isPrerelease('4.4.10')).toBe(false)
  })

  it.each([
    ['7.18.4', '7.18.4', true],
    ['7.18.5', '7.18.4', false],
    ['7.18.7', '^7.18.4', true],
    ['8.0.0', '^7.18.4', false],
    ['7.18.3', '^7.18.4', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['4.4.10', '~4.4.1', true],
    ['4.5.0', '~4.4.1', false],
    ['8.3.8', '^5.1.0 || ^6.0.0 || ^7.0.0 || ^8.0.0', true],
    ['6.0.3', '^5.1.0 || ^6.0.0', true],
    ['7.0.2', '^5.1.0 || ^6.0.0', false],
    ['24.21.0', '>=20.0.0', true],
    ['19.3.1', '>=18', true],
    ['6.16.0', '^3.22.0 || ^4.0.0-0 || ^5.0.0-0 || ^6.0.0-0', true],
    ['6.1.0', '6.x', true],
    ['7.0.0', '6', false],
    ['1.5.0', '1.2.3 - 1.6', true],
    ['1.7.0', '1.2.3 - 1.6', false],
    ['3.0.0', '*', true],
    ['2.4.0', '>= 2.1 < 3', true],
  ])('%s is in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected)
  })

  it('lets a prerelease satisfy only a range that names a prerelease of the same version', () => {
    expect(satisfies('5.0.0-alpha.14', '5.0.0-alpha.14')).toBe(true)
    expect(satisfies('5.0.0-alpha.10', '5.0.0-alpha.14')).toBe(false)
    expect(satisfies('5.0.0-alpha.14', '^4.4.10')).toBe(false)
    expect(satisfies('5.0.0-alpha.14', '>=4')).toBe(false)
    expect(satisfies('6.0.0-beta.2', '^6.0.0-0')).toBe(true)
  })

  it('refuses what it cannot read', () => {
    expect(satisfies('latest', '^1.0.0')).toBe(false)
    expect(satisfies('1.0.0', 'github:owner/repo')).toBe(false)
    expect(satisfies('1.0.0', '<*')).toBe(false)
  })
})
