import { describe, expect, it } from 'vitest'
import { checkBudgets, FLOOR_ROUTE, summarize } from './report.ts'
import type { RunMetrics } from './report.ts'
import { allPagesMarkdown, type LighthouseSection } from './results-file.ts'
import { runMetrics as run } from './testing/run-metrics.ts'

function section(runs: [string, Partial<RunMetrics>[]][]): LighthouseSection {
  const results = summarize(new Map(runs.map(([route, list]) => [route, list.map(run)])))
  return {
    measuredAt: '2026-11-30T03:00:00.000Z',
    environment: { chromium: 'Chromium 156', lighthouse: '13.5.0', cores: 2 },
    runsPerPage: 3,
    results,
    budgets: checkBudgets(results, (route) => route !== '/'),
  }
}

describe('allPagesMarkdown', () => {
  it('gives every page a row and says all budgets were met, with the machine it ran on', () => {
    const markdown = allPagesMarkdown(
      section([
        [FLOOR_ROUTE, [{}, {}]],
        ['/', [{ lcpMs: 950 }]],
        ['/AirDuster', [{ lcpMs: 900 }]],
      ]),
      [],
      2,
    )
    expect(markdown).toContain('| /AirDuster | 100 |')
    expect(markdown).toContain('| / | 100 |')
    expect(markdown).toMatch(/All \d+ budgets met\./)
    expect(markdown).toContain('Median of 2 runs for the floor.')
    expect(markdown).toContain('Chromium 156 and Lighthouse 13.5.0 on 2 cores')
    expect(markdown).not.toContain('**Busy machine**')
  })

  it('lists only the missed budgets, names the pages measured again, and flags a busy machine', () => {
    const markdown = allPagesMarkdown(
      section([
        [FLOOR_ROUTE, [{ tbtMs: 80 }, { tbtMs: 90 }]],
        ['/ChainLube', [{ performance: 95 }, { performance: 96 }, { performance: 97 }]],
      ]),
      ['/ChainLube'],
      2,
    )
    expect(markdown).toContain('- **FAIL** /ChainLube performance: 96 (>= 98)')
    expect(markdown).not.toContain('- pass')
    expect(markdown).toContain(
      'Medians of 3 runs for the pages that missed a budget in their first (/ChainLube)',
    )
    expect(markdown).toContain(
      '**Busy machine**: the floor page, which runs no script, shows 85 ms of TBT',
    )
  })
})
