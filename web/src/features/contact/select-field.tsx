import { FieldBlock, Select } from './contact-form-styles'
import { FieldError, describedBy } from './field-error'

type SelectFieldProps = {
  id: string
  name: string
  label: string
  /** The first option, chosen while nothing is: 'Elige uno'. */
  prompt: string
  options: readonly string[]
  value: string
  error: string | undefined
  onValue: (value: string) => void
}

/** A labelled, required select of names (a state, a city) with its error. */
export function SelectField({
  id,
  name,
  label,
  prompt,
  options,
  value,
  error,
  onValue,
}: SelectFieldProps) {
  return (
    <FieldBlock>
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        name={name}
        value={value}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onValue(event.target.value)}
      >
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      <FieldError id={id} error={error} />
    </FieldBlock>
  )
}
