import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '../../testing/render-with-theme'
import '../../testing/top-layer'
import { defaultQuickMessages, quickMessagesFor } from './quick-messages'
import { WhatsAppChat } from './whatsapp-chat'

const settings = {
  chatQuickMessages: [
    { _key: 'a', label: 'Precios', text: '¿Qué precios tienen?' },
    { _key: 'b', label: 'Envíos', text: '¿Hacen envíos?' },
  ],
  chatProductMessage: { label: 'Cotizar', text: 'Hola, quiero cotizar {producto} por caja' },
}

describe('quickMessagesFor', () => {
  it('gives the spec’s two, unchanged, without settings or a product', () => {
    expect(quickMessagesFor(undefined, undefined)).toEqual([
      { label: 'Info', text: 'Hola, quiero más información' },
      { label: 'Ubicación', text: '¿Dónde están ubicados?' },
    ])
  })

  it('adds «Quiero cotizar» with the product’s name on a product page, after the two', () => {
    expect(quickMessagesFor(undefined, 'RESTAURADOR DE FAROS')).toEqual([
      ...defaultQuickMessages,
      { label: 'Cotizar', text: 'Quiero cotizar RESTAURADOR DE FAROS' },
    ])
  })

  it('takes the site settings’ messages and template', () => {
    expect(quickMessagesFor(settings, 'CHAIN LUBE')).toEqual([
      { label: 'Precios', text: '¿Qué precios tienen?' },
      { label: 'Envíos', text: '¿Hacen envíos?' },
      { label: 'Cotizar', text: 'Hola, quiero cotizar CHAIN LUBE por caja' },
    ])
  })

  it('falls back on the spec’s where the settings are empty or incomplete', () => {
    expect(
      quickMessagesFor(
        {
          chatQuickMessages: [{ _key: 'a', label: ' ', text: 'Sin botón' }],
          chatProductMessage: { label: 'Cotizar', text: '' },
        },
        'CHAIN LUBE',
      ),
    ).toEqual([...defaultQuickMessages, { label: 'Cotizar', text: 'Quiero cotizar CHAIN LUBE' }])
  })
})

const openWindow = vi.spyOn(window, 'open')
beforeEach(() => openWindow.mockReset().mockReturnValue(null))
afterAll(() => openWindow.mockRestore())

describe('the chat on a product page', () => {
  it('offers the product’s message third and sends its name URL-encoded', async () => {
    const user = userEvent.setup()
    renderWithTheme(
      <WhatsAppChat
        phoneNumber="573001234567"
        quickMessages={quickMessagesFor(undefined, 'RESTAURADOR DE FAROS & CÍA')}
      />,
    )
    await screen.findByRole('dialog', { hidden: true }, { timeout: 5_000 })
    await user.click(screen.getByRole('button', { name: 'Abrir chat de WhatsApp' }))
    const quick = within(screen.getByRole('group', { name: 'Mensajes rápidos' }))
    const buttons = quick.getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(['Info', 'Ubicación', 'Cotizar'])
    expect(buttons[2]).toHaveAttribute('title', 'Quiero cotizar RESTAURADOR DE FAROS & CÍA')

    await user.click(buttons[2]!)
    expect(screen.getByRole('textbox', { name: 'Tu mensaje' })).toHaveValue(
      'Quiero cotizar RESTAURADOR DE FAROS & CÍA',
    )
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(openWindow).toHaveBeenCalledWith(
      expect.stringMatching(
        /\?phone=573001234567&text=Quiero%20cotizar%20RESTAURADOR%20DE%20FAROS%20%26%20C%C3%8DA$/,
      ),
      '_blank',
      'noopener,noreferrer',
    )
  })
})
