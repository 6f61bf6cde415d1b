import { describe, expect, it } from 'vitest'
import { candidates, chooseVersions, type UpgradeSet } from './upgrade-check-choice.ts'
import { reactRouterSet, sanitySet } from './upgrade-check-fixtures.ts'

const withMember = (set: UpgradeSet, name: string, change: (versions: string[]) => string[]) => ({
  ...set,
  members: set.members.map((member) =>
    member.name === name ? { ...member, versions: change(member.versions) } : member,
  ),
})

describe("upgrade-check's choice of versions", () => {
  it('tries newer versions of the current major only, newest first, no prereleases', () => {
    const [, , ui] = sanitySet.members
    expect(ui && candidates(ui)).toEqual(['4.4.10'])
    const [router] = reactRouterSet.members
    expect(router && candidates(router)).toEqual(['7.18.7', '7.18.6', '7.18.5', '7.18.4'])
  })

  it('keeps React Router at 7.18.4: @react-router/dev 7.18.4 pins node 7.18.4, which pins it', () => {
    const choice = chooseVersions(reactRouterSet)
    expect(choice.moved).toEqual([])
    expect(choice.versions).toEqual({
      'react-router': '7.18.4',
      'react-router-dom': '7.18.4',
      '@react-router/dev': '7.18.4',
      '@react-router/node': '7.18.4',
    })
    const held = Object.fromEntries(choice.held.map(({ name, reason }) => [name, reason]))
    expect(Object.keys(held)).toEqual(['react-router', 'react-router-dom', '@react-router/node'])
    expect(held['react-router']).toContain('no @react-router/node goes with it')
    expect(held['react-router']).toContain(
      '@react-router/dev 7.18.4 wants @react-router/node 7.18.4',
    )
    expect(held['react-router-dom']).toContain('wants react-router 7.18.7 (dependency)')
    expect(held['@react-router/node']).toBe(
      '@react-router/node 7.18.5 wants react-router 7.18.5 (peer), ' +
        '@react-router/dev 7.18.4 wants @react-router/node 7.18.4 (dependency)',
    )
    expect(choice.newerMajors).toEqual([
      { name: 'react-router', version: '8.5.3' },
      { name: '@react-router/dev', version: '8.4.0' },
      { name: '@react-router/node', version: '8.5.1' },
    ])
  })

  it('moves the whole React Router set once every member has the same newer version', () => {
    const set: UpgradeSet = {
      ...reactRouterSet,
      members: reactRouterSet.members.map((member) => ({
        ...member,
        versions: [...member.versions, '7.18.8'],
        manifests: {
          ...member.manifests,
          '7.18.8': {
            version: '7.18.8',
            ...(member.name === '@react-router/dev'
              ? { dependencies: { '@react-router/node': '7.18.8' } }
              : {}),
            ...(member.name === 'react-router' || member.name === '@react-router/dev'
              ? {}
              : { peerDependencies: { 'react-router': '7.18.8' } }),
          },
        },
      })),
    }
    expect(chooseVersions(set).moved).toEqual(
      set.members.map(({ name }) => ({ name, from: '7.18.4', to: '7.18.8' })),
    )
  })

  it('keeps sanity at 6.16.0 when its @sanity/ui alias is missing from the registry', () => {
    const choice = chooseVersions(sanitySet)
    expect(choice.moved).toEqual([])
    expect(choice.held).toContainEqual({
      name: 'sanity',
      version: '6.19.0',
      reason: `it needs @sanity/ui 5.0.0-alpha.14 (as "ui5"), and the registry's newest is 5.0.0-alpha.10`,
    })
  })

  it('moves sanity and @sanity/vision together once the alias is there', () => {
    const set = withMember(sanitySet, '@sanity/ui', (versions) => [...versions, '5.0.0-alpha.14'])
    expect(chooseVersions(set).moved).toEqual([
      { name: 'sanity', from: '6.16.0', to: '6.19.0' },
      { name: '@sanity/vision', from: '6.16.0', to: '6.19.0' },
    ])
  })

  it('holds a member back when a peer the project has installed is out of its range', () => {
    const set = withMember(sanitySet, '@sanity/ui', (versions) => [...versions, '5.0.0-alpha.14'])
    const choice = chooseVersions({
      ...set,
      installed: { ...set.installed, 'styled-components': '5.3.11' },
    })
    expect(choice.moved).toEqual([])
    expect(choice.held[0]?.reason).toBe(
      'it wants styled-components ^6.1.15 (peer), and the project has 5.3.11',
    )
  })

  it('passes over a version npm refused to install and says why', () => {
    const set = withMember(sanitySet, '@sanity/ui', (versions) => [...versions, '5.0.0-alpha.14'])
    const choice = chooseVersions({
      ...set,
      refused: {
        sanity: { '6.19.0': 'ETARGET No matching version found for @portabletext/editor' },
      },
    })
    expect(choice.moved).toEqual([
      { name: 'sanity', from: '6.16.0', to: '6.18.0' },
      { name: '@sanity/vision', from: '6.16.0', to: '6.18.0' },
    ])
    expect(choice.held[0]).toEqual({
      name: 'sanity',
      version: '6.19.0',
      reason:
        'npm would not install it: ETARGET No matching version found for @portabletext/editor',
    })
  })
})
