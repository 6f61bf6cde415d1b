// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { keepUiLabelsInSpanish, relabelInSpanish } from './ui-labels'

function button(label: string): HTMLButtonElement {
  const element = document.createElement('button')
  element.setAttribute('aria-label', label)
  return element
}

/** Lets the MutationObserver's callback run. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.body.replaceChildren()
})

describe('Sanity UI’s English accessible names', () => {
  test('are rewritten in Spanish, the root and its descendants', () => {
    const dialog = document.createElement('div')
    dialog.append(button('Close dialog'), button('Open'), button('Cerrar'))
    const root = button('Open')
    root.append(dialog)
    relabelInSpanish(root)
    expect(root.getAttribute('aria-label')).toBe('Mostrar opciones')
    expect([...dialog.children].map((element) => element.getAttribute('aria-label'))).toEqual([
      'Cerrar diálogo',
      'Mostrar opciones',
      'Cerrar',
    ])
  })

  test('stay Spanish in what the Studio draws later, and when a name is set again', async () => {
    const stop = keepUiLabelsInSpanish(document.body)
    const close = button('Close dialog')
    const dialog = document.createElement('div')
    dialog.append(close)
    document.body.append(dialog)
    await observed()
    expect(close.getAttribute('aria-label')).toBe('Cerrar diálogo')

    close.setAttribute('aria-label', 'Close dialog')
    await observed()
    expect(close.getAttribute('aria-label')).toBe('Cerrar diálogo')

    stop()
    const afterStop = button('Open')
    document.body.append(afterStop)
    await observed()
    expect(afterStop.getAttribute('aria-label')).toBe('Open')
  })
})
