/** When the e-mail to sales about a request is (re)tried: the notice's state and its backoff. */

import type { ContactRequest } from '@rehoboth/content/sanity-types'

/** A request's notice, as the schema (studio/schemaTypes/documents/contactRequest.ts) has it. */
export type Notice = NonNullable<ContactRequest['notice']>

export type NoticeStatus = NonNullable<Notice['status']>

/** Tries on its own before it waits for someone's «Reintentar envío». */
export const MAX_AUTOMATIC_ATTEMPTS = 8
const FIRST_DELAY_MS = 60_000
const LONGEST_DELAY_MS = 6 * 60 * 60_000
/** A send taken on this long ago and never recorded (the process died) is due again. */
export const STALE_SENDING_MS = 10 * 60_000

/** The wait after the given number of failed attempts: 1 min, 2, 4, 8… up to 6 h. */
export function retryDelayMs(failedAttempts: number): number {
  const doublings = Math.max(0, failedAttempts - 1)
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(doublings, 30))
}

/** Whether a request's e-mail should be sent now. Requests stored before notices had none: never. */
export function isDue(notice: Notice | null | undefined, now: Date): boolean {
  const time = now.getTime()
  const at = (value: string | undefined) => (value ? Date.parse(value) : Number.NaN)
  switch (notice?.status) {
    case 'pending':
      return !notice.nextAttemptAt || at(notice.nextAttemptAt) <= time
    case 'failed':
      return (
        (notice.attempts ?? 0) < MAX_AUTOMATIC_ATTEMPTS &&
        Boolean(notice.nextAttemptAt) &&
        at(notice.nextAttemptAt) <= time
      )
    case 'sending':
      return !notice.claimedAt || time - at(notice.claimedAt) >= STALE_SENDING_MS
    default:
      return false
  }
}

export function claimed(notice: Notice | null | undefined, now: Date): Notice {
  return { ...notice, status: 'sending', claimedAt: now.toISOString() }
}

export function sent(notice: Notice | null | undefined, now: Date): Notice {
  return {
    status: 'sent',
    attempts: (notice?.attempts ?? 0) + 1,
    sentAt: now.toISOString(),
  }
}

/** A failed attempt: the reason, and the next try unless the automatic ones are spent. */
export function failed(notice: Notice | null | undefined, reason: string, now: Date): Notice {
  const attempts = (notice?.attempts ?? 0) + 1
  return {
    status: 'failed',
    attempts,
    lastError: reason.slice(0, 500),
    ...(attempts < MAX_AUTOMATIC_ATTEMPTS && {
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
    }),
  }
}
