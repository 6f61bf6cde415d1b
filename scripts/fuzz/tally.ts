import type { RawAnswer } from '../../web/server/testing/raw-http.ts'

export type Tally = {
  server: string
  cases: number
  '2xx': number
  '3xx': number
  '4xx': number
  '5xx': number
  /** No answer in the time allowed. */
  timeouts: number
  /** The server process died, or a handler threw or closed the connection without an answer. */
  crashes: number
  /** Documents stored that break Sanity's rules, or contact requests stored from hostile input. */
  invalidDocuments: number
  /** Cases left when the server's share of the run's time was up (it kept hanging). */
  notRun: number
  /** The first failures, to send again by hand. */
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
    timeouts: 0,
    crashes: 0,
    invalidDocuments: 0,
    notRun: 0,
    examples: [],
  }
}

/** Counts one answer; returns whether it is a failure (5xx, no answer, closed connection). */
export function count(tally: Tally, answer: RawAnswer, description: string): boolean {
  tally.cases += 1
  let failed = false
  if (answer.kind === 'timeout') {
    tally.timeouts += 1
    failed = true
  } else if (answer.kind === 'closed') {
    tally.crashes += 1
    failed = true
  } else {
    const family = `${Math.floor(answer.status / 100)}xx`
    if (family === '2xx' || family === '3xx' || family === '4xx' || family === '5xx') {
      tally[family] += 1
    }
    failed = answer.status >= 500
  }
  if (failed && tally.examples.length < 5) {
    const what = answer.kind === 'answer' ? String(answer.status) : answer.kind
    tally.examples.push(`${what}: ${description.slice(0, 160)}`)
  }
  return failed
}

export function failed(tally: Tally): boolean {
  return tally['5xx'] + tally.timeouts + tally.crashes + tally.invalidDocuments + tally.notRun > 0
}

export function summaryTable(tallies: Tally[]): string {
  const columns = [
    'server',
    'cases',
    '2xx',
    '3xx',
    '4xx',
    '5xx',
    'timeouts',
    'crashes',
    'invalid documents',
    'not run',
  ]
  const rows = tallies.map((tally) => [
    tally.server,
    ...[
      tally.cases,
      tally['2xx'],
      tally['3xx'],
      tally['4xx'],
      tally['5xx'],
      tally.timeouts,
      tally.crashes,
      tally.invalidDocuments,
      tally.notRun,
    ].map(String),
  ])
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => (row[index] ?? '').length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join(' | ')} |`
  return [
    line(columns),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n')
}
