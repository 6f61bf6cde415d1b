import { useEffect, useId, useReducer, useRef, useState } from 'react'
import { CaptchaField, type CaptchaFieldHandle } from './captcha-field'
import { prefetchCheckAndSend } from './check-and-send-on-demand'
import { invalidEmailMessage, limits } from './contact-rules'
import {
  contactFormReducer,
  emptyContactForm,
  liveEmailError,
  quoteRequestMessage,
} from './contact-form-state'
import { FieldRow, Form } from './contact-form-styles'
import { CountryField, type ContactFormCountry } from './country-field'
import { HoneypotField } from './honeypot-field'
import { OutcomeNotice } from './outcome-notice'
import { PhoneField } from './phone-field'
import { SelectField } from './select-field'
import { newSubmissionKey } from './submission-key'
import { SubmitActions } from './submit-actions'
import { TermsField } from './terms-field'
import { useTermsAccepted } from './terms-storage'
import { TextField } from './text-field'
import { useContactSubmit, type FormField } from './use-contact-submit'
import { useTypedBeforeApp } from './use-typed-before-app'

export type ContactFormProps = {
  countries: readonly ContactFormCountry[]
  products: readonly { slug: string; title: string }[]
  emailExample: string
  dataPolicyUrl: string | undefined
  customerServiceEmail: string | undefined
  /** The product slug of ?producto=…, when the visitor came from 'Cotizar Ahora'. */
  productSlug: string | undefined
}

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
  const honeypot = useRef<HTMLInputElement>(null)
  const captcha = useRef<CaptchaFieldHandle>(null)
  const form = useRef<HTMLFormElement>(null)
  // One key per fill of the form: sending the same fill again never stores a second request.
  const submissionKey = useRef<string | undefined>(undefined)

  const country = countries.find((candidate) => candidate.value === values.country)
  const state = country?.states.find((candidate) => candidate.name === values.state)
  const product = products.find((candidate) => candidate.slug === productSlug)

  const resetCaptcha = () => {
    setCaptchaToken(null)
    captcha.current?.reset()
  }

  const { errors, sending, outcome, clearError, setError, onSubmit } = useContactSubmit({
    request: () => ({
      ...values,
      termsAccepted,
      captchaToken: captchaToken ?? '',
      ...(product && { product: product.slug }),
      website: honeypot.current?.value ?? '',
      submissionKey: (submissionKey.current ??= newSubmissionKey()),
    }),
    check: {
      countries,
      emailExample,
      productSlugs: products.map((candidate) => candidate.slug),
    },
    focusField: (field) => {
      if (field === 'captchaToken') return captcha.current?.focus()
      const element =
        field === 'country'
          ? form.current?.querySelector<HTMLInputElement>(`input[name="country"]`)
          : document.getElementById(fieldId(field))
      element?.focus()
    },
    onCreated: () => {
      submissionKey.current = undefined
      dispatch({ type: 'clear' })
      resetCaptcha()
    },
    onCaptchaSpent: resetCaptcha,
  })

  const emailError = liveEmailError(values.email, invalidEmailMessage(emailExample)) ?? errors.email

  useTypedBeforeApp(form, countries, dispatch, () => setTermsAccepted(true))

  // After hydration, so the prerendered page (built without the query string) hydrates as built.
  useEffect(() => {
    if (product) dispatch({ type: 'askForQuote', message: quoteRequestMessage(product.title) })
  }, [product])

  // What each typed field takes from the form: where it is, what it holds and what typing does.
  const typedField = (field: 'firstNames' | 'lastNames' | 'email' | 'message') => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    onValue: (value: string) => {
      dispatch({ type: 'type', field, value })
      clearError(field)
    },
  })

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
        <TextField
          {...typedField('firstNames')}
          label="Nombres"
          autoComplete="given-name"
          maxLength={limits.name}
        />
        <TextField
          {...typedField('lastNames')}
          label="Apellidos"
          autoComplete="family-name"
          maxLength={limits.name}
        />
      </FieldRow>

      <TextField
        {...typedField('email')}
        label="Correo Electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={`Ejemplo: ${emailExample}`}
        maxLength={limits.email}
        error={emailError}
      />

      <CountryField
        id={fieldId('country')}
        countries={countries}
        value={values.country}
        error={errors.country}
        onChoose={(chosen) => {
          dispatch({ type: 'chooseCountry', country: chosen })
          clearError('country')
        }}
      />

      {country && (
        <FieldRow>
          <SelectField
            id={fieldId('state')}
            name="state"
            label="Departamento o estado"
            prompt="Elige uno"
            options={country.states.map((option) => option.name)}
            value={values.state}
            error={errors.state}
            onValue={(chosen) => {
              dispatch({ type: 'chooseState', state: chosen })
              clearError('state')
            }}
          />
          {state && (
            <SelectField
              id={fieldId('city')}
              name="city"
              label="Ciudad"
              prompt="Elige una"
              options={state.cities}
              value={values.city}
              error={errors.city}
              onValue={(chosen) => {
                dispatch({ type: 'chooseCity', city: chosen })
                clearError('city')
              }}
            />
          )}
        </FieldRow>
      )}

      {country && (
        <PhoneField
          id={fieldId('phone')}
          country={country}
          value={values.phone}
          error={errors.phone}
          onValue={(typed) => {
            dispatch({ type: 'typePhone', value: typed, country })
            clearError('phone')
          }}
        />
      )}

      <TextField
        {...typedField('message')}
        label="Mensaje"
        rows={5}
        required={false}
        maxLength={limits.message}
      />

      <HoneypotField id={`${id}-website`} ref={honeypot} />

      <TermsField
        id={fieldId('termsAccepted')}
        accepted={termsAccepted}
        error={errors.termsAccepted}
        dataPolicyUrl={dataPolicyUrl}
        onAccepted={(accepted) => {
          setTermsAccepted(accepted)
          clearError('termsAccepted')
        }}
      />

      <CaptchaField
        ref={captcha}
        id={fieldId('captchaToken')}
        error={errors.captchaToken}
        onToken={(token) => {
          setCaptchaToken(token)
          if (token) clearError('captchaToken')
        }}
        onProblem={(message) => setError('captchaToken', message)}
      />

      <SubmitActions termsAccepted={termsAccepted} sending={sending} />

      <OutcomeNotice outcome={outcome} customerServiceEmail={customerServiceEmail} />
    </Form>
  )
}
