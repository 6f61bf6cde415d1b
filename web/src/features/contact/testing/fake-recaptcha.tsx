import { forwardRef, useImperativeHandle } from 'react'
import type { ReCAPTCHAProps } from 'react-google-recaptcha'
import { vi } from 'vitest'

export const captchaReset = vi.fn()

/**
 * Stands in for react-google-recaptcha (`vi.mock('react-google-recaptcha', () =>
 * import('./testing/fake-recaptcha'))`): Google's widget cannot load here; this calls the same
 * callbacks the real one does.
 */
const FakeRecaptcha = forwardRef<{ reset: () => void }, ReCAPTCHAProps>(
  function FakeRecaptcha(props, ref) {
    useImperativeHandle(ref, () => ({ reset: captchaReset }))
    return (
      <div>
        <button type="button" onClick={() => props.onChange?.('token-de-prueba')}>
          No soy un robot
        </button>
        <button type="button" onClick={() => props.onExpired?.()}>
          Dejar expirar
        </button>
      </div>
    )
  },
)

export default FakeRecaptcha

// Offline the form loads a local stand-in of Google's script first (offline-recaptcha.ts): not here.
export const usesOfflineRecaptcha = () => false
export const loadOfflineRecaptcha = () => Promise.resolve()
