import { phoneLength, type ContactCountry } from './contact-rules'
import { FieldBlock, Input, PhoneInput } from './contact-form-styles'
import { FieldError, describedBy } from './field-error'

type PhoneFieldProps = {
  id: string
  /** Gives the dial code shown before the number and how many digits it has. */
  country: ContactCountry
  value: string
  error: string | undefined
  onValue: (value: string) => void
}

/** The national number after the country's dial code, with a hint and its error. */
export function PhoneField({ id, country, value, error, onValue }: PhoneFieldProps) {
  const hintId = `${id}-hint`
  return (
    <FieldBlock>
      <label htmlFor={id}>Teléfono</label>
      <PhoneInput>
        <span aria-hidden="true">{country.dialCode}</span>
        <Input
          id={id}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value}
          maxLength={phoneLength(country).max}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hintId)}
          onChange={(event) => onValue(event.target.value)}
        />
      </PhoneInput>
      <small id={hintId}>
        Indicativo {country.dialCode}. Escribe solo los números, sin espacios.
      </small>
      <FieldError id={id} error={error} />
    </FieldBlock>
  )
}
