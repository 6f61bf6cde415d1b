/**
 * The two sets as this machine's registry described them on 2026-11-29 (`npm view`), trimmed to
 * the ranges that matter, for upgrade-check's tests (no network in tests).
 */
import type { Manifest, Member, UpgradeSet } from './upgrade-check-choice.ts'

const patches = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `${prefix}.${from + index}`)

function member(name: string, current: string, versions: string[], manifests: Manifest[]): Member {
  return {
    name,
    current,
    versions,
    manifests: Object.fromEntries(manifests.map((manifest) => [manifest.version, manifest])),
  }
}

const routerMajors = ['8.0.0', '8.4.0', '8.5.3']

export const reactRouterSet: UpgradeSet = {
  name: 'react-router',
  installed: { react: '19.3.1', 'react-dom': '19.3.1', typescript: '6.0.3', vite: '8.3.8' },
  members: [
    member(
      'react-router',
      '7.18.4',
      [...patches('7.18', 0, 7), ...routerMajors],
      patches('7.18', 4, 7).map((version) => ({
        version,
        peerDependencies: { react: '>=18', 'react-dom': '>=18' },
      })),
    ),
    member(
      'react-router-dom',
      '7.18.4',
      patches('7.18', 0, 7),
      patches('7.18', 4, 7).map((version) => ({
        version,
        dependencies: { 'react-router': version },
        peerDependencies: { react: '>=18', 'react-dom': '>=18' },
      })),
    ),
    member(
      '@react-router/dev',
      '7.18.4',
      [...patches('7.18', 0, 4), '8.0.0', '8.4.0'],
      [
        {
          version: '7.18.4',
          dependencies: { '@react-router/node': '7.18.4', vite: '^8.0.0' },
          peerDependencies: {
            '@react-router/serve': '^7.18.4',
            'react-router': '^7.18.4',
            typescript: '^5.1.0 || ^6.0.0',
            vite: '^5.1.0 || ^6.0.0 || ^7.0.0 || ^8.0.0',
          },
        },
      ],
    ),
    member(
      '@react-router/node',
      '7.18.4',
      [...patches('7.18', 0, 5), '8.5.1'],
      patches('7.18', 4, 5).map((version) => ({
        version,
        peerDependencies: { typescript: '^5.1.0 || ^6.0.0', 'react-router': version },
      })),
    ),
  ],
}

const sanityVersions = ['6.15.0', '6.16.0', '6.17.0', '6.18.0', '6.19.0']
const uiAlias: Record<string, string> = {
  '6.16.0': '5.0.0-alpha.10',
  '6.17.0': '5.0.0-alpha.11',
  '6.18.0': '5.0.0-alpha.14',
  '6.19.0': '5.0.0-alpha.14',
}

export const sanitySet: UpgradeSet = {
  name: 'sanity',
  installed: { react: '19.3.1', 'react-dom': '19.3.1', 'styled-components': '6.6.0' },
  members: [
    member(
      'sanity',
      '6.16.0',
      sanityVersions,
      Object.entries(uiAlias).map(([version, alias]) => ({
        version,
        dependencies: { '@sanity/ui': '^4.2.7', ui5: `npm:@sanity/ui@${alias}` },
        peerDependencies: { react: '^19.2.2', 'styled-components': '^6.1.15' },
      })),
    ),
    member(
      '@sanity/vision',
      '6.16.0',
      sanityVersions,
      Object.entries(uiAlias).map(([version, alias]) => ({
        version,
        dependencies: { '@sanity/ui': '^4.3.1', ui5: `npm:@sanity/ui@${alias}` },
        peerDependencies: {
          react: '^19.2.2',
          sanity: version === '6.19.0' ? '^6.19.0' : '^6.0.0-0',
        },
      })),
    ),
    member(
      '@sanity/ui',
      '4.4.10',
      ['4.4.9', '4.4.10', '5.0.0-alpha.4', '5.0.0-alpha.10'],
      [
        {
          version: '4.4.10',
          peerDependencies: {
            react: '^19.2',
            'react-dom': '^19.2',
            'styled-components': '^6.1 || ^7.0.0-0',
          },
        },
      ],
    ),
    member(
      '@sanity/locale-es-es',
      '1.2.37',
      ['1.2.35', '1.2.37'],
      [{ version: '1.2.37', peerDependencies: { sanity: '^3.22.0 || ^6.0.0-0' } }],
    ),
  ],
}
