// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { refocusClickedFields } from './refocus-clicked-field'

const SITE = 'http://localhost:5173'

/** The Studio with the product's form open in Presentation and the site framed beside it. */
function studioWithForm() {
  history.replaceState(null, '', '/editar-en-la-pagina/product/product-SprayPolish/title')
  document.body.innerHTML = `
    <div data-testid="field-title"><input id="title" /></div>
    <div data-testid="field-subtitle"><input id="subtitle" /></div>
    <select id="perspective"></select>
    <iframe></iframe>`
  const frame = document.querySelector('iframe')!
  const title = document.querySelector<HTMLInputElement>('#title')!
  return { frame, title }
}

/** The page's message for a click on `path`, in Sanity's current protocol or its older one. */
function clickMessage(
  frame: HTMLIFrameElement,
  path: string,
  protocol: 'current' | 'older' = 'current',
  origin = SITE,
) {
  const [domain, type] =
    protocol === 'current'
      ? ['sanity/comlink', 'visual-editing/focus']
      : ['sanity/channels', 'overlay/focus']
  return new MessageEvent('message', {
    origin,
    source: frame.contentWindow,
    data: {
      domain,
      type,
      from: 'visual-editing',
      to: 'presentation',
      data: { id: 'product-SprayPolish', type: 'product', path },
    },
  })
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

let stop = () => {}
beforeEach(() => {
  stop = refocusClickedFields(SITE)
})
afterEach(() => {
  stop()
  document.body.replaceChildren()
})

describe('a click on the framed page', () => {
  test.each(['current', 'older'] as const)(
    'puts the cursor in its field when the Studio left it in the page (%s protocol)',
    async (protocol) => {
      const { frame, title } = studioWithForm()
      frame.focus()
      window.dispatchEvent(clickMessage(frame, 'title', protocol))
      await nextFrame()
      expect(document.activeElement).toBe(title)
    },
  )

  test('leaves the cursor where the editor put it in the Studio meanwhile', async () => {
    const { frame } = studioWithForm()
    const perspective = document.querySelector('select')!
    perspective.focus()
    window.dispatchEvent(clickMessage(frame, 'title'))
    await nextFrame()
    expect(document.activeElement).toBe(perspective)
  })

  test('does nothing for another site', async () => {
    const { frame } = studioWithForm()
    frame.focus()
    window.dispatchEvent(clickMessage(frame, 'title', 'current', 'http://elsewhere.example'))
    await nextFrame()
    expect(document.activeElement).toBe(frame)
  })

  test('does nothing for a message from another window than the framed page', async () => {
    const { frame } = studioWithForm()
    frame.focus()
    const { data } = clickMessage(frame, 'title')
    window.dispatchEvent(new MessageEvent('message', { origin: SITE, source: window, data }))
    await nextFrame()
    expect(document.activeElement).toBe(frame)
  })

  test('does nothing while the Studio shows another document', async () => {
    const { frame } = studioWithForm()
    history.replaceState(null, '', '/editar-en-la-pagina/product/product-ChainLube/title')
    frame.focus()
    window.dispatchEvent(clickMessage(frame, 'title'))
    await nextFrame()
    expect(document.activeElement).toBe(frame)
  })

  test('waits for the form to show the field', async () => {
    const { frame } = studioWithForm()
    document.querySelector('[data-testid="field-subtitle"]')!.remove()
    frame.focus()
    window.dispatchEvent(clickMessage(frame, 'subtitle'))
    await nextFrame()
    const subtitle = document.body.appendChild(document.createElement('input'))
    subtitle.id = 'subtitle'
    await nextFrame()
    expect(document.activeElement).toBe(subtitle)
  })
})
