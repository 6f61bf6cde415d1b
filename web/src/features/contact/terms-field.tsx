import { NewTabLink } from '../../components/new-tab-link'
import { Checkbox, FieldBlock, TermsRow } from './contact-form-styles'
import { FieldError, describedBy } from './field-error'

type TermsFieldProps = {
  id: string
  accepted: boolean
  error: string | undefined
  dataPolicyUrl: string | undefined
  onAccepted: (accepted: boolean) => void
}

/**
 * The box that accepts the terms and the data policy, with a link to the policy and a word on
 * what the request records besides the form (visit-origin.ts).
 */
export function TermsField({ id, accepted, error, dataPolicyUrl, onAccepted }: TermsFieldProps) {
  const originNoteId = `${id}-origin`
  return (
    <FieldBlock>
      <TermsRow>
        <Checkbox
          id={id}
          type="checkbox"
          name="termsAccepted"
          checked={accepted}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, originNoteId)}
          onChange={(event) => onAccepted(event.target.checked)}
        />
        <label htmlFor={id}>
          Acepto las condiciones del servicio y el tratamiento de datos personales
        </label>
      </TermsRow>
      <small id={originNoteId}>
        La solicitud también guarda cómo llegaste al sitio: la primera página que abriste y el sitio
        o enlace de campaña que te trajo.
      </small>
      {dataPolicyUrl && (
        <NewTabLink href={dataPolicyUrl}>Política de tratamiento de datos personales</NewTabLink>
      )}
      <FieldError id={id} error={error} />
    </FieldBlock>
  )
}
