/** When the e-mail to sales about a request is (re)tried: the notice's state and its backoff. */

import type { ContactRequest } from '@rehoboth/shared/sanity-types'

/** A request's notice, as the schema (studio/schemaTypes/documents/contactRequest.ts) has it. */
export type Notice = NonNullable<ContactRequest['notice']>

export type NoticeStatus = NonNullable<Notice['status']>

/** Tries on its own before it waits for someone's «Reintentar envío». */
export const MAX_AUTOMATIC_ATTEMPTS = 8
const FIRST_DELAY_MS = 60_000
const LONGEST_DELAY_MS = 6 * 60 * 60_000
/**
 * The longest one send may take, from connecting to the mail server to its last answer: within
 * a Netlify scheduled function's 30 s, so even there a hung send is recorded with its reason.
 */
export const SEND_DEADLINE_MS = 25_000
/**
 * How long a claimed request is the claimer's alone: longer than the worst send (its deadline,
 * plus the store writes around it), so no sweep takes on a send that is still alive. A claim
 * this old was lost (the process died mid-send) and counts as a failed attempt.
 */
export const SEND_LEASE_MS = 5 * 60_000

/** Why a lost claim counts as a failed attempt, as the Studio shows it. */
export const LOST_SEND_REASON = `El envío empezado no terminó en ${SEND_LEASE_MS / 60_000} minutos (el servidor del sitio se detuvo o el servidor de correo no respondió); se reintenta.`

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
      // «Reintentar envío» pressed while a send is alive waits for that send's lease.
      return (
        (!notice.nextAttemptAt || at(notice.nextAttemptAt) <= time) && !isLeaseHeld(notice, now)
      )
    case 'failed':
      return (
        (notice.attempts ?? 0) < MAX_AUTOMATIC_ATTEMPTS &&
        Boolean(notice.nextAttemptAt) &&
        at(notice.nextAttemptAt) <= time
      )
    case 'sending':
      return isLost(notice, now)
    default:
      return false
  }
}

function isLeaseHeld(notice: Notice, now: Date): boolean {
  return Boolean(notice.claimedAt) && now.getTime() < leaseEnd(notice)
}

function leaseEnd(notice: Notice): number {
  return Date.parse(notice.claimedAt ?? '') + SEND_LEASE_MS
}

/** A send claimed and never recorded within its lease (or claimed with no time at all). */
export function isLost(notice: Notice | null | undefined, now: Date): boolean {
  return notice?.status === 'sending' && !isLeaseHeld(notice, now)
}

/** Taken on for one send: the lease's end is the next attempt if this one never reports. */
export function claimed(notice: Notice | null | undefined, now: Date): Notice {
  const claim = { ...notice, status: 'sending' as const, claimedAt: now.toISOString() }
  return { ...claim, nextAttemptAt: new Date(leaseEnd(claim)).toISOString() }
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
