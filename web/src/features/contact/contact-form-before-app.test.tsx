import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as styledComponents from 'styled-components'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydratePrerendered } from '../../testing/hydrate-prerendered'
import { ContactForm } from './contact-form'
import * as harness from './testing/contact-form-harness'

// The contact form before the app runs and with its check and sender still to be imported.

vi.mock('react-google-recaptcha', () => import('./testing/fake-recaptcha'))

// Offline the form first loads a local stand-in of Google's script; the fake replaces both.
vi.mock('./offline-recaptcha', () => import('./testing/fake-recaptcha'))

const { received } = harness.fakeContactApi()

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
    await hydratePrerendered(<ContactForm {...harness.formProps} />, { beforeApp: fillPrerendered })

    expect(screen.getByLabelText('Nombres')).toHaveValue('Ana María')
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Precios por caja')
    const email = screen.getByLabelText('Correo Electrónico')
    expect(email).toHaveValue('ana@correo')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Correo inválido. Ejemplo: nombre@example.com')
    expect(screen.getByRole('radio', { name: 'Colombia' })).toBeChecked()
    expect(screen.getByLabelText('Departamento o estado')).toHaveValue('')
    expect(harness.termsBox()).toBeChecked()
    expect(harness.submitButton()).toBeEnabled()
  })

  it('keeps it when the form renders again', async () => {
    await hydratePrerendered(<ContactForm {...harness.formProps} />, { beforeApp: fillPrerendered })
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
    const user = harness.renderForm({}, await freshContactForm())
    expect(imports.count).toBe(0)

    await user.click(screen.getByLabelText('Nombres'))
    await waitFor(() => expect(imports.count).toBe(1))

    await harness.fillValidForm(user)
    await user.click(harness.submitButton())
    expect(
      await screen.findByText('Gracias. Recibimos tu solicitud y te contactaremos pronto.'),
    ).toBeInTheDocument()
    expect(received).toHaveLength(1)
    expect(imports.count).toBe(1)
  })

  it('when they cannot be imported, says so as when offline, keeps everything and can retry', async () => {
    imports.offline = true
    const user = harness.renderForm({}, await freshContactForm())
    await harness.fillValidForm(user)
    await user.click(harness.submitButton())

    const alert = await screen.findByText(/No pudimos conectar con el servidor/)
    expect(alert).toHaveTextContent('Tus datos siguen en el formulario.')
    expect(harness.submitButton()).toBeEnabled()
    expect(screen.getByLabelText('Nombres')).toHaveValue('Ana María')
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Cota')
    expect(screen.getByLabelText('Teléfono')).toHaveValue('3001234567')
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Quiero precios por caja.')
    expect(received).toEqual([])

    imports.offline = false
    await user.click(harness.submitButton())
    expect(
      await screen.findByText('Gracias. Recibimos tu solicitud y te contactaremos pronto.'),
    ).toBeInTheDocument()
    expect(received).toHaveLength(1)
  })
})
