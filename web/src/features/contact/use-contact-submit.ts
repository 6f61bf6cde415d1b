import { useState, type FormEvent } from 'react'
import { checkAndSendOnDemand } from './check-and-send-on-demand'
import type { FieldErrors } from './contact-rules'
import type { ContactSchemaOptions } from './contact-schema'
import type { SubmitOutcome } from './submit-outcome'

/** Form order: where focus goes first when several fields are wrong. */
export const fieldOrder = [
  'firstNames',
  'lastNames',
  'email',
  'country',
  'state',
  'city',
  'phone',
  'message',
  'termsAccepted',
  'captchaToken',
] as const

export type FormField = (typeof fieldOrder)[number]

type ContactSubmitOptions = {
  /** The request as the form holds it now; checked before it is sent. */
  request: () => Record<string, unknown>
  check: ContactSchemaOptions
  /** Moves focus to the first wrong field. */
  focusField: (field: FormField) => void
  /** The request was stored: the form empties. */
  onCreated: () => void
  /** The captcha's answer was refused or is spent: the visitor answers it again. */
  onCaptchaSpent: () => void
}

/**
 * Sending the contact request: checks it, sends it, and keeps what came of it, the fields'
 * errors (focus goes to the first) and whether it is being sent.
 */
export function useContactSubmit({
  request,
  check,
  focusField,
  onCreated,
  onCaptchaSpent,
}: ContactSubmitOptions) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<SubmitOutcome | undefined>()

  const clearError = (field: FormField) =>
    setErrors((current) => {
      if (!current[field]) return current
      const { [field]: _cleared, ...rest } = current
      return rest
    })

  const setError = (field: FormField, message: string) =>
    setErrors((current) => ({ ...current, [field]: message }))

  const showErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors)
    const first = fieldOrder.find((field) => fieldErrors[field])
    if (first) requestAnimationFrame(() => focusField(first))
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    setOutcome(undefined)
    const sent = request()
    setSending(true)
    const result = await checkAndSendOnDemand(sent, check).finally(() => setSending(false))
    if (result.kind === 'unsent') return showErrors(result.fieldErrors)
    setOutcome(result)
    if (result.kind === 'created') {
      onCreated()
      setErrors({})
    } else if (result.kind === 'invalid') {
      showErrors(result.fieldErrors)
    } else if (result.kind === 'captcha') {
      onCaptchaSpent()
      showErrors({ captchaToken: result.message })
    }
  }

  return { errors, sending, outcome, clearError, setError, onSubmit }
}
