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

/** The box that accepts the terms and the data policy, with a link to the policy. */
export function TermsField({ id, accepted, error, dataPolicyUrl, onAccepted }: TermsFieldProps) {
  return (
    <FieldBlock>
      <TermsRow>
        <Checkbox
          id={id}
          type="checkbox"
          name="termsAccepted"
          checked={accepted}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          onChange={(event) => onAccepted(event.target.checked)}
        />
        <label htmlFor={id}>
          Acepto las condiciones del servicio y el tratamiento de datos personales
        </label>
      </TermsRow>
      {dataPolicyUrl && (
        <NewTabLink href={dataPolicyUrl}>Política de tratamiento de datos personales</NewTabLink>
      )}
      <FieldError id={id} error={error} />
    </FieldBlock>
  )
}
