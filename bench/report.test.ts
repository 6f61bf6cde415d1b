import { describe, expect, it } from 'vitest'
import {
  BUSY_FLOOR_TBT_MS,
  busyMachineReasons,
  checkBudgets,
  FIRST_ROUND_TRIP_BYTES,
  FLOOR_ROUTE,
  markdownTable,
  median,
  pagesPastFirstRoundTrip,
  routesMissingBudgets,
  SLOW_BENCHMARK_INDEX,
  summarize,
} from './report.ts'
import type { PageResult, RunMetrics } from './report.ts'
import { runMetrics as run } from './testing/run-metrics.ts'

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})

describe('summarize and checkBudgets', () => {
  const runs = new Map([
    [FLOOR_ROUTE, [run({ lcpMs: 1000 }), run({ lcpMs: 900 }), run({ lcpMs: 1100 })]],
    [
      '/RestauradorDeFaros',
      [
        run({ performance: 97, lcpMs: 1200, cls: 0.05 }),
        run({ performance: 96, lcpMs: 1100, heavyBeforeLcp: ['https://x/video.mp4'] }),
        run({ performance: 99, lcpMs: 1300, cls: 0.05 }),
      ],
    ],
    [
      '/Contacto',
      [
        run({
          performance: 95,
          lcpMs: 1150,
          htmlBytes: 17_500,
          benchmarkIndex: 1500,
          longTaskCpuShare: 0.4,
        }),
      ],
    ],
  ])
  const results = summarize(runs)

  it('reports medians and the LCP ratio to the floor', () => {
    const product = results.find((page) => page.route === '/RestauradorDeFaros')
    expect(product).toMatchObject({ performance: 97, lcpMs: 1200, cls: 0.05, runs: 3 })
    expect(product?.lcpToFloor).toBeCloseTo(1.2)
    expect(product?.heavyBeforeLcp).toEqual(['https://x/video.mp4'])
  })

  it('misses the stricter product performance, the LCP ratio, CLS and the first round trip, and meets the rest', () => {
    const missed = checkBudgets(results)
      .filter((budget) => !budget.met)
      .map((budget) => `${budget.route} ${budget.name}`)
    expect(missed).toEqual([
      '/RestauradorDeFaros performance',
      '/RestauradorDeFaros LCP vs floor',
      '/RestauradorDeFaros CLS',
      '/RestauradorDeFaros no video, map or reCAPTCHA before LCP',
      '/Contacto LCP vs floor',
      '/Contacto HTML in the first round trip',
    ])
  })

  it('writes one table row per page, with the machine figures last', () => {
    const rows = markdownTable(results).split('\n')
    expect(rows).toHaveLength(2 + 3)
    expect(rows[4]).toMatch(
      /^\| \/Contacto \| 95 \| 100 \| 100 \| 100 \| 0\.80 \| 1\.15 \| 1\.15 \|.* \| 17\.5 \| 1500 \| 0\.40 \|$/,
    )
    expect(rows[2]).toMatch(/ \| 10\.0 \| 2000 \| – \|$/)
  })

  it('leaves the HTML size and machine figures blank for results recorded before the bench had them', () => {
    const { benchmarkIndex, htmlBytes, ...older } = results[0] as PageResult
    expect([benchmarkIndex, htmlBytes]).toEqual([2000, 10_000])
    const [, , row] = markdownTable([older as PageResult]).split('\n')
    expect(row).toMatch(/ \| – \| – \| – \|$/)
  })

  it('names the pages whose HTML takes more than the first round trip', () => {
    expect(FIRST_ROUND_TRIP_BYTES).toBe(14_600)
    expect(pagesPastFirstRoundTrip(results).map((page) => page.route)).toEqual(['/Contacto'])
  })

  it('names each page that missed a budget once, for --all to measure again', () => {
    expect(routesMissingBudgets(checkBudgets(results))).toEqual([
      '/RestauradorDeFaros',
      '/Contacto',
    ])
  })

  it('gives the product page budget to the pages the caller names', () => {
    const missed = checkBudgets(results, (route) => route === '/Contacto')
      .filter((budget) => !budget.met && budget.name === 'performance')
      .map((budget) => budget.route)
    expect(missed).toEqual(['/Contacto'])
  })
})

describe('the LCP budget', () => {
  const budgets = (htmlBytes: number, lcpMs: number) =>
    checkBudgets(
      summarize(
        new Map([
          [FLOOR_ROUTE, [run({ lcpMs: 1000 })]],
          ['/', [run({ lcpMs, htmlBytes })]],
        ]),
      ),
    )
  const named = (name: string, htmlBytes: number, lcpMs: number) =>
    budgets(htmlBytes, lcpMs).find((budget) => budget.name === name)

  it('is 1.05 x the floor for every page', () => {
    expect(named('LCP vs floor', FIRST_ROUND_TRIP_BYTES, 1050)).toMatchObject({
      met: true,
      detail: '1.05 x (<= 1.05 x)',
    })
    expect(named('LCP vs floor', FIRST_ROUND_TRIP_BYTES, 1070)?.met).toBe(false)
    // No more room for a page whose HTML needs a second round trip.
    expect(named('LCP vs floor', 18_100, 1170)?.met).toBe(false)
  })

  it('comes with the HTML in the first round trip, headers included', () => {
    expect(named('HTML in the first round trip', FIRST_ROUND_TRIP_BYTES, 1000)).toMatchObject({
      met: true,
      detail: '14.6 KB with its headers (<= 14.6 KB)',
    })
    expect(named('HTML in the first round trip', FIRST_ROUND_TRIP_BYTES + 1, 1000)?.met).toBe(false)
  })
})

describe('busyMachineReasons', () => {
  const measured = (floor: Partial<RunMetrics>, page: Partial<RunMetrics> = {}) =>
    summarize(
      new Map([
        [FLOOR_ROUTE, [run(floor)]],
        ['/', [run({ tbtMs: 120, longTaskCpuShare: 0.45, ...page })]],
      ]),
    )

  it("calls a machine quiet whatever the pages' TBT and CPU share, when the floor's TBT is low", () => {
    expect(busyMachineReasons(measured({ tbtMs: 8 }))).toEqual([])
    expect(busyMachineReasons(measured({ tbtMs: BUSY_FLOOR_TBT_MS }))).toEqual([])
  })

  it('calls it busy when the floor page, which runs no script, shows TBT over 50 ms', () => {
    expect(BUSY_FLOOR_TBT_MS).toBe(50)
    expect(busyMachineReasons(measured({ tbtMs: 60 }))).toEqual([
      'the floor page, which runs no script, shows 60 ms of TBT (more than 50 ms)',
    ])
  })

  it("calls it busy when Lighthouse's benchmark index falls below its own threshold", () => {
    expect(SLOW_BENCHMARK_INDEX).toBe(1000)
    expect(busyMachineReasons(measured({}, { benchmarkIndex: 840 }))).toEqual([
      "Lighthouse's benchmark index fell to 840 (below 1000) on /",
    ])
  })

  it('says nothing of results recorded before the bench had the benchmark index', () => {
    const older = measured({}).map(({ benchmarkIndex: _, ...page }) => page as PageResult)
    expect(busyMachineReasons(older)).toEqual([])
  })
})
