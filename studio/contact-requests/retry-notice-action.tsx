import { useState } from 'react'
import { RefreshIcon } from '@sanity/icons/Refresh'
import { useToast } from '@sanity/ui/toast'
import { useClient, type DocumentActionComponent } from 'sanity'
import { apiVersion, siteUrl } from '../env'

type WithNotice = { notice?: { status?: string } }

const outcomes: Record<string, { title: string; status: 'success' | 'warning' | 'info' }> = {
  sent: { title: 'Correo enviado a ventas.', status: 'success' },
  failed: {
    title: 'El envío volvió a fallar; el motivo queda en «Correo a ventas».',
    status: 'warning',
  },
  'not-due': { title: 'Este correo ya se envió o se está enviando.', status: 'info' },
}

/**
 * «Reintentar envío»: marks the request's e-mail to sales as due (with the editor's own Sanity
 * session; a visitor cannot), then asks the site to send it now. If the site cannot be reached,
 * its next round of retries sends it.
 */
export const RetryNoticeAction: DocumentActionComponent = ({ id, published }) => {
  const client = useClient({ apiVersion })
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const status = (published as WithNotice | null)?.notice?.status

  return {
    label: busy ? 'Reintentando…' : 'Reintentar envío',
    icon: RefreshIcon,
    disabled: busy || !status || status === 'sent',
    title:
      status === 'sent'
        ? 'El correo a ventas ya se envió.'
        : 'Envía otra vez el correo de esta solicitud a ventas.',
    onHandle: async () => {
      setBusy(true)
      try {
        await client
          .patch(id)
          .set({ 'notice.status': 'pending', 'notice.nextAttemptAt': new Date().toISOString() })
          .commit()
        const response = await fetch(`${siteUrl}/api/contact/retry`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: JSON.stringify({ id }),
        })
        const { outcome } = (await response.json()) as { outcome?: string }
        toast.push(outcomes[outcome ?? ''] ?? { title: 'No se pudo reintentar.', status: 'error' })
      } catch {
        toast.push({
          title: 'Quedó marcado para reenviar: el sitio lo enviará en su próxima ronda.',
          status: 'info',
        })
      } finally {
        setBusy(false)
      }
    },
  }
}
RetryNoticeAction.displayName = 'RetryNoticeAction'
