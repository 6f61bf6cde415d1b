import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { visitOriginKey } from '../../../page-boot/markers'
import {
  fakeContactApi,
  fillValidForm,
  renderForm,
  submitButton,
} from './testing/contact-form-harness'

vi.mock('react-google-recaptcha', () => import('./testing/fake-recaptcha'))
vi.mock('./offline-recaptcha', () => import('./testing/fake-recaptcha'))

// The form sends how the visit began, as the first-screen script noted it in the tab, cleaned.

const { received } = fakeContactApi()

afterEach(() => sessionStorage.clear())

async function sendForm() {
  const user = renderForm()
  await fillValidForm(user)
  await user.click(submitButton())
  await screen.findByText('Gracias. Recibimos tu solicitud y te contactaremos pronto.')
  return received[0] as Record<string, unknown>
}

describe('the contact form and the visit origin', () => {
  it('sends the first page under the site, the referring host and the campaign tags', async () => {
    sessionStorage.setItem(
      visitOriginKey,
      JSON.stringify({
        landingPath: `${import.meta.env.BASE_URL}RestauradorDeFaros`,
        referrerHost: 'l.instagram.com',
        utmSource: 'instagram',
        utmCampaign: 'navidad <2026>',
      }),
    )
    expect((await sendForm()).origin).toEqual({
      landingPath: '/RestauradorDeFaros',
      referrerHost: 'l.instagram.com',
      utmSource: 'instagram',
      utmCampaign: 'navidad 2026',
    })
  })

  it('sends none when the tab noted none', async () => {
    expect(await sendForm()).not.toHaveProperty('origin')
  })

  it('sends none when what the tab noted is unreadable', async () => {
    sessionStorage.setItem(visitOriginKey, '{not json')
    expect(await sendForm()).not.toHaveProperty('origin')
  })

  it('says beside the terms box that the request records how the visitor arrived', () => {
    renderForm()
    expect(
      screen.getByRole('checkbox', {
        name: 'Acepto las condiciones del servicio y el tratamiento de datos personales',
      }),
    ).toHaveAccessibleDescription(
      'La solicitud también guarda cómo llegaste al sitio: la primera página que abriste y el sitio o enlace de campaña que te trajo.',
    )
  })
})
