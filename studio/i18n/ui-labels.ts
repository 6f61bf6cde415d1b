/**
 * Accessible names that Sanity UI 4 writes in English whatever the Studio's locale: its dialogs'
 * close button («Close dialog») and its search fields' list button («Open», in every reference
 * search). Neither is a translation key nor a prop the Studio lets us set, so the names are
 * rewritten in the page, where a screen reader reads them.
 */
export const spanishUiLabels: Readonly<Record<string, string>> = {
  'Close dialog': 'Cerrar diálogo',
  Open: 'Mostrar opciones',
}

const labelled = Object.keys(spanishUiLabels)
  .map((english) => `[aria-label="${english}"]`)
  .join(', ')

/** Rewrites the English names inside `root`, the root itself included. */
export function relabelInSpanish(root: Element): void {
  const elements = root.matches(labelled) ? [root] : []
  for (const element of [...elements, ...root.querySelectorAll(labelled)]) {
    const english = element.getAttribute('aria-label') ?? ''
    element.setAttribute('aria-label', spanishUiLabels[english] ?? english)
  }
}

/**
 * Keeps every English name inside `root` rewritten as the Studio draws dialogs and fields. React
 * sets a constant prop once, so a name rewritten stays rewritten. Returns the stop function.
 */
export function keepUiLabelsInSpanish(root: Element): () => void {
  relabelInSpanish(root)
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.target instanceof Element && mutation.type === 'attributes') {
        relabelInSpanish(mutation.target)
      }
      for (const node of mutation.addedNodes) {
        if (node instanceof Element) relabelInSpanish(node)
      }
    }
  })
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  })
  return () => observer.disconnect()
}
