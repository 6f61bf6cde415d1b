import { useEffectEvent, useLayoutEffect, type ActionDispatch, type RefObject } from 'react'
import type { ContactCountry } from './contact-rules'
import { typedBeforeApp, type ContactFormAction } from './contact-form-state'

/**
 * Keeps what the visitor typed, chose and ticked in the form's HTML before the app took it over.
 * That is in the page, not in the state, and the next render would wipe it: it is read into the
 * state in the commit that hydrates the form, before paint.
 */
export function useTypedBeforeApp(
  form: RefObject<HTMLFormElement | null>,
  countries: readonly ContactCountry[],
  dispatch: ActionDispatch<[ContactFormAction]>,
  acceptTerms: () => void,
) {
  const keepTypedBeforeApp = useEffectEvent(() => {
    if (!form.current) return
    const typed = new FormData(form.current)
    for (const action of typedBeforeApp(typed, countries)) dispatch(action)
    // Prerendered unticked: ticked means the visitor ticked it.
    if (typed.has('termsAccepted')) acceptTerms()
  })
  useLayoutEffect(() => keepTypedBeforeApp(), [])
}
