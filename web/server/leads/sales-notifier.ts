import type { LeadNoticeStore } from './lead-notices.ts'
import {
  claimed,
  failed,
  isDue,
  isLost,
  LOST_SEND_REASON,
  SEND_DEADLINE_MS,
  SEND_LEASE_MS,
  sent,
} from './notice-schedule.ts'
import { composeSalesMail, type SalesMail, type SalesMailSettings } from './sales-mail.ts'

/** Sends one e-mail; when `signal` aborts, it stops and closes its connection. */
export type SendMail = (mail: SalesMail, signal: AbortSignal) => Promise<void>

export type SalesNotifierOptions = {
  store: LeadNoticeStore
  send: SendMail
  mail: Omit<SalesMailSettings, 'recipients'>
  now?: () => Date
  /** The bound on one whole send (SEND_DEADLINE_MS); shorter than the claim's lease. */
  sendDeadlineMs?: number
  logError?: (message: string, error?: unknown) => void
}

export type NoticeOutcome = 'sent' | 'failed' | 'not-due' | 'not-found'

export type SalesNotifier = {
  /** Sends the e-mail about one request if it is due, and records how it went on the request. */
  notify: (id: string) => Promise<NoticeOutcome>
  /**
   * Sends every due e-mail (failed ones whose wait is over, and any never sent) and records
   * sends whose lease ran out as failed attempts. A sweep asked for while one runs is that one.
   */
  retryDue: () => Promise<Record<NoticeOutcome, number>>
}

/**
 * Tells sales about stored contact requests. The request is taken on first (its notice set to
 * 'sending' at the revision just read, with a lease longer than the worst send), so two servers,
 * or a retry racing the first send, never send the same e-mail twice; each send is cut off at
 * its deadline; a send that fails is recorded with its reason and retried later with backoff,
 * and so is one whose lease ran out with nothing recorded (notice-schedule.ts).
 */
export function createSalesNotifier({
  store,
  send,
  mail,
  now = () => new Date(),
  sendDeadlineMs = SEND_DEADLINE_MS,
  logError = (message, error) => console.error(`[sales-notice] ${message}`, error ?? ''),
}: SalesNotifierOptions): SalesNotifier {
  if (!(sendDeadlineMs < SEND_LEASE_MS)) {
    throw new Error(`A send's deadline must be shorter than its lease (${SEND_LEASE_MS} ms).`)
  }
  /** Requests this process is sending now: never a second send of one of them. */
  const inFlight = new Set<string>()
  let sweep: ReturnType<SalesNotifier['retryDue']> | undefined

  /**
   * Reads the request and takes its send on; an editor's change meanwhile means reading again.
   * A send whose lease ran out is recorded as a failed attempt instead, retried after its wait.
   */
  const take = async (id: string) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const found = await store.lead(id)
      if (!found.lead) return 'not-found' as const
      const { notice, _rev } = found.lead
      if (!isDue(notice, now())) return 'not-due' as const
      if (isLost(notice, now())) {
        if (!(await store.setNotice(id, failed(notice, LOST_SEND_REASON, now()), _rev))) continue
        logError(`The e-mail to sales about ${id} was never recorded; it is retried.`)
        return 'failed' as const
      }
      if (await store.setNotice(id, claimed(notice, now()), _rev)) {
        return found as typeof found & { lead: NonNullable<typeof found.lead> }
      }
    }
    return 'not-due' as const
  }

  /** The send, cut off (its connection closed) once the deadline passes, however it is going. */
  const sendWithinDeadline = async (salesMail: SalesMail) => {
    const cutOff = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const reason = new Error(
          `El servidor de correo no terminó el envío en ${sendDeadlineMs / 1000} s; se cortó la conexión.`,
        )
        cutOff.abort(reason)
        reject(reason)
      }, sendDeadlineMs)
    })
    try {
      await Promise.race([send(salesMail, cutOff.signal), deadline])
    } finally {
      clearTimeout(timer)
    }
  }

  const notifyOnce = async (id: string): Promise<NoticeOutcome> => {
    const taken = await take(id)
    if (typeof taken === 'string') return taken
    const { lead, recipients } = taken

    try {
      if (recipients.length === 0) {
        throw new Error(
          'No hay correos de ventas: agrégalos en Configuración del sitio › Contacto › Correo de ventas.',
        )
      }
      await sendWithinDeadline(composeSalesMail(lead, { ...mail, recipients }))
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      logError(`Could not e-mail sales about ${id}.`, reason)
      await store.setNotice(id, failed(lead.notice, reason, now()))
      return 'failed'
    }
    await store.setNotice(id, sent(lead.notice, now()))
    return 'sent'
  }

  const notify = async (id: string): Promise<NoticeOutcome> => {
    if (inFlight.has(id)) return 'not-due'
    inFlight.add(id)
    try {
      return await notifyOnce(id)
    } finally {
      inFlight.delete(id)
    }
  }

  const sweepDue = async () => {
    const counts: Record<NoticeOutcome, number> = {
      sent: 0,
      failed: 0,
      'not-due': 0,
      'not-found': 0,
    }
    for (const { _id, notice } of await store.unsent()) {
      if (!isDue(notice, now())) continue
      counts[await notify(_id)] += 1
    }
    return counts
  }

  return {
    notify,
    retryDue() {
      sweep ??= sweepDue().finally(() => (sweep = undefined))
      return sweep
    },
  }
}
