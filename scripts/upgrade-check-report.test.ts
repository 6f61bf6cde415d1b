import { describe, expect, it } from 'vitest'
import { chooseVersions, withTried } from './upgrade-check-choice.ts'
import { reactRouterSet, sanitySet } from './upgrade-check-fixtures.ts'
import { formatReport, npmErrorLines, setBroke, type SetResult } from './upgrade-check-report.ts'
import { repin, vitestStep } from './upgrade-check-scratch.ts'

const stays = (): SetResult => ({
  choice: chooseVersions(sanitySet),
  refusals: [],
  steps: [],
  skipped: [],
})

const tried = (): SetResult => ({
  choice: withTried(reactRouterSet, chooseVersions(reactRouterSet), {
    'react-router': '7.18.7',
  }),
  refusals: [],
  scratch: '/tmp/rehoboth-upgrade-react-router-x',
  steps: [
    {
      name: 'contracts',
      passed: 13,
      failures: [
        {
          test: 'web/page-boot/react-router-contract.test.ts > finds react-router installed once',
          message: 'AssertionError: react-router is installed 2 times',
        },
      ],
    },
  ],
  skipped: ['unit tests: skipped (--skip-tests)'],
})

describe("upgrade-check's report", () => {
  it('says a set stays, why its newer versions were held back, and that nothing broke', () => {
    const report = formatReport([stays()])
    expect(report).toContain(
      'stays at sanity 6.16.0, @sanity/vision 6.16.0, @sanity/ui 4.4.10, @sanity/locale-es-es 1.2.37',
    )
    expect(report).toContain(
      '    sanity 6.19.0: it needs @sanity/ui 5.0.0-alpha.14 (as "ui5"), and the registry\'s newest is 5.0.0-alpha.10',
    )
    expect(report).toContain('nothing to install')
    expect(report.split('\n').at(-1)).toMatch(/^Nothing broke/)
    expect(setBroke(stays())).toBe(false)
  })

  it('names what moved, each failed test and what was skipped, and says it broke', () => {
    const report = formatReport([stays(), tried()])
    expect(report).toContain(
      '  moves: react-router 7.18.4 → 7.18.7 (forced with --try: react-router)',
    )
    expect(report).toContain('  ✗ contracts: 1 failed, 13 passed')
    expect(report).toContain(
      '      web/page-boot/react-router-contract.test.ts > finds react-router installed once: ' +
        'AssertionError: react-router is installed 2 times',
    )
    expect(report).toContain('  - unit tests: skipped (--skip-tests)')
    expect(report).toContain('newer majors, not tried (a migration): react-router 8.5.3')
    expect(report.split('\n').at(-1)).toBe('Something broke in: react-router.')
  })

  it('counts a set that moved but never installed as broken, with npm refusal', () => {
    const result: SetResult = {
      ...tried(),
      scratch: undefined,
      steps: [],
      refusals: [{ versions: { 'react-router': '7.18.7' }, error: 'code ERESOLVE' }],
    }
    expect(setBroke(result)).toBe(true)
    expect(formatReport([result])).toContain('  npm refused react-router 7.18.7: code ERESOLVE')
  })

  it("keeps the first lines of npm's error, not its log chatter", () => {
    const output = [
      'npm error code ETARGET',
      'npm error notarget No matching version found for @sanity/ui@5.0.0-alpha.14.',
      'npm error notarget In most cases you or one of your dependencies are requesting',
      'npm error A complete log of this run can be found in: /root/.npm/_logs/x.log',
    ].join('\n')
    expect(npmErrorLines(output, 2)).toBe(
      'code ETARGET | notarget No matching version found for @sanity/ui@5.0.0-alpha.14.',
    )
  })

  it("reads Vitest's JSON report, a file that could not load included", () => {
    const step = vitestStep(
      'contracts',
      {
        numPassedTests: 3,
        testResults: [
          {
            name: '/tmp/x/studio/sanity-contract.test.ts',
            assertionResults: [
              { status: 'passed', fullName: 'a' },
              {
                status: 'failed',
                fullName: 'Studio patches > finds the label it rewrites',
                failureMessages: ['AssertionError: gone\n    at line'],
              },
            ],
          },
          {
            name: '/tmp/x/studio/i18n/spanish-gaps.test.ts',
            message: 'Failed to load url sanity\nmore',
            assertionResults: [],
          },
        ],
      },
      '/tmp/x',
    )
    expect(step).toEqual({
      name: 'contracts',
      passed: 3,
      failures: [
        {
          test: 'studio/sanity-contract.test.ts > Studio patches > finds the label it rewrites',
          message: 'AssertionError: gone',
        },
        { test: 'studio/i18n/spanish-gaps.test.ts', message: 'Failed to load url sanity' },
      ],
    })
  })

  it('repins a package.json keeping each range operator', () => {
    const text = JSON.stringify({
      dependencies: { '@sanity/ui': '^4.4.10', sanity: '6.16.0', react: '^19.3.1' },
      devDependencies: { '@react-router/dev': '7.18.4' },
    })
    const repinned = JSON.parse(
      repin(text, { '@sanity/ui': '4.4.11', sanity: '6.17.0', '@react-router/dev': '7.18.5' }),
    ) as unknown
    expect(repinned).toEqual({
      dependencies: { '@sanity/ui': '^4.4.11', sanity: '6.17.0', react: '^19.3.1' },
      devDependencies: { '@react-router/dev': '7.18.5' },
    })
  })
})
