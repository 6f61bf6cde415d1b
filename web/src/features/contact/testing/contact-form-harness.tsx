import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { renderWithTheme } from '../../../testing/render-with-theme'
import { ContactForm, type ContactFormProps } from '../contact-form'
import { seedCountries } from './contact-fixtures'
import { captchaReset } from './fake-recaptcha'

/**
 * The contact API of a test file, answered by msw: what it received, and its answer (201 unless
 * the test says otherwise with `answerWith`). Call it once at the top of the file.
 */
export function fakeContactApi() {
  const received: unknown[] = []
  let answer: () => Response = thanks
  const server = setupServer(
    http.post('*/api/contact', async ({ request }) => {
      received.push(await request.json())
      return answer()
    }),
  )
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() => {
    received.length = 0
    answer = thanks
    captchaReset.mockClear()
    localStorage.clear()
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return {
    received,
    answerWith: (next: () => Response) => {
      answer = next
    },
  }
}

const thanks = () =>
  HttpResponse.json(
    { message: 'Gracias. Recibimos tu solicitud y te contactaremos pronto.', id: 'abc' },
    { status: 201 },
  )

export const formProps: ContactFormProps = {
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

export function renderForm(props: Partial<ContactFormProps> = {}, Form = ContactForm) {
  const user = userEvent.setup()
  renderWithTheme(<Form {...formProps} {...props} />)
  return user
}

export const submitButton = () => screen.getByRole('button', { name: 'Enviar' })
export const termsBox = () =>
  screen.getByRole('checkbox', {
    name: 'Acepto las condiciones del servicio y el tratamiento de datos personales',
  })

export async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
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
