/** The editor's bench (bench/editor.ts): its statistics, its budgets and its results table. */

import type { EditorSetup } from './editor-servers.ts'

/** What the bench clocks, each as milliseconds per sample. */
export type EditorMeasurements = {
  /** Key down in «Nombre del producto» → the framed page shows it, typed at a person's pace. */
  keystrokePaced: number[]
  /** The same, typed in a burst. */
  keystrokeBurst: number[]
  /** Click on «Publicado» or «Borradores» → the framed page shows that version. */
  perspectiveSwitch: number[]
  /** A fresh browser opening «Editar en la página» → the framed page connected and editable. */
  firstOpen: number[]
  /** A product's address entered in Presentation's address bar → the framed page shows it. */
  addressBar: number[]
  /** A contact request sent to the site → «Nuevas (n)» shows one more in the desk. */
  newRequestCount: number[]
  /** Click on «Publicar» → a visitor's page load shows the change. */
  publishToPublic: number[]
}

export type Statistic = 'median' | 'p95' | 'worst'

export type EditorBudget = {
  name: string
  measure: keyof EditorMeasurements
  statistic: Statistic
  limitMs: number
}

export type CheckedBudget = EditorBudget & {
  /** Undefined when the bench took no sample of it. */
  valueMs: number | undefined
  met: boolean
}

/** The machine while the bench ran: a busy one measures its neighbours as much as the Studio. */
export type MachineState = {
  cores: number
  /** The 1-minute load average before the bench started its servers and after it stopped them. */
  loadAverage: [number, number]
  /** Lighthouse's benchmark index in the bench's Chromium, at the same two moments. */
  benchmarkIndex: [number, number]
}

export const EDITOR_BUDGETS: EditorBudget[] = [
  {
    name: 'Keystroke → framed page, typed at a person’s pace',
    measure: 'keystrokePaced',
    statistic: 'median',
    limitMs: 200,
  },
  {
    name: 'Keystroke → framed page, typed at a person’s pace',
    measure: 'keystrokePaced',
    statistic: 'p95',
    limitMs: 400,
  },
  {
    name: 'Keystroke → framed page, typed in a burst',
    measure: 'keystrokeBurst',
    statistic: 'median',
    limitMs: 200,
  },
  {
    name: 'Keystroke → framed page, typed in a burst',
    measure: 'keystrokeBurst',
    statistic: 'p95',
    limitMs: 400,
  },
  {
    name: '«Borradores» ↔ «Publicado» → framed page',
    measure: 'perspectiveSwitch',
    statistic: 'worst',
    limitMs: 1000,
  },
  {
    name: 'Presentation’s first open → page editable',
    measure: 'firstOpen',
    statistic: 'median',
    limitMs: 5000,
  },
  {
    name: 'Product from Presentation’s address bar',
    measure: 'addressBar',
    statistic: 'median',
    limitMs: 2000,
  },
  {
    name: 'New contact request → «Nuevas (n)»',
    measure: 'newRequestCount',
    statistic: 'median',
    limitMs: 2000,
  },
  {
    name: '«Publicar» → public page shows it',
    measure: 'publishToPublic',
    statistic: 'median',
    limitMs: 2000,
  },
]

/**
 * Quiet two-core machines here measure a benchmark index of about 2800 and a busy one about 1300;
 * below this the run is marked busy.
 */
export const QUIET_BENCHMARK_INDEX = 2000

/** The nearest-rank percentile (`p` in 0-100) of `values`: a value that was measured. */
export function percentile(values: number[], p: number): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1]
}

export function statistic(values: number[], which: Statistic): number | undefined {
  if (which === 'median') return percentile(values, 50)
  if (which === 'p95') return percentile(values, 95)
  return percentile(values, 100)
}

export function checkEditorBudgets(
  measured: EditorMeasurements,
  budgets: EditorBudget[] = EDITOR_BUDGETS,
): CheckedBudget[] {
  return budgets.map((budget) => {
    const valueMs = statistic(measured[budget.measure], budget.statistic)
    return { ...budget, valueMs, met: valueMs !== undefined && valueMs <= budget.limitMs }
  })
}

/** Why the machine counts as busy for this run; empty when it was quiet. */
export function busyReasons(machine: MachineState): string[] {
  const reasons: string[] = []
  const lowestIndex = Math.min(...machine.benchmarkIndex)
  if (lowestIndex < QUIET_BENCHMARK_INDEX) {
    reasons.push(
      `benchmark index ${Math.round(lowestIndex)} (quiet: ${QUIET_BENCHMARK_INDEX} or more)`,
    )
  }
  // The load before only: during the run the bench's own servers and browser are the load.
  const [loadBefore] = machine.loadAverage
  if (loadBefore >= machine.cores) {
    reasons.push(`load average ${loadBefore.toFixed(2)} on ${machine.cores} cores before the run`)
  }
  return reasons
}

const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`)

/** The results file: one row per budget, pass or FAIL, and the machine it was measured on. */
const setupSentence: Record<EditorSetup, string> = {
  deployed:
    '`npm run bench -- --only=editor`: the Studio and the site as built for a deploy, served as built, beside the local Content Lake.',
  'npm-start':
    '`npm run bench -- --only=editor --setup=npm-start`: the Studio, the site and the local Content Lake as `npm start` runs them.',
}

export function editorResultsMarkdown(
  measuredAt: string,
  setup: EditorSetup,
  measured: EditorMeasurements,
  machine: MachineState,
  checked: CheckedBudget[] = checkEditorBudgets(measured),
): string {
  const busy = busyReasons(machine)
  const rows = checked.map((budget) => {
    const samples = measured[budget.measure]
    const cells = [
      budget.name,
      String(samples.length),
      budget.statistic,
      ms(budget.valueMs),
      `≤ ${budget.limitMs} ms`,
      budget.met ? 'pass' : '**FAIL**',
    ]
    return `| ${cells.join(' | ')} |`
  })
  const [loadBefore, loadAfter] = machine.loadAverage
  const [indexBefore, indexAfter] = machine.benchmarkIndex
  return [
    `# The editor's bench (${measuredAt})`,
    '',
    setupSentence[setup],
    'Driven in Chromium at 1440 px, on a fresh store.',
    '',
    busy.length > 0
      ? `**Measured on a BUSY machine** (${busy.join('; ')}): these numbers overstate a quiet machine's.`
      : 'Measured on a quiet machine.',
    '',
    `Machine: ${machine.cores} cores; load average ${loadBefore.toFixed(2)} before, ` +
      `${loadAfter.toFixed(2)} after; benchmark index ${Math.round(indexBefore)} before, ` +
      `${Math.round(indexAfter)} after.`,
    '',
    '| Measure | Samples | Statistic | Value | Budget | Result |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Every sample (ms):',
    '',
    ...Object.entries(measured).map(
      ([name, samples]) =>
        `- ${name}: ${(samples as number[]).map((value) => Math.round(value)).join(', ') || '—'}`,
    ),
    '',
  ].join('\n')
}
