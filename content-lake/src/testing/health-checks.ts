import type { lakeClient } from './http-client.ts'

export interface HealthChecks {
  /** How long each check took, in ms, sorted. */
  durations: number[]
  /** Checks that did not answer 200. */
  failed: number
}

/** Pings the lake every 50 ms while `work` runs, to see whether it keeps answering meanwhile. */
export async function healthChecksDuring(
  client: ReturnType<typeof lakeClient>,
  work: Promise<unknown>,
): Promise<HealthChecks> {
  let done = false
  void work.finally(() => {
    done = true
  })
  const durations: number[] = []
  let failed = 0
  while (!done) {
    const started = performance.now()
    const ping = await client.call('/v2025-02-19/ping')
    if (ping.status !== 200) failed += 1
    durations.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { durations: durations.sort((a, b) => a - b), failed }
}

/** The median of sorted durations. */
export const median = (sorted: readonly number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0
