import { ErrorText } from './contact-form-styles'

/** The id of the message under the field whose control has `id`. */
export const errorId = (id: string) => `${id}-error`

/** The ids that describe a control: its hint, and its error while there is one. */
export function describedBy(id: string, error: string | undefined, hint?: string) {
  return [hint, error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined
}

/** The field's error, under it, named by the control's `aria-describedby`. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? <ErrorText id={errorId(id)}>{error}</ErrorText> : null
}
