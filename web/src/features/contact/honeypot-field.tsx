import type { Ref } from 'react'
import { Honeypot } from './contact-form-styles'

/** A field people never see or reach and bots fill in: a filled one marks the request as spam. */
export function HoneypotField({ id, ref }: { id: string; ref: Ref<HTMLInputElement> }) {
  return (
    <Honeypot aria-hidden="true">
      <label htmlFor={id}>Deja este campo vacío</label>
      <input
        ref={ref}
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </Honeypot>
  )
}
