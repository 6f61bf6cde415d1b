import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '../../testing/render-with-theme'
import { WhatsAppChat } from './whatsapp-chat'

const desktopAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const phoneAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

const openWindow = vi.spyOn(window, 'open')
const userAgent = vi.spyOn(window.navigator, 'userAgent', 'get')

beforeEach(() => {
  openWindow.mockReset().mockReturnValue(null)
  userAgent.mockReset().mockReturnValue(desktopAgent)
})

afterAll(() => {
  openWindow.mockRestore()
  userAgent.mockRestore()
})

function useUserAgent(agent: string) {
  userAgent.mockReturnValue(agent)
}

async function openChat() {
  const user = userEvent.setup()
  renderWithTheme(<WhatsAppChat phoneNumber="573001234567" />)
  await user.click(screen.getByRole('button', { name: 'Abrir chat de WhatsApp' }))
  // The panel's code is imported when it first opens.
  await screen.findByRole('dialog', { name: 'Escríbenos por WhatsApp' })
  return user
}

describe('WhatsApp chat', () => {
  it('opens a panel with a three-row message box and focuses it', async () => {
    await openChat()

    const panel = screen.getByRole('dialog', { name: 'Escríbenos por WhatsApp' })
    const message = screen.getByRole('textbox', { name: 'Tu mensaje' })
    expect(panel).toBeVisible()
    expect(message).toHaveAttribute('rows', '3')
    expect(message).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Cerrar chat de WhatsApp' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('fills the message with the quick messages', async () => {
    const user = await openChat()
    const message = screen.getByRole('textbox', { name: 'Tu mensaje' })

    await user.click(screen.getByRole('button', { name: 'Info' }))
    expect(message).toHaveValue('Hola, quiero más información')

    await user.click(screen.getByRole('button', { name: 'Ubicación' }))
    expect(message).toHaveValue('¿Dónde están ubicados?')
  })

  it('sends through WhatsApp Web on a desktop, then clears the text and closes', async () => {
    useUserAgent(desktopAgent)
    const user = await openChat()

    await user.click(screen.getByRole('button', { name: 'Ubicación' }))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))

    expect(openWindow).toHaveBeenCalledWith(
      'https://web.whatsapp.com/send?phone=573001234567&text=%C2%BFD%C3%B3nde%20est%C3%A1n%20ubicados%3F',
      '_blank',
      'noopener,noreferrer',
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: 'Abrir chat de WhatsApp' })
    expect(toggle).toHaveFocus()

    await user.click(toggle)
    expect(screen.getByRole('textbox', { name: 'Tu mensaje' })).toHaveValue('')
  })

  it('sends through the WhatsApp app address on a phone', async () => {
    useUserAgent(phoneAgent)
    const user = await openChat()

    await user.type(screen.getByRole('textbox', { name: 'Tu mensaje' }), 'Precio & envío')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))

    expect(openWindow).toHaveBeenCalledWith(
      'https://api.whatsapp.com/send?phone=573001234567&text=Precio%20%26%20env%C3%ADo',
      '_blank',
      'noopener,noreferrer',
    )
  })

  it('does not send an empty or blank message', async () => {
    const user = await openChat()
    const send = screen.getByRole('button', { name: 'Enviar' })

    expect(send).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: 'Tu mensaje' }), '   ')
    expect(send).toBeDisabled()

    await user.click(send)
    expect(openWindow).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeVisible()
  })

  it('closes with Escape and returns focus to the chat button', async () => {
    const user = await openChat()

    await user.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Abrir chat de WhatsApp' })).toHaveFocus()
  })

  it('leaves the panel out of the page until it first opens, then keeps what was typed', async () => {
    const user = userEvent.setup()
    renderWithTheme(<WhatsAppChat phoneNumber="573001234567" />)
    const toggle = screen.getByRole('button', { name: 'Abrir chat de WhatsApp' })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(toggle).not.toHaveAttribute('aria-controls')

    await user.click(toggle)
    await user.type(await screen.findByRole('textbox', { name: 'Tu mensaje' }), 'Hola')
    await user.keyboard('{Escape}')
    await user.click(toggle)

    expect(screen.getByRole('textbox', { name: 'Tu mensaje' })).toHaveValue('Hola')
    expect(screen.getByRole('textbox', { name: 'Tu mensaje' })).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('dialog').id)
  })
})
