/** One Lighthouse run of one page, reduced to what the benchmark reports. */
export interface RunMetrics {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsBytes: number
  totalBytes: number
  /** Transferred bytes of the page's own HTML as sent (Brotli), response headers included. */
  htmlBytes: number
  /** Transferred script bytes requested before the (observed) largest contentful paint. */
  jsBytesBeforeLcp: number
  /** Video, map and reCAPTCHA requests started before the (observed) largest contentful paint. */
  heavyBeforeLcp: string[]
  /** Lighthouse's measure of the machine's speed (higher is faster), taken before the page loads. */
  benchmarkIndex: number
  /** See `longTaskCpuShare` in main-thread.ts; undefined when the page had no long task. */
  longTaskCpuShare?: number
}

export interface PageResult extends Omit<RunMetrics, 'heavyBeforeLcp' | 'longTaskCpuShare'> {
  route: string
  runs: number
  /** Median LCP over the floor page's median LCP. */
  lcpToFloor: number
  heavyBeforeLcp: string[]
  longTaskCpuShare?: number
}

export interface Budget {
  route: string
  name: string
  met: boolean
  detail: string
}

export const FLOOR_ROUTE = 'floor'

/** Pages whose performance budget is the stricter product-page one. */
export const PRODUCT_ROUTES = new Set(['/RestauradorDeFaros'])

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

const NUMERIC_KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsBytes',
  'totalBytes',
  'htmlBytes',
  'jsBytesBeforeLcp',
  'benchmarkIndex',
] as const

/**
 * What the first round trip brings of a response in Lighthouse's simulation: a new connection's
 * initial congestion window, 10 TCP segments of 1460 bytes. An HTML document any longer waits one
 * more round trip (150 ms on the mobile preset) before the resources it names can start loading.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600

const kb = (bytes: number) => (bytes / 1000).toFixed(1)
const seconds = (ms: number) => (ms / 1000).toFixed(2)

/**
 * The floor page runs no script, so total blocking time on it is the machine's own: a run whose
 * floor shows more than this was measured on a busy machine (a quiet one shows 0-10 ms).
 */
export const BUSY_FLOOR_TBT_MS = 50

/**
 * Lighthouse's own threshold: below this benchmark index it warns that the host's CPU is slower
 * than its throttling expects (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD in lighthouse/core).
 */
export const SLOW_BENCHMARK_INDEX = 1000

/**
 * LCP over the floor's. Lighthouse lets a page's images start only once its whole HTML has
 * arrived: every page's HTML fits the first round trip, as the floor's does (a budget of its own,
 * and `npm run size` before any run), so a page may cost 5 % over a page that is only its largest
 * image. The 1.20 x once allowed a page past the first round trip is retired with those pages.
 */
export const LCP_TO_FLOOR_BUDGET = 1.05

/** Medians of each metric per page; every page's LCP is also given as a ratio to the floor's. */
export function summarize(runsByRoute: Map<string, RunMetrics[]>): PageResult[] {
  const medians = [...runsByRoute].map(([route, runs]) => {
    const values = Object.fromEntries(
      NUMERIC_KEYS.map((key) => [key, median(runs.map((run) => run[key]))]),
    ) as Record<(typeof NUMERIC_KEYS)[number], number>
    const heavyBeforeLcp = [...new Set(runs.flatMap((run) => run.heavyBeforeLcp))]
    const shares = runs.flatMap((run) => run.longTaskCpuShare ?? [])
    const longTaskCpuShare = shares.length > 0 ? median(shares) : undefined
    return { route, runs: runs.length, ...values, heavyBeforeLcp, longTaskCpuShare }
  })
  const floor = medians.find((page) => page.route === FLOOR_ROUTE)
  if (!floor) throw new Error('The floor page was not measured.')
  return medians.map((page) => ({ ...page, lcpToFloor: page.lcpMs / floor.lcpMs }))
}

/**
 * The Lighthouse budgets, checked on each page except the floor; product pages (by default the
 * one of `PRODUCT_ROUTES`) have the stricter performance budget.
 */
export function checkBudgets(
  results: PageResult[],
  isProductPage: (route: string) => boolean = (route) => PRODUCT_ROUTES.has(route),
): Budget[] {
  return results
    .filter((page) => page.route !== FLOOR_ROUTE)
    .flatMap((page) => {
      const minPerformance = isProductPage(page.route) ? 98 : 95
      const rules: [string, boolean, string][] = [
        [
          'performance',
          page.performance >= minPerformance,
          `${page.performance} (>= ${minPerformance})`,
        ],
        ['accessibility', page.accessibility >= 100, `${page.accessibility} (= 100)`],
        ['SEO', page.seo >= 100, `${page.seo} (= 100)`],
        ['best practices', page.bestPractices >= 95, `${page.bestPractices} (>= 95)`],
        [
          'LCP vs floor',
          page.lcpToFloor <= LCP_TO_FLOOR_BUDGET,
          `${page.lcpToFloor.toFixed(2)} x (<= ${LCP_TO_FLOOR_BUDGET.toFixed(2)} x)`,
        ],
        [
          'HTML in the first round trip',
          page.htmlBytes <= FIRST_ROUND_TRIP_BYTES,
          `${kb(page.htmlBytes)} KB with its headers (<= ${kb(FIRST_ROUND_TRIP_BYTES)} KB)`,
        ],
        ['CLS', page.cls <= 0.02, `${page.cls.toFixed(3)} (<= 0.02)`],
        [
          'no video, map or reCAPTCHA before LCP',
          page.heavyBeforeLcp.length === 0,
          page.heavyBeforeLcp.join(', ') || 'none',
        ],
      ]
      return rules.map(([name, met, detail]) => ({ route: page.route, name, met, detail }))
    })
}

/** The pages that missed at least one budget, each once, in the budgets' order. */
export function routesMissingBudgets(budgets: Budget[]): string[] {
  return [...new Set(budgets.filter((budget) => !budget.met).map((budget) => budget.route))]
}

export function markdownTable(results: PageResult[]): string {
  const header = [
    'Route',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP (s)',
    'LCP (s)',
    'LCP / floor',
    'TBT (ms)',
    'CLS',
    'JS (KB)',
    'JS before LCP (KB)',
    'Total (KB)',
    'HTML sent (KB)',
    'Bench index',
    'CPU share',
  ]
  const rows = results.map((page) => [
    page.route,
    page.performance,
    page.accessibility,
    page.bestPractices,
    page.seo,
    seconds(page.fcpMs),
    seconds(page.lcpMs),
    page.lcpToFloor.toFixed(2),
    Math.round(page.tbtMs),
    page.cls.toFixed(3),
    kb(page.jsBytes),
    kb(page.jsBytesBeforeLcp),
    kb(page.totalBytes),
    // Results from before the bench recorded these have no HTML size and no machine figures.
    Number.isFinite(page.htmlBytes) ? kb(page.htmlBytes) : '–',
    Number.isFinite(page.benchmarkIndex) ? Math.round(page.benchmarkIndex) : '–',
    page.longTaskCpuShare === undefined ? '–' : page.longTaskCpuShare.toFixed(2),
  ])
  return [header, header.map(() => '---'), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n')
}

/**
 * Why the run was measured on a busy machine, from the floor page's TBT and Lighthouse's benchmark
 * index; empty when the machine was quiet. Lighthouse simulates from wall time, so a task that
 * waited for a CPU counts as page work in TBT and the score. (The long tasks' CPU share, which
 * once decided this, read 0.4-0.6 on a quiet machine too.)
 */
export function busyMachineReasons(results: PageResult[]): string[] {
  const floor = results.find((page) => page.route === FLOOR_ROUTE)
  const reasons: string[] = []
  if (floor && floor.tbtMs > BUSY_FLOOR_TBT_MS) {
    reasons.push(
      `the floor page, which runs no script, shows ${Math.round(floor.tbtMs)} ms of TBT ` +
        `(more than ${BUSY_FLOOR_TBT_MS} ms)`,
    )
  }
  const slow = results.filter((page) => page.benchmarkIndex < SLOW_BENCHMARK_INDEX)
  if (slow.length > 0) {
    const lowest = Math.min(...slow.map((page) => page.benchmarkIndex))
    reasons.push(
      `Lighthouse's benchmark index fell to ${Math.round(lowest)} (below ${SLOW_BENCHMARK_INDEX}) ` +
        `on ${slow.map((page) => page.route).join(', ')}`,
    )
  }
  return reasons
}

/** Pages whose HTML takes more than the first round trip to arrive (`FIRST_ROUND_TRIP_BYTES`). */
export function pagesPastFirstRoundTrip(results: PageResult[]): PageResult[] {
  return results.filter((page) => page.htmlBytes > FIRST_ROUND_TRIP_BYTES)
}
