import { describe, expect, it, vi } from 'vitest'
import { RetriesExhaustedError, withRetry } from './retry.ts'

function httpError(statusCode: number, headers: Record<string, string> = {}) {
  return Object.assign(new Error(`HTTP ${statusCode}`), { statusCode, response: { headers } })
}

function failingThen<T>(errors: unknown[], value: T) {
  return vi.fn(async () => {
    const error = errors.shift()
    if (error) throw error
    return value
  })
}

describe('withRetry', () => {
  it('waits the Retry-After the server asks for, then succeeds', async () => {
    const sleep = vi.fn(async () => {})
    const notices: string[] = []
    const request = failingThen([httpError(429, { 'retry-after': '3' })], 'ok')
    await expect(
      withRetry('write', request, { sleep, onRetry: (notice) => notices.push(notice) }),
    ).resolves.toBe('ok')
    expect(sleep).toHaveBeenCalledWith(3000)
    expect(notices).toEqual([
      'Sanity answered HTTP 429 to write; retrying in 3.0 s (attempt 2 of 5)',
    ])
  })

  it('reads an HTTP date in Retry-After', async () => {
    const sleep = vi.fn(async () => {})
    const now = Date.parse('2026-11-23T10:00:00Z')
    const request = failingThen(
      [httpError(503, { 'retry-after': 'Mon, 23 Nov 2026 10:00:07 GMT' })],
      'ok',
    )
    await withRetry('write', request, { sleep, onRetry: () => {}, now: () => now })
    expect(sleep).toHaveBeenCalledWith(7000)
  })

  it('backs off exponentially with jitter on server errors', async () => {
    const sleep = vi.fn(async () => {})
    const request = failingThen([httpError(500), httpError(502), httpError(503)], 'ok')
    await withRetry('write', request, { sleep, onRetry: () => {}, random: () => 0.5 })
    expect(sleep.mock.calls).toEqual([[250], [500], [1000]])
  })

  it('gives up after five attempts with a clear error', async () => {
    const sleep = vi.fn(async () => {})
    const request = vi.fn(async () => {
      throw httpError(503)
    })
    const attempt = withRetry('upload logo.png', request, { sleep, onRetry: () => {} })
    await expect(attempt).rejects.toThrow(RetriesExhaustedError)
    await expect(attempt).rejects.toThrow(
      'Sanity kept failing to upload logo.png (HTTP 503) after 5 attempts.',
    )
    expect(request).toHaveBeenCalledTimes(5)
  })

  it('does not retry a refused token or a bad request', async () => {
    for (const status of [401, 403, 400]) {
      const request = vi.fn(async () => {
        throw httpError(status)
      })
      await expect(
        withRetry('write', request, { sleep: async () => {}, onRetry: () => {} }),
      ).rejects.toMatchObject({ statusCode: status })
      expect(request).toHaveBeenCalledTimes(1)
    }
  })
})
