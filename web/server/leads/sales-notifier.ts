import type { LeadNoticeStore } from './lead-notices.ts'
import { claimed, failed, isDue, sent } from './notice-schedule.ts'
import { composeSalesMail, type SalesMail, type SalesMailSettings } from './sales-mail.ts'

export type SendMail = (mail: SalesMail) => Promise<void>

export type SalesNotifierOptions = {
  store: LeadNoticeStore
  send: SendMail
  mail: Omit<SalesMailSettings, 'recipients'>
  now?: () => Date
  logError?: (message: string, error?: unknown) => void
}

export type NoticeOutcome = 'sent' | 'failed' | 'not-due' | 'not-found'

export type SalesNotifier = {
  /** Sends the e-mail about one request if it is due, and records how it went on the request. */
  notify: (id: string) => Promise<NoticeOutcome>
  /** Sends every due e-mail (failed ones whose wait is over, and any never sent). */
  retryDue: () => Promise<Record<NoticeOutcome, number>>
}

/**
 * Tells sales about stored contact requests. The request is taken on first (its notice set to
 * 'sending' at the revision just read), so two servers, or a retry racing the first send,
 * never send the same e-mail twice; a send that fails is recorded with its reason and retried
 * later with backoff (notice-schedule.ts).
 */
export function createSalesNotifier({
  store,
  send,
  mail,
  now = () => new Date(),
  logError = (message, error) => console.error(`[sales-notice] ${message}`, error ?? ''),
}: SalesNotifierOptions): SalesNotifier {
  /** Reads the request and takes its send on; an editor's change meanwhile means reading again. */
  const take = async (id: string) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const found = await store.lead(id)
      if (!found.lead) return 'not-found' as const
      if (!isDue(found.lead.notice, now())) return 'not-due' as const
      if (await store.setNotice(id, claimed(found.lead.notice, now()), found.lead._rev)) {
        return found as typeof found & { lead: NonNullable<typeof found.lead> }
      }
    }
    return 'not-due' as const
  }

  const notify = async (id: string): Promise<NoticeOutcome> => {
    const taken = await take(id)
    if (typeof taken === 'string') return taken
    const { lead, recipients } = taken

    try {
      if (recipients.length === 0) {
        throw new Error(
          'No hay correos de ventas: agrégalos en Configuración del sitio › Contacto › Correo de ventas.',
        )
      }
      await send(composeSalesMail(lead, { ...mail, recipients }))
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      logError(`Could not e-mail sales about ${id}.`, reason)
      await store.setNotice(id, failed(lead.notice, reason, now()))
      return 'failed'
    }
    await store.setNotice(id, sent(lead.notice, now()))
    return 'sent'
  }

  return {
    notify,
    async retryDue() {
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
    },
  }
}
