import { describe, expect, it } from 'vitest'
import {
  busyMachinePages,
  checkBudgets,
  FIRST_ROUND_TRIP_BYTES,
  FLOOR_ROUTE,
  markdownTable,
  median,
  pagesPastFirstRoundTrip,
  summarize,
} from './report.ts'
import type { PageResult, RunMetrics } from './report.ts'

const run = (overrides: Partial<RunMetrics>): RunMetrics => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  jsBytes: 0,
  totalBytes: 50_000,
  htmlBytes: 10_000,
  jsBytesBeforeLcp: 0,
  heavyBeforeLcp: [],
  benchmarkIndex: 2000,
  ...overrides,
})

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

  it('misses the stricter product performance, the LCP ratio and CLS, and meets the rest', () => {
    const missed = checkBudgets(results)
      .filter((budget) => !budget.met)
      .map((budget) => `${budget.route} ${budget.name}`)
    expect(missed).toEqual([
      '/RestauradorDeFaros performance',
      '/RestauradorDeFaros LCP vs floor',
      '/RestauradorDeFaros CLS',
      '/RestauradorDeFaros no video, map or reCAPTCHA before LCP',
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

  it('names the pages whose long tasks mostly waited on the machine', () => {
    expect(busyMachinePages(results).map((page) => page.route)).toEqual(['/Contacto'])
  })
})
