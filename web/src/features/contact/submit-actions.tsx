import { Actions, SubmitButton } from './contact-form-styles'

/** The submit button, off until the terms are accepted and while sending, and why it is off. */
export function SubmitActions({
  termsAccepted,
  sending,
}: {
  termsAccepted: boolean
  sending: boolean
}) {
  return (
    <Actions>
      <SubmitButton type="submit" disabled={!termsAccepted || sending}>
        {sending ? 'Enviando…' : 'Enviar'}
      </SubmitButton>
      {!termsAccepted && (
        <small>Para enviar, acepta las condiciones del servicio y el tratamiento de datos.</small>
      )}
    </Actions>
  )
}
