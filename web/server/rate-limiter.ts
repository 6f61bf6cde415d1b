export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type RateLimiter = (clientKey: string) => RateLimitDecision

export type RateLimitOptions = {
  /** Requests one client may make in a window. */
  limit: number
  windowMs: number
  now?: () => number
  /** Clients remembered at most; the oldest windows are dropped first. */
  maxClients?: number
}

/**
 * Fixed-window request counting per client (the IP address). Kept in memory: one process, one
 * count, which is what the dev and preview servers and a single serverless instance need.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxClients = 10_000,
}: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>()

  return (clientKey) => {
    const time = now()
    const current = windows.get(clientKey)
    if (!current || time - current.startedAt >= windowMs) {
      windows.delete(clientKey)
      if (windows.size >= maxClients) dropExpiredOrOldest(windows, time, windowMs)
      windows.set(clientKey, { startedAt: time, count: 1 })
      return { allowed: true }
    }
    if (current.count < limit) {
      current.count += 1
      return { allowed: true }
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((current.startedAt + windowMs - time) / 1000)),
    }
  }
}

function dropExpiredOrOldest(
  windows: Map<string, { startedAt: number }>,
  time: number,
  windowMs: number,
) {
  for (const [key, window] of windows) {
    if (time - window.startedAt >= windowMs) windows.delete(key)
  }
  // Map keeps insertion order, so the first key is the oldest window.
  const oldest = windows.keys().next()
  if (!oldest.done) windows.delete(oldest.value)
}
