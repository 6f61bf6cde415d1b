import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydratePrerendered } from '../../testing/hydrate-prerendered'
import { renderWithTheme } from '../../testing/render-with-theme'
import { openBeforeApp } from '../../testing/top-layer'
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
  // Its code arrives once the page has loaded; the prerendered HTML holds it until then.
  await screen.findByRole('dialog', { hidden: true }, { timeout: 5_000 })
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Abrir chat de WhatsApp' }))
  expect(screen.getByRole('dialog', { name: 'Escríbenos por WhatsApp' })).toBeVisible()
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

  it('keeps what was typed while closed', async () => {
    const user = await openChat()
    const toggle = screen.getByRole('button', { name: 'Cerrar chat de WhatsApp' })
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('dialog').id)

    await user.type(screen.getByRole('textbox', { name: 'Tu mensaje' }), 'Hola')
    await user.keyboard('{Escape}')
    await user.click(toggle)

    expect(screen.getByRole('textbox', { name: 'Tu mensaje' })).toHaveValue('Hola')
    expect(screen.getByRole('textbox', { name: 'Tu mensaje' })).toHaveFocus()
  })
})

describe('WhatsApp chat before the app runs', () => {
  it('is in the page as a popover the button opens, holding a real form to WhatsApp', async () => {
    const container = await hydratePrerendered(<WhatsAppChat phoneNumber="573001234567" />, {
      beforeApp: (html) => {
        const toggle = within(html).getByRole('button', { name: 'Abrir chat de WhatsApp' })
        const panel = html.querySelector(
          `#${CSS.escape(toggle.getAttribute('popovertarget') ?? '')}`,
        )
        expect(panel).toHaveAttribute('popover', 'auto')
        const form = panel?.querySelector('form')
        expect(form).toHaveAttribute('action', 'https://api.whatsapp.com/send')
        expect(form).toHaveAttribute('method', 'get')
        expect(form).toHaveAttribute('target', '_blank')
        expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({
          phone: '573001234567',
          text: '',
        })
        const send = within(panel as HTMLElement).getByRole('button', {
          name: 'Enviar',
          hidden: true,
        })
        expect(send).toBeEnabled()
        // The quick messages need the app: they show they are not ready yet.
        const info = within(panel as HTMLElement).getByRole('button', {
          name: 'Info',
          hidden: true,
        })
        expect(info).toBeDisabled()
      },
    })

    expect(within(container).getByRole('button', { name: 'Info', hidden: true })).toBeEnabled()
    expect(within(container).getByRole('button', { name: 'Enviar', hidden: true })).toBeDisabled()
  })

  it('keeps the message typed and the panel opened before the app took over', async () => {
    const container = await hydratePrerendered(<WhatsAppChat phoneNumber="573001234567" />, {
      beforeApp: (html) => {
        const panel = html.querySelector<HTMLElement>('[popover]')
        if (panel) openBeforeApp(panel)
        const message = html.querySelector('textarea')
        if (message) message.value = 'Hola, ¿tienen envíos?'
      },
    })

    const message = within(container).getByRole('textbox', { name: 'Tu mensaje', hidden: true })
    expect(message).toHaveValue('Hola, ¿tienen envíos?')
    const toggle = screen.getByRole('button', { name: 'Cerrar chat de WhatsApp' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')

    fireEvent.click(within(container).getByRole('button', { name: 'Enviar', hidden: true }))
    expect(openWindow).toHaveBeenCalledWith(
      'https://web.whatsapp.com/send?phone=573001234567&text=Hola%2C%20%C2%BFtienen%20env%C3%ADos%3F',
      '_blank',
      'noopener,noreferrer',
    )
    expect(message).toHaveValue('')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
