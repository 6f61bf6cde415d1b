/**
 * `npm run upgrade-check`: tries the newest versions of each pinned set that resolve together
 * from the configured registry, installs them in a scratch copy of the project, runs the
 * contracts and the unit tests there, and reports what moved, what did not and what broke.
 *
 *   --set=react-router|sanity   one set only
 *   --skip-tests                the contracts only, not the whole unit suite
 *   --keep                      keep the scratch copy (its path is in the report)
 *   --try=name@version,…        install these versions whatever the choice (to see what breaks)
 *
 * Exits 1 when something broke: a contract or test failed, or nothing newer would install.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chooseVersions, withTried, type UpgradeSet } from './upgrade-check-choice.ts'
import { installedPeers, registryMember } from './upgrade-check-registry.ts'
import { formatReport, npmErrorLines, setBroke, type SetResult } from './upgrade-check-report.ts'
import {
  buildStep,
  contractTests,
  npmInstall,
  pinVersions,
  removeScratch,
  runVitest,
  scratchCopy,
} from './upgrade-check-scratch.ts'

/** Each set's members, the lead first; members the project does not declare are left out. */
const pinnedSets = {
  'react-router': [
    'react-router',
    'react-router-dom',
    '@react-router/dev',
    '@react-router/node',
    '@react-router/serve',
    '@react-router/fs-routes',
  ],
  // sanity depends on its own version of @sanity/mutator, which the Content Lake uses too.
  sanity: ['sanity', '@sanity/vision', '@sanity/ui', '@sanity/locale-es-es', '@sanity/mutator'],
} as const
type SetName = keyof typeof pinnedSets

/**
 * What a set's contract needs before its tests mean anything: the page boot's patterns are
 * checked against a page the installed React Router prerendered, so the build refreshes it (and
 * stops on markup the contract no longer matches).
 */
const contractBuilds: Partial<Record<SetName, { name: string; script: string; env: string }>> = {
  'react-router': {
    name: 'page boot build (PAGE_BOOT_CAPTURE=1 npm run build)',
    script: 'build',
    env: 'PAGE_BOOT_CAPTURE',
  },
}

/** The contracts each run expects; a missing one is reported, not failed (it may come later). */
const expectedContracts = [
  'web/page-boot/react-router-contract.test.ts',
  'studio/sanity-contract.test.ts',
]
/** Installs tried per set before giving up (npm refuses in seconds: it fails while resolving). */
const installAttempts = 3

const root = fileURLToPath(new URL('..', import.meta.url))
const progress = (text: string) => process.stderr.write(`upgrade-check: ${text}\n`)

function options(args: string[]) {
  const value = (name: string) =>
    args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
  const known = /^--(set=|try=|skip-tests$|keep$)/
  const unknown = args.filter((arg) => !known.test(arg))
  const set = value('set')
  if (unknown.length > 0 || (set !== undefined && !(set in pinnedSets))) {
    throw new Error(
      `usage: npm run upgrade-check -- [--set=${Object.keys(pinnedSets).join('|')}] ` +
        '[--skip-tests] [--keep] [--try=name@version,…]',
    )
  }
  const tried = Object.fromEntries(
    (value('try') ?? '')
      .split(',')
      .filter(Boolean)
      .map((spec) => {
        const at = spec.lastIndexOf('@')
        return [spec.slice(0, at), spec.slice(at + 1)]
      }),
  )
  return {
    sets: (set ? [set] : Object.keys(pinnedSets)) as SetName[],
    skipTests: args.includes('--skip-tests'),
    keep: args.includes('--keep'),
    tried,
  }
}

async function upgradeSet(name: SetName, opts: ReturnType<typeof options>): Promise<SetResult> {
  progress(`${name}: asking the registry`)
  const members = (
    await Promise.all(pinnedSets[name].map((one) => registryMember(root, one)))
  ).filter((member) => member !== undefined)
  const set: UpgradeSet = { name, members, installed: installedPeers(root, members), refused: {} }
  const result: SetResult = {
    choice: chooseVersions(set),
    refusals: [],
    steps: [],
    skipped: [],
  }
  let scratch: string | undefined
  for (let attempt = 0; attempt < installAttempts; attempt++) {
    result.choice = withTried(set, chooseVersions(set), opts.tried)
    const [blamed] = result.choice.moved
    if (!blamed) break
    scratch ??= await scratchCopy(root, name)
    progress(`${name}: npm install in ${scratch} (${blamed.name} ${blamed.to})`)
    await pinVersions(scratch, result.choice.versions)
    const install = await npmInstall(scratch)
    if (install.code === 0) {
      result.scratch = scratch
      break
    }
    const error = npmErrorLines(install.output)
    const moved = result.choice.moved.map(({ name: one, to }) => [one, to])
    result.refusals.push({ versions: Object.fromEntries(moved), error })
    if (Object.keys(opts.tried).length > 0) break
    set.refused = {
      ...set.refused,
      [blamed.name]: { ...set.refused?.[blamed.name], [blamed.to]: error },
    }
  }
  if (result.scratch) await check(result.scratch, name, opts, result)
  if (scratch && !opts.keep) {
    await removeScratch(scratch)
    if (result.scratch) result.scratch += ' (removed; --keep keeps it)'
  }
  return result
}

async function check(
  scratch: string,
  name: SetName,
  opts: ReturnType<typeof options>,
  result: SetResult,
) {
  const contracts = await contractTests(scratch)
  for (const expected of expectedContracts) {
    if (!existsSync(path.join(scratch, expected))) {
      result.skipped.push(`${expected}: not in the project`)
    }
  }
  if (!contracts.some((file) => /spanish/.test(file))) {
    result.skipped.push('no missing-Spanish test in studio/ (a *spanish*.test.ts)')
  }
  const build = contractBuilds[name]
  if (build) {
    progress(`${name}: ${build.name}`)
    result.steps.push(await buildStep(scratch, build))
  }
  progress(`${name}: contracts (${contracts.join(', ')})`)
  result.steps.push(await runVitest(scratch, 'contracts', contracts))
  if (opts.skipTests) {
    result.skipped.push('unit tests: skipped (--skip-tests)')
    return
  }
  progress(`${name}: unit tests (npx vitest run)`)
  result.steps.push(await runVitest(scratch, 'unit tests', []))
}

async function main() {
  const opts = options(process.argv.slice(2))
  const results: SetResult[] = []
  for (const name of opts.sets) results.push(await upgradeSet(name, opts))
  process.stdout.write(`${formatReport(results)}\n`)
  process.exitCode = results.some(setBroke) ? 1 : 0
}

main().catch((error: unknown) => {
  process.stderr.write(`upgrade-check: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 2
})
