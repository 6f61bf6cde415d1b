/**
 * jsdom has no top layer: neither <dialog>'s showModal()/close() nor popovers. This adds the parts
 * the components use, after the HTML spec: open state, focus on opening (a dialog's first focusable
 * element) and back on closing, the `toggle` and `close` events, and showing what is open. Import
 * it after the document exists. Invoker attributes (`command`, `popovertarget`) are not emulated:
 * components call these methods themselves once the app runs, and Playwright covers the HTML.
 */

const openPopovers = new WeakSet<Element>()
const openers = new WeakMap<Element, Element | null>()

// jsdom's own style sheet hides every popover, as it never matches :popover-open: open ones show
// through an attribute of this stand-in.
const shownAttribute = 'data-test-popover-open'
const style = document.createElement('style')
style.textContent = `[popover][${shownAttribute}] { display: block; }`
document.head.append(style)

/**
 * Opens a popover as the browser does for `popovertarget` before any script runs: open, without
 * the attribute this stand-in shows it with (hydration would report it as a mismatch), so still
 * hidden from jsdom's point of view.
 */
export function openBeforeApp(popover: HTMLElement) {
  openPopovers.add(popover)
}

function restoreFocus(element: HTMLElement) {
  const opener = openers.get(element)
  openers.delete(element)
  if (opener instanceof HTMLElement && element.contains(document.activeElement)) opener.focus()
}

function fireToggle(element: HTMLElement, newState: 'open' | 'closed') {
  const event = Object.assign(new Event('toggle'), {
    newState,
    oldState: newState === 'open' ? 'closed' : 'open',
  })
  element.dispatchEvent(event)
}

Object.defineProperty(HTMLDialogElement.prototype, 'open', {
  configurable: true,
  get(this: HTMLDialogElement) {
    return this.hasAttribute('open')
  },
  set(this: HTMLDialogElement, value: boolean) {
    this.toggleAttribute('open', value)
  },
})

HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  if (this.open) return
  openers.set(this, document.activeElement)
  this.setAttribute('open', '')
  const first = this.querySelector<HTMLElement>('[autofocus], a[href], button:not([disabled])')
  first?.focus()
  fireToggle(this, 'open')
}

HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return
  this.removeAttribute('open')
  const opener = openers.get(this)
  openers.delete(this)
  if (opener instanceof HTMLElement) opener.focus()
  fireToggle(this, 'closed')
  this.dispatchEvent(new Event('close'))
}

HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
  if (openPopovers.has(this)) return
  openPopovers.add(this)
  openers.set(this, document.activeElement)
  this.setAttribute(shownAttribute, '')
  fireToggle(this, 'open')
}

HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
  if (!openPopovers.has(this)) return
  openPopovers.delete(this)
  this.removeAttribute(shownAttribute)
  restoreFocus(this)
  fireToggle(this, 'closed')
}

// `:popover-open` is unknown to jsdom's selector engine; answer it for the popovers open here.
const matches = Element.prototype.matches
Element.prototype.matches = function matchesPopoverOpen(this: Element, selector: string) {
  if (selector === ':popover-open') return openPopovers.has(this)
  return matches.call(this, selector)
} as Element['matches']
