export type FailureThrottleOptions = {
  /** Failures one client may have in a window before it is blocked for the rest of it. */
  maxFailures: number
  windowMs: number
  /** Clients remembered at most. */
  maxClients?: number
  now?: () => number
}

export type FailureThrottle = {
  /** Seconds until the client may try again, or undefined when it may try now. */
  retryAfter(clientKey: string): number | undefined
  recordFailure(clientKey: string): void
}

type Window = { startedAt: number; failures: number }

/**
 * Counts failed attempts (wrong secrets) per client key in fixed windows. The table is bounded
 * but never forgets a blocked client to make room: when it is full it drops ended windows, then
 * the oldest clients that are not blocked; when every entry is a blocked client, new clients are
 * refused too until a window ends (failing closed: flooding the table cannot reset a block).
 */
export function createFailureThrottle({
  maxFailures,
  windowMs,
  maxClients = 10_000,
  now = Date.now,
}: FailureThrottleOptions): FailureThrottle {
  const windows = new Map<string, Window>()
  const isBlocked = (window: Window) => window.failures >= maxFailures
  const hasEnded = (window: Window, time: number) => time - window.startedAt >= windowMs

  const makeRoom = (time: number): boolean => {
    for (const [key, window] of windows) if (hasEnded(window, time)) windows.delete(key)
    if (windows.size < maxClients) return true
    // Map keeps insertion order: the first unblocked entry is the oldest one.
    for (const [key, window] of windows) {
      if (!isBlocked(window)) {
        windows.delete(key)
        return true
      }
    }
    return false
  }

  const secondsLeft = (window: Window, time: number) =>
    Math.max(1, Math.ceil((window.startedAt + windowMs - time) / 1000))

  return {
    retryAfter(clientKey) {
      const time = now()
      const window = windows.get(clientKey)
      if (window && !hasEnded(window, time)) {
        return isBlocked(window) ? secondsLeft(window, time) : undefined
      }
      if (windows.size < maxClients || makeRoom(time)) return undefined
      const soonest = Math.min(...[...windows.values()].map((entry) => secondsLeft(entry, time)))
      return soonest
    },
    recordFailure(clientKey) {
      const time = now()
      const window = windows.get(clientKey)
      if (window && !hasEnded(window, time)) {
        window.failures += 1
        return
      }
      windows.delete(clientKey)
      if (windows.size >= maxClients && !makeRoom(time)) return
      windows.set(clientKey, { startedAt: time, failures: 1 })
    },
  }
}
