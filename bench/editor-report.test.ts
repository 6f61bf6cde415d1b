import { describe, expect, it } from 'vitest'
import {
  busyReasons,
  checkEditorBudgets,
  EDITOR_BUDGETS,
  editorResultsMarkdown,
  percentile,
  type EditorMeasurements,
  type MachineState,
} from './editor-report.ts'

const twenty = (from: number) => Array.from({ length: 20 }, (_, index) => from + index * 10)

const quick: EditorMeasurements = {
  keystrokePaced: twenty(50),
  keystrokeBurst: twenty(60),
  perspectiveSwitch: [300, 400, 350, 900],
  firstOpen: [4200],
  addressBar: [1500],
  newRequestCount: [800],
  publishToPublic: [1200],
}

const quiet: MachineState = { cores: 2, loadAverage: [0.4, 0.9], benchmarkIndex: [2800, 2750] }

describe('percentiles', () => {
  it('are values that were measured, by nearest rank', () => {
    const values = [...twenty(100)].reverse()
    expect(percentile(values, 50)).toBe(190)
    expect(percentile(values, 95)).toBe(280)
    expect(percentile(values, 100)).toBe(290)
    expect(percentile([7], 95)).toBe(7)
  })

  it('are undefined with nothing measured', () => {
    expect(percentile([], 50)).toBeUndefined()
  })
})

describe('the editor budgets', () => {
  it('pass when every statistic is within its limit', () => {
    const checked = checkEditorBudgets(quick)
    expect(checked).toHaveLength(EDITOR_BUDGETS.length)
    expect(checked.filter((budget) => !budget.met)).toEqual([])
  })

  it('fail a slow tail, a slow switch and a measure that was not taken', () => {
    const checked = checkEditorBudgets({
      ...quick,
      keystrokePaced: [...twenty(50).slice(0, 18), 450, 500],
      perspectiveSwitch: [300, 1200],
      publishToPublic: [],
    })
    const failed = checked.filter((budget) => !budget.met)
    expect(failed.map(({ measure, statistic }) => `${measure} ${statistic}`)).toEqual([
      'keystrokePaced p95',
      'perspectiveSwitch worst',
      'publishToPublic median',
    ])
    expect(failed[0]?.valueMs).toBe(450)
    expect(failed[2]?.valueMs).toBeUndefined()
  })

  it('hold the issue’s limits', () => {
    expect(
      EDITOR_BUDGETS.map(({ measure, statistic, limitMs }) => `${measure} ${statistic} ${limitMs}`),
    ).toEqual([
      'keystrokePaced median 200',
      'keystrokePaced p95 400',
      'keystrokeBurst median 200',
      'keystrokeBurst p95 400',
      'perspectiveSwitch worst 1000',
      'firstOpen median 5000',
      'addressBar median 2000',
      'newRequestCount median 2000',
      'publishToPublic median 2000',
    ])
  })
})

describe('a busy machine', () => {
  it('is one with a low benchmark index or a load average at its core count', () => {
    expect(busyReasons(quiet)).toEqual([])
    expect(busyReasons({ ...quiet, benchmarkIndex: [2800, 1300] })).toEqual([
      'benchmark index 1300 (quiet: 2000 or more)',
    ])
    expect(busyReasons({ ...quiet, loadAverage: [2.5, 1] })).toEqual([
      'load average 2.50 on 2 cores before the run',
    ])
    // The bench's own servers load the machine while it runs.
    expect(busyReasons({ ...quiet, loadAverage: [0.5, 5.8] })).toEqual([])
  })
})

describe('the results table', () => {
  it('has a row per budget with pass or FAIL and every sample', () => {
    const markdown = editorResultsMarkdown(
      '2026-11-29T03:00:00.000Z',
      'deployed',
      { ...quick, firstOpen: [6100] },
      quiet,
    )
    expect(markdown).toContain('Measured on a quiet machine.')
    expect(markdown).toContain('the Studio and the site as built for a deploy')
    expect(markdown).toContain(
      '| Presentation’s first open → page editable | 1 | median | 6100 ms | ≤ 5000 ms | **FAIL** |',
    )
    expect(markdown).toContain(
      '| Keystroke → framed page, typed at a person’s pace | 20 | p95 | 230 ms | ≤ 400 ms | pass |',
    )
    expect(markdown).toContain('- perspectiveSwitch: 300, 400, 350, 900')
    expect(markdown.match(/^\| (?!Measure|---)/gm)).toHaveLength(EDITOR_BUDGETS.length)
  })

  it('marks a run on a busy machine as busy, and says why', () => {
    const markdown = editorResultsMarkdown('now', 'npm-start', quick, {
      ...quiet,
      benchmarkIndex: [1300, 1250],
    })
    expect(markdown).toContain(
      '**Measured on a BUSY machine** (benchmark index 1250 (quiet: 2000 or more))',
    )
    expect(markdown).toContain('as `npm start` runs them')
  })
})
