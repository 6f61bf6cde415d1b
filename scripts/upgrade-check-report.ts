/** What upgrade-check found for each set, as the developer reads it, and whether anything broke. */
import type { Choice } from './upgrade-check-choice.ts'

/** A contract's or the unit tests' run in the scratch copy. */
export type Step = {
  name: string
  passed: number
  /** Each failed test: its full name and the first line of why. */
  failures: { test: string; message: string }[]
  /** Why the run gave no test results (it could not start, or crashed). */
  error?: string
}

/** An `npm install` of a combination that npm refused. */
export type Refusal = { versions: Record<string, string>; error: string }

export type SetResult = {
  choice: Choice
  refusals: Refusal[]
  /** Where the set was installed and checked; absent when nothing moved or nothing installed. */
  scratch?: string
  steps: Step[]
  /** Steps not run, and why (`--skip-tests`, a contract not written yet). */
  skipped: string[]
}

const listVersions = (versions: Record<string, string>) =>
  Object.entries(versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ')

/** The first lines of an npm error, without npm's log-file chatter. */
export function npmErrorLines(output: string, count = 4): string {
  const lines = output
    .split('\n')
    .map((line) => line.replace(/^npm (error|ERR!)\s?/, '').trimEnd())
    .filter((line) => line && !/complete log of this run|A complete log|^\s*$/i.test(line))
  return lines.slice(0, count).join(' | ')
}

export function stepBroke(step: Step): boolean {
  return step.failures.length > 0 || step.error !== undefined
}

export function setBroke(result: SetResult): boolean {
  const triedToMove = result.choice.moved.length > 0 || result.refusals.length > 0
  return result.steps.some(stepBroke) || (triedToMove && result.scratch === undefined)
}

function formatStep(step: Step): string[] {
  if (step.error !== undefined) return [`  ✗ ${step.name}: did not run: ${step.error}`]
  if (step.failures.length === 0) return [`  ✓ ${step.name}: ${step.passed} passed`]
  return [
    `  ✗ ${step.name}: ${step.failures.length} failed, ${step.passed} passed`,
    ...step.failures.map(({ test, message }) => `      ${test}: ${message}`),
  ]
}

export function formatSet(result: SetResult): string[] {
  const { choice } = result
  const lines = [`${choice.set}: ${Object.keys(choice.versions).join(', ')}`]
  const moves = choice.moved.map(({ name, from, to }) => `${name} ${from} → ${to}`).join(', ')
  const forced = choice.forced?.length ? ` (forced with --try: ${choice.forced.join(', ')})` : ''
  lines.push(
    choice.moved.length > 0
      ? `  moves: ${moves}${forced}`
      : `  stays at ${listVersions(choice.versions)}`,
  )
  for (const { versions, error } of result.refusals) {
    lines.push(`  npm refused ${listVersions(versions)}: ${error}`)
  }
  if (choice.held.length > 0) lines.push('  held back:')
  for (const { name, version, reason } of choice.held) {
    lines.push(`    ${name} ${version}: ${reason}`)
  }
  if (choice.newerMajors.length > 0) {
    const majors = choice.newerMajors.map(({ name, version }) => `${name} ${version}`)
    lines.push(`  newer majors, not tried (a migration): ${majors.join(', ')}`)
  }
  if (result.scratch) lines.push(`  installed and checked in ${result.scratch}`)
  else if (choice.moved.length === 0 && result.refusals.length === 0) {
    lines.push('  nothing to install: the installed versions are the newest that resolve')
  } else lines.push('  nothing newer installed: npm refused every combination tried')
  lines.push(...result.steps.flatMap(formatStep))
  lines.push(...result.skipped.map((why) => `  - ${why}`))
  return lines
}

export function formatReport(results: SetResult[]): string {
  const broken = results.filter(setBroke).map((result) => result.choice.set)
  const verdict =
    broken.length > 0
      ? `Something broke in: ${broken.join(', ')}.`
      : 'Nothing broke: every set is at its newest resolving versions or passed its checks there.'
  return [...results.flatMap((result) => [...formatSet(result), '']), verdict].join('\n')
}
