/**
 * A click on a marked element of the framed page puts the cursor in its field every time, not only
 * the first. Sanity's Presentation moves the focus only when the clicked field differs from the
 * one it last opened: an editor who clicked a product's name, then somewhere else on the page,
 * then the name again, got nothing the second time (and a click made while the form was still
 * loading was lost the same way). This listens to the message the Studio gets from the page for a
 * click (`visual-editing/focus`) and, once the Studio shows that document, puts the cursor in the field
 * if it is not there yet.
 */

/** How long a click waits for its document's form to show. */
const WAIT_FOR_FORM_MS = 5_000

type FocusMessage = { id: string; path: string }

/**
 * The message, as Sanity's current protocol names it and as its older one does: pages may speak
 * either (`@sanity/presentation-comlink` translates the older in place, for the listeners that
 * come after its own).
 */
const FOCUS_MESSAGES = new Set([
  'sanity/comlink visual-editing/focus',
  'sanity/channels overlay/focus',
])

function focusMessage(event: MessageEvent, siteOrigin: string): FocusMessage | undefined {
  if (event.origin !== siteOrigin) return undefined
  const message = event.data as
    | { domain?: unknown; type?: unknown; to?: unknown; data?: { id?: unknown; path?: unknown } }
    | undefined
  if (
    !FOCUS_MESSAGES.has(`${String(message?.domain)} ${String(message?.type)}`) ||
    message?.to !== 'presentation'
  ) {
    return undefined
  }
  const { id, path } = message.data ?? {}
  return typeof id === 'string' && typeof path === 'string' && path ? { id, path } : undefined
}

const fromFramedPage = (event: MessageEvent) =>
  [...document.querySelectorAll('iframe')].some((frame) => frame.contentWindow === event.source)

/** The Studio's address names the document open in Presentation: …/<type>/<id>/<path>. */
const showsDocument = (id: string) =>
  location.pathname.split('/').map(decodeURIComponent).includes(id)

const EDITABLE = '[contenteditable="true"], input:not([type="hidden"]), textarea, select'

/** The field's own input: Sanity gives it the path as its id, or marks the field around it. */
function fieldInput(path: string): HTMLElement | null {
  const byId = document.getElementById(path)
  if (byId?.matches(EDITABLE)) return byId
  const field = document.querySelector(`[data-testid="field-${CSS.escape(path)}"]`)
  return field?.querySelector<HTMLElement>(EDITABLE) ?? null
}

/** Whether the editor is still where the click left them: in the framed page, or nowhere. */
const focusStillOnPage = () => {
  const active = document.activeElement
  return !active || active === document.body || active instanceof HTMLIFrameElement
}

/** Starts listening; returns the way to stop. */
export function refocusClickedFields(siteOrigin: string): () => void {
  if (typeof window === 'undefined') return () => {}
  let stopWaiting = () => {}
  const onMessage = (event: MessageEvent) => {
    const clicked = focusMessage(event, siteOrigin)
    if (!clicked || !fromFramedPage(event)) return
    stopWaiting()
    const until = performance.now() + WAIT_FOR_FORM_MS
    let frame = 0
    const tryFocus = () => {
      const input = showsDocument(clicked.id) ? fieldInput(clicked.path) : null
      if (!input && performance.now() < until) {
        frame = requestAnimationFrame(tryFocus)
        return
      }
      if (input && focusStillOnPage()) input.focus()
      stopWaiting()
    }
    // After the Studio's own answer to the click, which focuses the field when it can.
    frame = requestAnimationFrame(tryFocus)
    // Whatever the editor does in the Studio meanwhile wins over the click.
    const cancel = () => stopWaiting()
    document.addEventListener('keydown', cancel, { capture: true, once: true })
    document.addEventListener('pointerdown', cancel, { capture: true, once: true })
    stopWaiting = () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('keydown', cancel, { capture: true })
      document.removeEventListener('pointerdown', cancel, { capture: true })
      stopWaiting = () => {}
    }
  }
  window.addEventListener('message', onMessage)
  return () => {
    stopWaiting()
    window.removeEventListener('message', onMessage)
  }
}
