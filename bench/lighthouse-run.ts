import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { quietChromiumFlags, systemChromium } from './quiet-chromium.ts'
import { longTaskCpuShare, type TraceEvent } from './main-thread.ts'
import type { RunMetrics } from './report.ts'

/** The Chromium Lighthouse drives: `CHROME_PATH` if set, else Debian's. */
export const lighthouseChromium = process.env.CHROME_PATH ?? systemChromium

const CHROME_FLAGS = ['--headless', ...quietChromiumFlags]

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

const HEAVY_REQUEST =
  /\.(mp4|webm|mov)(\?|$)|recaptcha|google\.com\/maps|maps\.google|maps\.googleapis/i

interface NetworkRequest {
  url: string
  resourceType?: string
  transferSize?: number
  networkRequestTime?: number
}

/**
 * Audits one URL with Lighthouse's default (mobile, simulated throttling) settings in a fresh
 * Chromium, so that no run warms the next one's cache.
 */
export async function auditPage(url: string): Promise<{ metrics: RunMetrics; report: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: lighthouseChromium,
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr, artifacts } = result
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const requests =
      (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? []
    const observedLcp =
      (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] })
        ?.items?.[0]?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY
    const beforeLcp = requests.filter((request) => (request.networkRequestTime ?? 0) < observedLcp)
    const isScript = (request: NetworkRequest) => request.resourceType === 'Script'
    const bytes = (list: NetworkRequest[]) =>
      list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
    const metrics: RunMetrics = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsBytes: bytes(requests.filter(isScript)),
      totalBytes: bytes(requests),
      htmlBytes: bytes(requests.filter((request) => request.url === lhr.finalDisplayedUrl)),
      jsBytesBeforeLcp: bytes(beforeLcp.filter(isScript)),
      heavyBeforeLcp: beforeLcp
        .filter((request) => request.resourceType === 'Media' || HEAVY_REQUEST.test(request.url))
        .map((request) => request.url),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      longTaskCpuShare: longTaskCpuShare(
        artifacts.Trace.traceEvents as TraceEvent[],
        lhr.configSettings.throttling.cpuSlowdownMultiplier,
      ),
    }
    return { metrics, report: JSON.stringify(lhr) }
  } finally {
    chrome.kill()
  }
}
