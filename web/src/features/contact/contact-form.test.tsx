import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import {
  fakeContactApi,
  fillValidForm,
  renderForm,
  submitButton,
  termsBox,
} from './testing/contact-form-harness'
import { captchaReset } from './testing/fake-recaptcha'

vi.mock('react-google-recaptcha', () => import('./testing/fake-recaptcha'))

// Offline the form first loads a local stand-in of Google's script; the fake replaces both.
vi.mock('./offline-recaptcha', () => import('./testing/fake-recaptcha'))

const { received, answerWith } = fakeContactApi()

describe('ContactForm', () => {
  it('shows the fields with their labels; place and phone only once a country is chosen', () => {
    renderForm()
    expect(screen.getByLabelText('Nombres')).toBeInTheDocument()
    expect(screen.getByLabelText('Apellidos')).toBeInTheDocument()
    expect(screen.getByLabelText('Correo Electrónico')).toHaveAttribute(
      'placeholder',
      'Ejemplo: nombre@example.com',
    )
    const countries = screen.getByRole('group', { name: 'País' })
    expect(
      within(countries)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['CO', 'MX'])
    expect(screen.queryByLabelText('Departamento o estado')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Ciudad')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Teléfono')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Mensaje')).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: /Política de tratamiento de datos personales/ }),
    ).toHaveAttribute('href', 'https://www.example.com/politica')
  })

  it('cascades: a country clears state, city and number and sets the dial code; a state clears the city', async () => {
    const user = renderForm()
    await user.click(screen.getByRole('radio', { name: 'Colombia' }))
    expect(screen.getByText('+57')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Departamento o estado'), 'Antioquia')
    await user.selectOptions(screen.getByLabelText('Ciudad'), 'Medellín')
    await user.type(screen.getByLabelText('Teléfono'), '300-123 45ab67')
    expect(screen.getByLabelText('Teléfono')).toHaveValue('3001234567')

    await user.selectOptions(screen.getByLabelText('Departamento o estado'), 'Cundinamarca')
    expect(screen.getByLabelText('Ciudad')).toHaveValue('')

    await user.selectOptions(screen.getByLabelText('Ciudad'), 'Chía')
    await user.click(screen.getByRole('radio', { name: 'México' }))
    expect(screen.getByLabelText('Departamento o estado')).toHaveValue('')
    expect(screen.queryByLabelText('Ciudad')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Teléfono')).toHaveValue('')
    expect(screen.getByText('+52')).toBeInTheDocument()
    expect(screen.queryByText('+57')).not.toBeInTheDocument()
  })

  it('checks the e-mail on every change and ties the message to the field', async () => {
    const user = renderForm()
    const email = screen.getByLabelText('Correo Electrónico')
    await user.type(email, 'ana@correo')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Correo inválido. Ejemplo: nombre@example.com')
    await user.type(email, '.co')
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText(/Correo inválido/)).not.toBeInTheDocument()
  })

  it('keeps Enviar disabled until the terms are ticked, and stores the tick', async () => {
    const user = renderForm()
    expect(termsBox()).not.toBeChecked()
    expect(submitButton()).toBeDisabled()
    await user.click(termsBox())
    expect(submitButton()).toBeEnabled()
    expect(localStorage.getItem('aceptacionCondiciones')).toBe('true')
    await user.click(termsBox())
    expect(submitButton()).toBeDisabled()
    expect(localStorage.getItem('aceptacionCondiciones')).toBe('false')
  })

  it('starts ticked when the terms were accepted before, and unticked with junk stored', () => {
    localStorage.setItem('aceptacionCondiciones', 'true')
    renderForm()
    expect(termsBox()).toBeChecked()
  })

  it('starts unticked when storage holds junk', () => {
    localStorage.setItem('aceptacionCondiciones', '{oops')
    renderForm()
    expect(termsBox()).not.toBeChecked()
    expect(submitButton()).toBeDisabled()
  })

  it('on an incomplete submit shows a message per field and focuses the first one', async () => {
    const user = renderForm()
    await user.click(termsBox())
    await user.click(submitButton())

    expect(await screen.findByText('Escribe tus nombres.')).toBeInTheDocument()
    expect(screen.getByText('Escribe tus apellidos.')).toBeInTheDocument()
    expect(screen.getByText('Escribe tu correo electrónico.')).toBeInTheDocument()
    expect(screen.getByText('Elige tu país.')).toBeInTheDocument()
    expect(screen.getByText('Marca la casilla «No soy un robot».')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Nombres')).toHaveFocus())
    expect(screen.getByLabelText('Nombres')).toHaveAccessibleDescription('Escribe tus nombres.')

    await user.type(screen.getByLabelText('Nombres'), 'Ana')
    await user.type(screen.getByLabelText('Apellidos'), 'Ruiz')
    await user.type(screen.getByLabelText('Correo Electrónico'), 'ana@example.com')
    await user.click(screen.getByRole('radio', { name: 'Colombia' }))
    await user.click(submitButton())
    expect(await screen.findByText('Elige tu departamento o estado.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Departamento o estado')).toHaveFocus())
    expect(received).toEqual([])
  })

  it('sends the request, confirms, clears the form and keeps the terms tick', async () => {
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submitButton())

    expect(
      await screen.findByText('Gracias. Recibimos tu solicitud y te contactaremos pronto.'),
    ).toBeInTheDocument()
    expect(received).toEqual([
      {
        firstNames: 'Ana María',
        lastNames: 'Ruiz',
        email: 'ana@example.com',
        country: 'CO',
        state: 'Cundinamarca',
        city: 'Cota',
        phone: '3001234567',
        message: 'Quiero precios por caja.',
        termsAccepted: true,
        captchaToken: 'token-de-prueba',
        website: '',
        submissionKey: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
      },
    ])
    expect(screen.getByLabelText('Nombres')).toHaveValue('')
    expect(screen.getByLabelText('Correo Electrónico')).toHaveValue('')
    expect(screen.getByRole('radio', { name: 'Colombia' })).not.toBeChecked()
    expect(screen.getByLabelText('Mensaje')).toHaveValue('')
    expect(termsBox()).toBeChecked()
    expect(captchaReset).toHaveBeenCalled()
  })

  it('keeps everything typed when Sanity fails (502) and says what to do', async () => {
    answerWith(() => HttpResponse.json({ message: 'No pudimos guardar.' }, { status: 502 }))
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submitButton())

    const alert = await screen.findByText(/No pudimos enviar tu solicitud en este momento/)
    expect(alert).toHaveTextContent('Tus datos siguen en el formulario.')
    expect(
      within(alert).getByRole('link', { name: 'servicioalcliente@example.com' }),
    ).toHaveAttribute('href', 'mailto:servicioalcliente@example.com')
    expect(screen.getByLabelText('Nombres')).toHaveValue('Ana María')
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Cota')
    expect(screen.getByLabelText('Teléfono')).toHaveValue('3001234567')
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Quiero precios por caja.')
  })

  it('sends one fill again with its key, and a new fill with a new one', async () => {
    answerWith(() => HttpResponse.json({ message: 'No pudimos guardar.' }, { status: 502 }))
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submitButton())
    await screen.findByText(/No pudimos enviar tu solicitud en este momento/)
    answerWith(() =>
      HttpResponse.json({ message: 'Gracias.', id: 'contactRequest.x' }, { status: 201 }),
    )
    await user.click(submitButton())
    await screen.findByText('Gracias.')
    await fillValidForm(user)
    await user.click(submitButton())
    await waitFor(() => expect(received).toHaveLength(3))

    const keys = (received as { submissionKey: string }[]).map((sent) => sent.submissionKey)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
  })

  it('shows the server’s per-field messages (400) and focuses the first', async () => {
    answerWith(() =>
      HttpResponse.json(
        {
          message: 'Revisa los campos marcados.',
          fieldErrors: { city: 'Elige una ciudad de la lista.' },
        },
        { status: 400 },
      ),
    )
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submitButton())
    expect(await screen.findByText('Elige una ciudad de la lista.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Ciudad')).toHaveFocus())
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Cota')
  })

  it('asks to tick the captcha again when the server refuses it (403)', async () => {
    answerWith(() => HttpResponse.json({ message: 'captcha' }, { status: 403 }))
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submitButton())
    expect(
      await screen.findAllByText(/Marca de nuevo la casilla «No soy un robot»/),
    ).not.toHaveLength(0)
    expect(captchaReset).toHaveBeenCalled()
    expect(screen.getByLabelText('Nombres')).toHaveValue('Ana María')
  })

  it('says how long to wait when rate limited (429)', async () => {
    answerWith(() =>
      HttpResponse.json({ message: 'Espera' }, { status: 429, headers: { 'Retry-After': '90' } }),
    )
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submitButton())
    expect(await screen.findByText(/Espera 2 minutos e inténtalo de nuevo/)).toBeInTheDocument()
  })

  it('says the request is too long (413) and when the network is down', async () => {
    answerWith(() => HttpResponse.json({ message: 'grande' }, { status: 413 }))
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submitButton())
    expect(await screen.findByText(/Acorta el mensaje/)).toBeInTheDocument()

    answerWith(() => HttpResponse.error())
    await user.click(screen.getByRole('button', { name: 'No soy un robot' }))
    await user.click(submitButton())
    expect(await screen.findByText(/No pudimos conectar con el servidor/)).toBeInTheDocument()
    expect(screen.getByLabelText('Apellidos')).toHaveValue('Ruiz')
  })

  it('clears the captcha flag and explains when the check expires', async () => {
    const user = renderForm()
    await user.click(await screen.findByRole('button', { name: 'No soy un robot' }))
    await user.click(screen.getByRole('button', { name: 'Dejar expirar' }))
    expect(
      screen.getByText('La verificación expiró. Marca de nuevo la casilla «No soy un robot».'),
    ).toBeInTheDocument()
    await fillValidForm(user)
    expect(screen.queryByText(/La verificación expiró/)).not.toBeInTheDocument()
  })

  it('prefills the message when arriving from Cotizar Ahora', () => {
    renderForm({ productSlug: 'ChainLube' })
    expect(screen.getByLabelText('Mensaje')).toHaveValue(
      'Hola, quiero recibir una cotización de CHAIN LUBE. Quedo atento a su respuesta.',
    )
  })

  it('ignores an unknown product in the address', () => {
    renderForm({ productSlug: '<script>' })
    expect(screen.getByLabelText('Mensaje')).toHaveValue('')
  })
})
