import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { forwardRef, useImperativeHandle } from 'react'
import type { ReCAPTCHAProps } from 'react-google-recaptcha'
import * as styledComponents from 'styled-components'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydratePrerendered } from '../../testing/hydrate-prerendered'
import { renderWithTheme } from '../../testing/render-with-theme'
import { ContactForm, type ContactFormProps } from './contact-form'
import { seedCountries } from './testing/contact-fixtures'

const captchaReset = vi.hoisted(() => vi.fn())

// Google's widget cannot load here; this stand-in calls the same callbacks the real one does.
vi.mock('react-google-recaptcha', () => ({
  default: forwardRef<{ reset: () => void }, ReCAPTCHAProps>(function FakeRecaptcha(props, ref) {
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
  }),
}))

const received: unknown[] = []
let answer: () => Response = () => HttpResponse.json({ message: 'Gracias.' }, { status: 201 })
const server = setupServer(
  http.post('*/api/contact', async ({ request }) => {
    received.push(await request.json())
    return answer()
  }),
)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  received.length = 0
  captchaReset.mockClear()
  localStorage.clear()
  answer = () =>
    HttpResponse.json(
      { message: 'Gracias. Recibimos tu solicitud y te contactaremos pronto.', id: 'abc' },
      { status: 201 },
    )
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const formProps: ContactFormProps = {
  countries: seedCountries.map((country) => ({ ...country, label: country.name, flag: undefined })),
  products: [
    { slug: 'ChainLube', title: 'CHAIN LUBE' },
    { slug: 'SprayPolish', title: 'SPRAY POLISH' },
  ],
  emailExample: 'nombre@example.com',
  dataPolicyUrl: 'https://www.example.com/politica',
  customerServiceEmail: 'servicioalcliente@example.com',
  productSlug: undefined,
}

function renderForm(props: Partial<ContactFormProps> = {}, Form = ContactForm) {
  const user = userEvent.setup()
  renderWithTheme(<Form {...formProps} {...props} />)
  return user
}

const submitButton = () => screen.getByRole('button', { name: 'Enviar' })
const termsBox = () =>
  screen.getByRole('checkbox', {
    name: 'Acepto las condiciones del servicio y el tratamiento de datos personales',
  })

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombres'), 'Ana María')
  await user.type(screen.getByLabelText('Apellidos'), 'Ruiz')
  await user.type(screen.getByLabelText('Correo Electrónico'), 'ana@example.com')
  await user.click(screen.getByRole('radio', { name: 'Colombia' }))
  await user.selectOptions(screen.getByLabelText('Departamento o estado'), 'Cundinamarca')
  await user.selectOptions(screen.getByLabelText('Ciudad'), 'Cota')
  await user.type(screen.getByLabelText('Teléfono'), '3001234567')
  await user.type(screen.getByLabelText('Mensaje'), 'Quiero precios por caja.')
  if (!termsBox().matches(':checked')) await user.click(termsBox())
  await user.click(screen.getByRole('button', { name: 'No soy un robot' }))
}

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
    answer = () => HttpResponse.json({ message: 'No pudimos guardar.' }, { status: 502 })
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

  it('shows the server’s per-field messages (400) and focuses the first', async () => {
    answer = () =>
      HttpResponse.json(
        {
          message: 'Revisa los campos marcados.',
          fieldErrors: { city: 'Elige una ciudad de la lista.' },
        },
        { status: 400 },
      )
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submitButton())
    expect(await screen.findByText('Elige una ciudad de la lista.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Ciudad')).toHaveFocus())
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Cota')
  })

  it('asks to tick the captcha again when the server refuses it (403)', async () => {
    answer = () => HttpResponse.json({ message: 'captcha' }, { status: 403 })
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
    answer = () =>
      HttpResponse.json({ message: 'Espera' }, { status: 429, headers: { 'Retry-After': '90' } })
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submitButton())
    expect(await screen.findByText(/Espera 2 minutos e inténtalo de nuevo/)).toBeInTheDocument()
  })

  it('says the request is too long (413) and when the network is down', async () => {
    answer = () => HttpResponse.json({ message: 'grande' }, { status: 413 })
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submitButton())
    expect(await screen.findByText(/Acorta el mensaje/)).toBeInTheDocument()

    answer = () => HttpResponse.error()
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

describe('ContactForm filled in before the app runs', () => {
  // What the browser does to the prerendered form as the visitor types and taps, before any script.
  function fillPrerendered(html: HTMLElement) {
    const field = (name: string) =>
      html.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)
    Object.entries({ firstNames: 'Ana María', email: 'ana@correo', message: 'Precios por caja' })
      .map(([name, value]) => [field(name), value] as const)
      .forEach(([element, value]) => {
        if (element) element.value = value
      })
    const colombia = html.querySelector<HTMLInputElement>('input[name="country"][value="CO"]')
    if (colombia) colombia.checked = true
    const terms = field('termsAccepted')
    if (terms instanceof HTMLInputElement) terms.checked = true
  }

  it('keeps what was typed and chosen, checks it, and carries out the country’s cascade', async () => {
    await hydratePrerendered(<ContactForm {...formProps} />, { beforeApp: fillPrerendered })

    expect(screen.getByLabelText('Nombres')).toHaveValue('Ana María')
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Precios por caja')
    const email = screen.getByLabelText('Correo Electrónico')
    expect(email).toHaveValue('ana@correo')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Correo inválido. Ejemplo: nombre@example.com')
    expect(screen.getByRole('radio', { name: 'Colombia' })).toBeChecked()
    expect(screen.getByLabelText('Departamento o estado')).toHaveValue('')
    expect(termsBox()).toBeChecked()
    expect(submitButton()).toBeEnabled()
  })

  it('keeps it when the form renders again', async () => {
    await hydratePrerendered(<ContactForm {...formProps} />, { beforeApp: fillPrerendered })
    const user = userEvent.setup()

    await user.type(screen.getByLabelText('Apellidos'), 'Ruiz')
    await user.selectOptions(screen.getByLabelText('Departamento o estado'), 'Cundinamarca')

    expect(screen.getByLabelText('Nombres')).toHaveValue('Ana María')
    expect(screen.getByLabelText('Correo Electrónico')).toHaveValue('ana@correo')
    expect(screen.getByLabelText('Ciudad')).toBeInTheDocument()
  })
})

describe('ContactForm’s check and sender, imported apart from the page', () => {
  const imports = { count: 0, offline: false }

  // A fresh form module, so its check and sender are imported anew, through this mock. It keeps
  // this file's styled-components, whose ThemeProvider renderWithTheme uses.
  async function freshContactForm() {
    vi.resetModules()
    vi.doMock('styled-components', () => styledComponents)
    vi.doMock('./check-and-send', async (importOriginal) => {
      imports.count += 1
      if (imports.offline) throw new TypeError('Failed to fetch dynamically imported module')
      return importOriginal()
    })
    return (await import('./contact-form')).ContactForm
  }

  beforeEach(() => {
    imports.count = 0
    imports.offline = false
  })
  afterEach(() => {
    vi.doUnmock('./check-and-send')
    vi.doUnmock('styled-components')
  })

  it('starts importing them when the visitor first touches the form, then checks and sends', async () => {
    const user = renderForm({}, await freshContactForm())
    expect(imports.count).toBe(0)

    await user.click(screen.getByLabelText('Nombres'))
    await waitFor(() => expect(imports.count).toBe(1))

    await fillValidForm(user)
    await user.click(submitButton())
    expect(
      await screen.findByText('Gracias. Recibimos tu solicitud y te contactaremos pronto.'),
    ).toBeInTheDocument()
    expect(received).toHaveLength(1)
    expect(imports.count).toBe(1)
  })

  it('when they cannot be imported, says so as when offline, keeps everything and can retry', async () => {
    imports.offline = true
    const user = renderForm({}, await freshContactForm())
    await fillValidForm(user)
    await user.click(submitButton())

    const alert = await screen.findByText(/No pudimos conectar con el servidor/)
    expect(alert).toHaveTextContent('Tus datos siguen en el formulario.')
    expect(submitButton()).toBeEnabled()
    expect(screen.getByLabelText('Nombres')).toHaveValue('Ana María')
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Cota')
    expect(screen.getByLabelText('Teléfono')).toHaveValue('3001234567')
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Quiero precios por caja.')
    expect(received).toEqual([])

    imports.offline = false
    await user.click(submitButton())
    expect(
      await screen.findByText('Gracias. Recibimos tu solicitud y te contactaremos pronto.'),
    ).toBeInTheDocument()
    expect(received).toHaveLength(1)
  })
})
