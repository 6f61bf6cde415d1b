import type { InputHTMLAttributes } from 'react'
import { FieldBlock, Input, TextArea } from './contact-form-styles'
import { FieldError, describedBy } from './field-error'

type TextFieldProps = {
  id: string
  name: string
  label: string
  value: string
  error: string | undefined
  /** From the rules' `limits`, so the field stops where the check would. */
  maxLength: number
  onValue: (value: string) => void
  /** Optional fields (the message) do not say they are required. */
  required?: boolean
  /** Lines to show: a text area instead of a one-line input. */
  rows?: number
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'placeholder'
>

/** A labelled text input, or text area, with its error. */
export function TextField({
  id,
  name,
  label,
  value,
  error,
  maxLength,
  onValue,
  required = true,
  rows,
  ...inputProps
}: TextFieldProps) {
  const shared = {
    id,
    name,
    value,
    maxLength,
    'aria-required': required ? ('true' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error),
  }
  return (
    <FieldBlock>
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <TextArea {...shared} rows={rows} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <Input {...shared} {...inputProps} onChange={(event) => onValue(event.target.value)} />
      )}
      <FieldError id={id} error={error} />
    </FieldBlock>
  )
}
