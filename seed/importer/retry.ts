import { httpFailure, isRetryable, retryAfterMs } from './sanity-errors.ts'

/** Runs one Sanity request under the import's retry policy; `what` names it in messages. */
export type Requester = <T>(what: string, request: () => Promise<T>) => Promise<T>

export interface RetryOptions {
  sleep: (ms: number) => Promise<void>
  onRetry: (notice: string) => void
  random?: () => number
  now?: () => number
  maxAttempts?: number
  baseDelayMs?: number
  maxDelayMs?: number
}

export class RetriesExhaustedError extends Error {
  constructor(what: string, attempts: number, cause: unknown) {
    const status = httpFailure(cause)?.statusCode
    super(
      `Sanity kept failing to ${what} (HTTP ${status}) after ${attempts} attempts. ` +
        'It may be overloaded or rate limiting this project; wait a minute and run the import again.',
      { cause },
    )
    this.name = 'RetriesExhaustedError'
  }
}

/**
 * Runs a Sanity request, retrying rate limits (429) and server errors (5xx) with exponential
 * backoff and full jitter, or after the delay the server gives in `Retry-After`.
 */
export async function withRetry<T>(
  what: string,
  request: () => Promise<T>,
  {
    sleep,
    onRetry,
    random = Math.random,
    now = Date.now,
    maxAttempts = 5,
    baseDelayMs = 500,
    maxDelayMs = 20_000,
  }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request()
    } catch (error) {
      if (!isRetryable(error)) throw error
      if (attempt >= maxAttempts) throw new RetriesExhaustedError(what, attempt, error)
      const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)) * random()
      const delay = Math.round(retryAfterMs(error, now()) ?? backoff)
      onRetry(
        `Sanity answered HTTP ${httpFailure(error)?.statusCode} to ${what}; ` +
          `retrying in ${(delay / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${maxAttempts})`,
      )
      await sleep(delay)
    }
  }
}
