export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type RateLimiter = (clientKey: string) => RateLimitDecision

export type RateLimitOptions = {
  /** Requests one client may make in a window. */
  limit: number
  windowMs: number
  now?: () => number
  /** Clients still under their limit remembered at most; the oldest are forgotten first. */
  maxClients?: number
}

type Window = { startedAt: number; count: number }

/**
 * Fixed-window request counting per client (see http/client-key.ts for how addresses are keyed).
 * Kept in memory: one process, one count, which is what the dev and preview servers and a single
 * serverless instance need.
 *
 * Blocked clients are kept apart and never forgotten before their window ends, so a flood of
 * requests from other addresses cannot free a blocked one; only clients still under their limit
 * are forgotten when memory is full, and forgetting them only lets them start counting afresh.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxClients = 10_000,
}: RateLimitOptions): RateLimiter {
  const counting = new Map<string, Window>()
  const blocked = new Map<string, Window>()
  let sweptAt = Number.NEGATIVE_INFINITY

  const expired = (window: Window, time: number) => time - window.startedAt >= windowMs

  const sweep = (time: number) => {
    // At most once a second: a flood of new addresses must not cost a full scan per request.
    if (time - sweptAt < 1000) return
    sweptAt = time
    for (const windows of [counting, blocked]) {
      for (const [key, window] of windows) if (expired(window, time)) windows.delete(key)
    }
  }

  const block = (clientKey: string, window: Window, time: number) => {
    counting.delete(clientKey)
    if (blocked.size >= maxClients) sweep(time)
    blocked.set(clientKey, window)
  }

  return (clientKey) => {
    const time = now()
    const held = blocked.get(clientKey)
    if (held && !expired(held, time)) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((held.startedAt + windowMs - time) / 1000)),
      }
    }
    blocked.delete(clientKey)

    const current = counting.get(clientKey)
    if (!current || expired(current, time)) {
      counting.delete(clientKey)
      if (counting.size >= maxClients) {
        sweep(time)
        // Map keeps insertion order, so the first key is the oldest window.
        const oldest = counting.keys().next()
        if (counting.size >= maxClients && !oldest.done) counting.delete(oldest.value)
      }
      const window = { startedAt: time, count: 1 }
      counting.set(clientKey, window)
      if (window.count >= limit) block(clientKey, window, time)
      return { allowed: true }
    }
    current.count += 1
    if (current.count >= limit) block(clientKey, current, time)
    return { allowed: true }
  }
}
