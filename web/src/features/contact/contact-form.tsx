import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type FormEvent,
} from 'react'
import { NewTabLink } from '../../components/new-tab-link'
import { CaptchaField, type CaptchaFieldHandle } from './captcha-field'
import { checkAndSendOnDemand, prefetchCheckAndSend } from './check-and-send-on-demand'
import {
  invalidEmailMessage,
  phoneLength,
  type ContactCountry,
  type FieldErrors,
} from './contact-rules'
import {
  contactFormReducer,
  emptyContactForm,
  liveEmailError,
  quoteRequestMessage,
  typedBeforeApp,
} from './contact-form-state'
import {
  Actions,
  Checkbox,
  ChoiceGrid,
  CountryChoice,
  ErrorText,
  FieldBlock,
  FieldRow,
  Form,
  Honeypot,
  Input,
  Notice,
  PhoneInput,
  Select,
  SubmitButton,
  TermsRow,
  TextArea,
} from './contact-form-styles'
import type { SubmitOutcome } from './submit-outcome'
import { useTermsAccepted } from './terms-storage'

export type ContactFormCountry = ContactCountry & {
  label: string
  /** The flag image's URL at 40 px wide (80 px for dense screens). */
  flag: { src: string; srcSet: string; alt: string } | undefined
}

export type ContactFormProps = {
  countries: readonly ContactFormCountry[]
  products: readonly { slug: string; title: string }[]
  emailExample: string
  dataPolicyUrl: string | undefined
  customerServiceEmail: string | undefined
  /** The product slug of ?producto=…, when the visitor came from 'Cotizar Ahora'. */
  productSlug: string | undefined
}

/** Form order: where focus goes first when several fields are wrong. */
const fieldOrder = [
  'firstNames',
  'lastNames',
  'email',
  'country',
  'state',
  'city',
  'phone',
  'message',
  'termsAccepted',
  'captchaToken',
] as const

type FormField = (typeof fieldOrder)[number]

export function ContactForm({
  countries,
  products,
  emailExample,
  dataPolicyUrl,
  customerServiceEmail,
  productSlug,
}: ContactFormProps) {
  const id = useId()
  const fieldId = (field: FormField) => `${id}-${field}`
  const [values, dispatch] = useReducer(contactFormReducer, emptyContactForm)
  const [termsAccepted, setTermsAccepted] = useTermsAccepted()
  const [captchaToken, setCaptchaToken] = useState<string | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<SubmitOutcome | undefined>()
  const honeypot = useRef<HTMLInputElement>(null)
  const captcha = useRef<CaptchaFieldHandle>(null)
  const form = useRef<HTMLFormElement>(null)

  const country = countries.find((candidate) => candidate.value === values.country)
  const state = country?.states.find((candidate) => candidate.name === values.state)
  const product = products.find((candidate) => candidate.slug === productSlug)
  const emailError = liveEmailError(values.email, invalidEmailMessage(emailExample)) ?? errors.email

  // What the visitor typed before the app took over is in the page, not in the state: the next
  // render would wipe it. Read into the state in the commit that hydrates the form, before paint.
  const keepTypedBeforeApp = useEffectEvent(() => {
    if (!form.current) return
    const typed = new FormData(form.current)
    for (const action of typedBeforeApp(typed, countries)) dispatch(action)
    // Prerendered unticked: ticked means the visitor ticked it.
    if (typed.has('termsAccepted')) setTermsAccepted(true)
  })
  useLayoutEffect(() => keepTypedBeforeApp(), [])

  // After hydration, so the prerendered page (built without the query string) hydrates as built.
  useEffect(() => {
    if (product) dispatch({ type: 'askForQuote', message: quoteRequestMessage(product.title) })
  }, [product])

  const clearError = (field: FormField) =>
    setErrors((current) => {
      if (!current[field]) return current
      const { [field]: _cleared, ...rest } = current
      return rest
    })

  const focusField = (field: FormField) => {
    if (field === 'captchaToken') return captcha.current?.focus()
    const element =
      field === 'country'
        ? form.current?.querySelector<HTMLInputElement>(`input[name="country"]`)
        : document.getElementById(fieldId(field))
    element?.focus()
  }

  const showErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors)
    const first = fieldOrder.find((field) => fieldErrors[field])
    if (first) requestAnimationFrame(() => focusField(first))
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    setOutcome(undefined)
    const request = {
      ...values,
      termsAccepted,
      captchaToken: captchaToken ?? '',
      ...(product && { product: product.slug }),
      website: honeypot.current?.value ?? '',
    }
    setSending(true)
    const result = await checkAndSendOnDemand(request, {
      countries,
      emailExample,
      productSlugs: products.map((candidate) => candidate.slug),
    }).finally(() => setSending(false))
    if (result.kind === 'unsent') return showErrors(result.fieldErrors)
    setOutcome(result)
    if (result.kind === 'created') {
      dispatch({ type: 'clear' })
      setErrors({})
      setCaptchaToken(null)
      captcha.current?.reset()
    } else if (result.kind === 'invalid') {
      showErrors(result.fieldErrors)
    } else if (result.kind === 'captcha') {
      setCaptchaToken(null)
      captcha.current?.reset()
      showErrors({ captchaToken: result.message })
    }
  }

  const describedBy = (field: FormField, hint?: string) =>
    [hint, errors[field] || (field === 'email' && emailError) ? `${fieldId(field)}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined

  const errorFor = (field: FormField, message = errors[field]) =>
    message ? <ErrorText id={`${fieldId(field)}-error`}>{message}</ErrorText> : null

  const textField = (field: 'firstNames' | 'lastNames', label: string, autoComplete: string) => (
    <FieldBlock>
      <label htmlFor={fieldId(field)}>{label}</label>
      <Input
        id={fieldId(field)}
        name={field}
        autoComplete={autoComplete}
        value={values[field]}
        maxLength={80}
        aria-required="true"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        onChange={(event) => {
          dispatch({ type: 'type', field, value: event.target.value })
          clearError(field)
        }}
      />
      {errorFor(field)}
    </FieldBlock>
  )

  const phoneHintId = `${fieldId('phone')}-hint`
  const { max: phoneDigitsMax } = phoneLength(country)

  return (
    <Form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={prefetchCheckAndSend}
      onPointerDownCapture={prefetchCheckAndSend}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Escríbenos</h2>
      <p>Todos los campos son obligatorios, menos el mensaje.</p>

      <FieldRow>
        {textField('firstNames', 'Nombres', 'given-name')}
        {textField('lastNames', 'Apellidos', 'family-name')}
      </FieldRow>

      <FieldBlock>
        <label htmlFor={fieldId('email')}>Correo Electrónico</label>
        <Input
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={`Ejemplo: ${emailExample}`}
          value={values.email}
          maxLength={254}
          aria-required="true"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={describedBy('email')}
          onChange={(event) => {
            dispatch({ type: 'type', field: 'email', value: event.target.value })
            clearError('email')
          }}
        />
        {errorFor('email', emailError)}
      </FieldBlock>

      <FieldBlock as="fieldset" aria-describedby={describedBy('country')}>
        <legend>País</legend>
        <ChoiceGrid>
          {countries.map((option) => (
            <CountryChoice key={option.value}>
              <input
                type="radio"
                name="country"
                value={option.value}
                checked={values.country === option.value}
                aria-invalid={errors.country ? true : undefined}
                onChange={() => {
                  dispatch({ type: 'chooseCountry', country: option.value })
                  clearError('country')
                }}
              />
              {option.flag && (
                <img
                  src={option.flag.src}
                  srcSet={option.flag.srcSet}
                  width={40}
                  height={27}
                  alt=""
                  loading="lazy"
                />
              )}
              <span>{option.label}</span>
            </CountryChoice>
          ))}
        </ChoiceGrid>
        {errorFor('country')}
      </FieldBlock>

      {country && (
        <FieldRow>
          <FieldBlock>
            <label htmlFor={fieldId('state')}>Departamento o estado</label>
            <Select
              id={fieldId('state')}
              name="state"
              value={values.state}
              aria-required="true"
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={describedBy('state')}
              onChange={(event) => {
                dispatch({ type: 'chooseState', state: event.target.value })
                clearError('state')
              }}
            >
              <option value="">Elige uno</option>
              {country.states.map((option) => (
                <option key={option.name} value={option.name}>
                  {option.name}
                </option>
              ))}
            </Select>
            {errorFor('state')}
          </FieldBlock>

          {state && (
            <FieldBlock>
              <label htmlFor={fieldId('city')}>Ciudad</label>
              <Select
                id={fieldId('city')}
                name="city"
                value={values.city}
                aria-required="true"
                aria-invalid={errors.city ? true : undefined}
                aria-describedby={describedBy('city')}
                onChange={(event) => {
                  dispatch({ type: 'chooseCity', city: event.target.value })
                  clearError('city')
                }}
              >
                <option value="">Elige una</option>
                {state.cities.map((city) => (
                  <option key={city} value={city}>
                    {city}
                  </option>
                ))}
              </Select>
              {errorFor('city')}
            </FieldBlock>
          )}
        </FieldRow>
      )}

      {country && (
        <FieldBlock>
          <label htmlFor={fieldId('phone')}>Teléfono</label>
          <PhoneInput>
            <span aria-hidden="true">{country.dialCode}</span>
            <Input
              id={fieldId('phone')}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={values.phone}
              maxLength={phoneDigitsMax}
              aria-required="true"
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy('phone', phoneHintId)}
              onChange={(event) => {
                dispatch({ type: 'typePhone', value: event.target.value, country })
                clearError('phone')
              }}
            />
          </PhoneInput>
          <small id={phoneHintId}>
            Indicativo {country.dialCode}. Escribe solo los números, sin espacios.
          </small>
          {errorFor('phone')}
        </FieldBlock>
      )}

      <FieldBlock>
        <label htmlFor={fieldId('message')}>Mensaje</label>
        <TextArea
          id={fieldId('message')}
          name="message"
          rows={5}
          maxLength={1500}
          value={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          onChange={(event) => {
            dispatch({ type: 'type', field: 'message', value: event.target.value })
            clearError('message')
          }}
        />
        {errorFor('message')}
      </FieldBlock>

      <Honeypot aria-hidden="true">
        <label htmlFor={`${id}-website`}>Deja este campo vacío</label>
        <input
          ref={honeypot}
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </Honeypot>

      <FieldBlock>
        <TermsRow>
          <Checkbox
            id={fieldId('termsAccepted')}
            type="checkbox"
            name="termsAccepted"
            checked={termsAccepted}
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={describedBy('termsAccepted')}
            onChange={(event) => {
              setTermsAccepted(event.target.checked)
              clearError('termsAccepted')
            }}
          />
          <label htmlFor={fieldId('termsAccepted')}>
            Acepto las condiciones del servicio y el tratamiento de datos personales
          </label>
        </TermsRow>
        {dataPolicyUrl && (
          <NewTabLink href={dataPolicyUrl}>Política de tratamiento de datos personales</NewTabLink>
        )}
        {errorFor('termsAccepted')}
      </FieldBlock>

      <CaptchaField
        ref={captcha}
        id={fieldId('captchaToken')}
        error={errors.captchaToken}
        onToken={(token) => {
          setCaptchaToken(token)
          if (token) clearError('captchaToken')
        }}
        onProblem={(message) => setErrors((current) => ({ ...current, captchaToken: message }))}
      />

      <Actions>
        <SubmitButton type="submit" disabled={!termsAccepted || sending}>
          {sending ? 'Enviando…' : 'Enviar'}
        </SubmitButton>
        {!termsAccepted && (
          <small>Para enviar, acepta las condiciones del servicio y el tratamiento de datos.</small>
        )}
      </Actions>

      <div role="status">
        {outcome?.kind === 'created' && <Notice $tone="success">{outcome.message}</Notice>}
      </div>
      <div role="alert">
        {outcome && outcome.kind !== 'created' && (
          <Notice $tone="error">
            {outcome.message}
            {outcome.kind === 'failed' && customerServiceEmail && (
              <>
                {' '}
                También puedes escribirnos a{' '}
                <a href={`mailto:${customerServiceEmail}`}>{customerServiceEmail}</a>.
              </>
            )}
          </Notice>
        )}
      </div>
    </Form>
  )
}
