interface HttpFailure {
  statusCode: number
  headers: Record<string, string>
}

/** Status and headers of a failed Sanity request, or undefined for any other error. */
export function httpFailure(error: unknown): HttpFailure | undefined {
  if (error === null || typeof error !== 'object') return undefined
  const { statusCode, response } = error as {
    statusCode?: unknown
    response?: { headers?: unknown }
  }
  if (typeof statusCode !== 'number') return undefined
  const headers = response?.headers
  return {
    statusCode,
    headers:
      headers !== null && typeof headers === 'object' ? (headers as Record<string, string>) : {},
  }
}

export function isAccessDenied(error: unknown): boolean {
  const status = httpFailure(error)?.statusCode
  return status === 401 || status === 403
}

export function isRetryable(error: unknown): boolean {
  const status = httpFailure(error)?.statusCode
  return status !== undefined && (status === 429 || status >= 500)
}

/** Milliseconds the server asked us to wait (`Retry-After` in seconds or as an HTTP date). */
export function retryAfterMs(error: unknown, now: number): number | undefined {
  const value = httpFailure(error)?.headers['retry-after']?.trim()
  if (!value) return undefined
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
