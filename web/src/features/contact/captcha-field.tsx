import {
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useRef,
  type ComponentType,
  type Ref,
} from 'react'
import type ReCAPTCHA from 'react-google-recaptcha'
import type { ReCAPTCHAProps } from 'react-google-recaptcha'
import styled from 'styled-components'
import { useInView } from '../../hooks/use-in-view'
import { focusRing } from '../../styles/focus-ring'
import { loadOfflineRecaptcha, usesOfflineRecaptcha } from './offline-recaptcha'

/** Google's public test key: its widget always passes, so the form works without a real key. */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh4SSDQTAAAAAE1e6qfb3Gkbtrc4'

export const recaptchaSiteKey: string =
  import.meta.env.VITE_RECAPTCHA_SITE_KEY?.trim() || RECAPTCHA_TEST_SITE_KEY

export const captchaMessages = {
  expired: 'La verificación expiró. Marca de nuevo la casilla «No soy un robot».',
  unavailable:
    'No se pudo cargar la verificación «No soy un robot». Revisa tu conexión y recarga la página.',
} as const

// A chunk of its own, fetched with Google's script once the field nears the viewport (offline with
// the test key, after the local stand-in). If it cannot be fetched, the field says so, as when
// Google's script fails.
const RecaptchaWidget = lazy<ComponentType<ReCAPTCHAProps & { ref?: Ref<ReCAPTCHA> }>>(() =>
  (usesOfflineRecaptcha(recaptchaSiteKey, RECAPTCHA_TEST_SITE_KEY)
    ? loadOfflineRecaptcha()
    : Promise.resolve()
  )
    .then(() => import('react-google-recaptcha'))
    .catch(() => ({ default: RecaptchaUnavailable })),
)

function RecaptchaUnavailable({ onErrored }: ReCAPTCHAProps) {
  const reportOnce = useEffectEvent(() => onErrored?.())
  useEffect(() => reportOnce(), [])
  return null
}

export type CaptchaFieldHandle = {
  reset: () => void
  focus: () => void
}

type CaptchaFieldProps = {
  id: string
  /** A token when the visitor passes, null when it expires or fails. */
  onToken: (token: string | null) => void
  /** Why there is no valid token, shown under the widget. */
  onProblem: (message: string) => void
  error: string | undefined
  ref?: Ref<CaptchaFieldHandle>
}

/**
 * reCAPTCHA v2 ('No soy un robot'). The widget's code and Google's script are only requested once
 * the field comes near the viewport, so visitors who never reach the form do not download them.
 */
export function CaptchaField({ id, onToken, onProblem, error, ref }: CaptchaFieldProps) {
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<ReCAPTCHA>(null)
  const near = useInView(container, { rootMargin: '400px', once: true })
  const errorId = `${id}-error`

  useImperativeHandle(ref, () => ({
    reset: () => widget.current?.reset(),
    focus: () => container.current?.focus(),
  }))

  return (
    <Field
      ref={container}
      id={id}
      tabIndex={-1}
      role="group"
      aria-label="Verificación «No soy un robot»"
      aria-describedby={error ? errorId : undefined}
    >
      <Widget>
        {near && (
          <Suspense fallback={null}>
            <RecaptchaWidget
              ref={widget}
              sitekey={recaptchaSiteKey}
              hl="es"
              onChange={(token) => onToken(token)}
              onExpired={() => {
                onToken(null)
                onProblem(captchaMessages.expired)
              }}
              onErrored={() => {
                onToken(null)
                onProblem(captchaMessages.unavailable)
              }}
              asyncScriptOnLoad={() => {
                if (!(window as { grecaptcha?: unknown }).grecaptcha) {
                  onProblem(captchaMessages.unavailable)
                }
              }}
            />
          </Suspense>
        )}
      </Widget>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  )
}

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  &:focus-visible {
    ${focusRing}
    outline-offset: 4px;
  }
`

// Google's widget is 304 × 78 px; the space is kept so the page does not jump when it loads.
const Widget = styled.div`
  min-height: 78px;
`

const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.redDeep};
`
