import { rawHttp, type RawRequest } from '../../web/server/testing/raw-http.ts'
import type { Health } from './tally.ts'

/**
 * Sends `request` to a server every `everyMs` until stopped: whether it keeps answering, and how
 * fast, while the hostile cases run. A check with no 2xx within `timeoutMs` counts as failed.
 */
export function startHealthChecks(
  port: () => number,
  request: RawRequest,
  { everyMs = 200, timeoutMs = 5_000 } = {},
): { stop: () => Promise<Health> } {
  const durations: number[] = []
  let failed = 0
  let stopped = false
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now()
      const answer = await rawHttp(request, { port: port(), timeoutMs })
      durations.push(performance.now() - started)
      if (answer.kind !== 'answer' || answer.status >= 300) failed += 1
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  })()
  return {
    stop: async () => {
      stopped = true
      await loop
      const sorted = durations.sort((a, b) => a - b)
      return {
        checks: sorted.length,
        failed,
        medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        slowestMs: Math.round(sorted.at(-1) ?? 0),
      }
    },
  }
}
