import type { RawAnswer } from '../../web/server/testing/raw-http.ts'

/** The status a case must get, for the report. */
export type Expectation = { label: string; accepts: (status: number) => boolean }

/** One of these statuses exactly (the Content Lake's cases carry theirs). */
export function anyOf(statuses: readonly number[]): Expectation {
  return { label: statuses.join(' or '), accepts: (status) => statuses.includes(status) }
}

/** Some 4xx: a refusal whose status depends on which of the server's checks comes first. */
export const A_REFUSAL: Expectation = {
  label: 'a 4xx',
  accepts: (status) => status >= 400 && status < 500,
}

/** Health checks sent to a server while its cases ran. */
export type Health = { checks: number; failed: number; medianMs: number; slowestMs: number }

export type Tally = {
  server: string
  cases: number
  '2xx': number
  '3xx': number
  '4xx': number
  '5xx': number
  /** Answered, but not with the status the case expects, or later than the case allows. */
  unexpected: number
  /** No answer in the time allowed. */
  timeouts: number
  /** The server process died, or a handler threw or closed the connection without an answer. */
  crashes: number
  /** Documents stored that break Sanity's rules, or contact requests stored from hostile input. */
  invalidDocuments: number
  /** Cases left when the server's share of the run's time was up (it kept hanging). */
  notRun: number
  /** How the server answered its health checks meanwhile, when it was sent some. */
  health?: Health
  /** Whether `health` is bad enough to fail the run, and why. */
  healthProblem?: string
  /** Seconds the server's cases took. */
  seconds: number
  /** The longest any answer took, in ms. */
  slowestMs: number
  /** How many answers had each status. */
  statuses: Record<number, number>
  /** The first failures, in English, naming each case so it can be sent again by hand. */
  examples: string[]
}

export function newTally(server: string): Tally {
  return {
    server,
    cases: 0,
    '2xx': 0,
    '3xx': 0,
    '4xx': 0,
    '5xx': 0,
    unexpected: 0,
    timeouts: 0,
    crashes: 0,
    invalidDocuments: 0,
    notRun: 0,
    seconds: 0,
    slowestMs: 0,
    statuses: {},
    examples: [],
  }
}

/** What a case expects of its answer, beyond "no 5xx". */
export type Check = {
  expect?: Expectation
  /** How long the answer took, in ms. */
  elapsedMs?: number
  /** The longest it may take, in ms (the lake's query time limit and a margin). */
  withinMs?: number
}

// A few of each kind, so that a crash is not hidden behind many answers other than expected.
const EXAMPLES_PER_KIND = 4
const examplesByKind = new WeakMap<Tally, Map<string, number>>()

function addExample(tally: Tally, kind: string, example: string) {
  const counts = examplesByKind.get(tally) ?? new Map<string, number>()
  examplesByKind.set(tally, counts)
  const seen = counts.get(kind) ?? 0
  if (seen >= EXAMPLES_PER_KIND) return
  counts.set(kind, seen + 1)
  tally.examples.push(example)
}

/**
 * Counts one answer; returns whether it is a failure: a 5xx, no answer, a closed connection, a
 * status the case does not expect, or an answer later than it allows.
 */
export function count(tally: Tally, answer: RawAnswer, description: string, check: Check = {}) {
  tally.cases += 1
  let problem: string | undefined
  let kind: string = answer.kind
  if (answer.kind === 'timeout') {
    tally.timeouts += 1
    problem = 'got no answer in time'
  } else if (answer.kind === 'closed') {
    tally.crashes += 1
    problem = 'had its connection closed without an answer'
  } else {
    tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1
    const family = `${Math.floor(answer.status / 100)}xx`
    if (family === '2xx' || family === '3xx' || family === '4xx' || family === '5xx') {
      tally[family] += 1
    }
    const { expect, elapsedMs, withinMs } = check
    if (elapsedMs !== undefined) tally.slowestMs = Math.max(tally.slowestMs, Math.round(elapsedMs))
    if (answer.status >= 500) {
      kind = '5xx'
      problem = `answered ${answer.status}`
    } else if (expect && !expect.accepts(answer.status)) {
      kind = 'unexpected'
      tally.unexpected += 1
      problem = `answered ${answer.status} where ${expect.label} was expected`
    } else if (elapsedMs !== undefined && withinMs !== undefined && elapsedMs > withinMs) {
      kind = 'late'
      tally.unexpected += 1
      problem = `answered ${answer.status} after ${(elapsedMs / 1000).toFixed(1)} s, over its ${(withinMs / 1000).toFixed(1)} s`
    }
  }
  if (problem) addExample(tally, kind, `case ${description.slice(0, 160)} ${problem}`)
  return problem !== undefined
}

export function failed(tally: Tally): boolean {
  return (
    tally['5xx'] +
      tally.unexpected +
      tally.timeouts +
      tally.crashes +
      tally.invalidDocuments +
      tally.notRun >
      0 || tally.healthProblem !== undefined
  )
}

export function summaryTable(tallies: Tally[]): string {
  const columns = [
    'server',
    'cases',
    '2xx',
    '3xx',
    '4xx',
    '5xx',
    'unexpected',
    'timeouts',
    'crashes',
    'invalid documents',
    'not run',
    'seconds',
    'slowest (s)',
  ]
  const rows = tallies.map((tally) => [
    tally.server,
    ...[
      tally.cases,
      tally['2xx'],
      tally['3xx'],
      tally['4xx'],
      tally['5xx'],
      tally.unexpected,
      tally.timeouts,
      tally.crashes,
      tally.invalidDocuments,
      tally.notRun,
      tally.seconds,
      (tally.slowestMs / 1000).toFixed(1),
    ].map(String),
  ])
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => (row[index] ?? '').length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join(' | ')} |`
  const statusLines = tallies.map(
    ({ server, statuses }) =>
      `${server} statuses: ${Object.entries(statuses)
        .map(([status, times]) => `${status} ×${times}`)
        .join(', ')}`,
  )
  const healthLines = tallies.flatMap(({ server, health, healthProblem }) =>
    health
      ? [
          `${server} health checks meanwhile: ${health.checks}, ${health.failed} failed, median ${health.medianMs} ms, slowest ${health.slowestMs} ms${healthProblem ? ` (${healthProblem})` : ''}`,
        ]
      : [],
  )
  return [
    line(columns),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
    '',
    ...statusLines,
    ...healthLines,
  ].join('\n')
}
