import type { RunMetrics } from '../report.ts'

/** One Lighthouse run of a page that meets every budget, with `overrides` on top. */
export const runMetrics = (overrides: Partial<RunMetrics> = {}): RunMetrics => ({
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
