import { act, screen } from '@testing-library/react'
import type { ReCAPTCHAProps } from 'react-google-recaptcha'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '../../testing/render-with-theme'
import { CaptchaField, captchaMessages, recaptchaSiteKey } from './captcha-field'

const rendered = vi.hoisted(() => ({ props: undefined as ReCAPTCHAProps | undefined }))

// Stands in for the widget that loads Google's script: rendering it is what requests the script.
vi.mock('react-google-recaptcha', () => ({
  default: function FakeRecaptcha(props: ReCAPTCHAProps) {
    rendered.props = props
    return <p>Widget de reCAPTCHA</p>
  },
}))

// Offline the local stand-in of Google's script is loaded first (offline-recaptcha.test.ts).
const standIn = vi.hoisted(() => ({ load: vi.fn(() => Promise.resolve()) }))
vi.mock('./offline-recaptcha', () => ({
  usesOfflineRecaptcha: (siteKey: string, testKey: string) => siteKey === testKey,
  loadOfflineRecaptcha: standIn.load,
}))

let observed: IntersectionObserverCallback | undefined

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observed = callback
  }
  observe() {}
  disconnect() {}
}

// The widget's code is loaded on demand, so it shows a moment after the field comes into view.
async function comeIntoView() {
  act(() =>
    observed?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
  )
  await screen.findByText('Widget de reCAPTCHA')
}

beforeEach(() => {
  rendered.props = undefined
  observed = undefined
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})
afterEach(() => vi.unstubAllGlobals())

function renderField(error?: string) {
  const onToken = vi.fn()
  const onProblem = vi.fn()
  renderWithTheme(
    <CaptchaField id="captcha" onToken={onToken} onProblem={onProblem} error={error} />,
  )
  return { onToken, onProblem }
}

describe('CaptchaField', () => {
  it('renders the widget (and so requests Google’s script) only once it comes near the viewport', async () => {
    renderField()
    expect(screen.queryByText('Widget de reCAPTCHA')).not.toBeInTheDocument()
    await comeIntoView()
    expect(screen.getByText('Widget de reCAPTCHA')).toBeInTheDocument()
    expect(rendered.props).toMatchObject({ sitekey: recaptchaSiteKey, hl: 'es' })
    // Offline with the test key, the local stand-in of Google's script came first.
    expect(standIn.load).toHaveBeenCalledTimes(1)
  })

  it('uses Google’s public test key when no site key is configured', () => {
    expect(recaptchaSiteKey).toBe('6LeIxAcTAAAAAJcZVRqyHh4SSDQTAAAAAE1e6qfb3Gkbtrc4')
  })

  it('passes tokens on, and clears them with a Spanish message on expiry or error', async () => {
    const { onToken, onProblem } = renderField()
    await comeIntoView()
    act(() => rendered.props?.onChange?.('token'))
    expect(onToken).toHaveBeenLastCalledWith('token')
    act(() => rendered.props?.onExpired?.())
    expect(onToken).toHaveBeenLastCalledWith(null)
    expect(onProblem).toHaveBeenLastCalledWith(captchaMessages.expired)
    act(() => rendered.props?.onErrored?.())
    expect(onProblem).toHaveBeenLastCalledWith(captchaMessages.unavailable)
  })

  it('says so when Google’s script cannot load', async () => {
    const { onProblem } = renderField()
    await comeIntoView()
    act(() => rendered.props?.asyncScriptOnLoad?.())
    expect(onProblem).toHaveBeenCalledWith(
      'No se pudo cargar la verificación «No soy un robot». Revisa tu conexión y recarga la página.',
    )
  })

  it('shows its error tied to the group', () => {
    renderField('Marca la casilla «No soy un robot».')
    expect(
      screen.getByRole('group', { name: 'Verificación «No soy un robot»' }),
    ).toHaveAccessibleDescription('Marca la casilla «No soy un robot».')
  })
})
