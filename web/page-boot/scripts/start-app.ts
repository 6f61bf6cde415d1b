import {
  bootOptionsAttribute,
  contextAfterLoadAttribute,
  moduleAfterLoadAttribute,
  type BootOptions,
} from '../markers.ts'

type StreamController = { enqueue: (text: string) => void; close: () => void }
type RouterWindow = { __reactRouterContext: { streamController: StreamController } }

function loadHydrationData(address: string, attempt: number) {
  const stream = (window as unknown as RouterWindow).__reactRouterContext.streamController
  fetch(address)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return response.text()
    })
    .then(
      (text) => {
        stream.enqueue(text)
        stream.close()
      },
      () => {
        setTimeout(
          () => loadHydrationData(address, attempt + 1),
          Math.min(30_000, 1000 * 2 ** attempt),
        )
      },
    )
}

/** Runs the text held in an inert block as a script of the given type. */
function runInert(inert: Element | null, type?: string) {
  if (!inert) return
  const script = document.createElement('script')
  if (type) script.type = type
  script.textContent = inert.textContent
  document.head.appendChild(script)
}

/**
 * The app's start, held back by the build (../boot-after-load.ts): runs React Router's context
 * script, fetches the page's hydration data into React Router's stream (retrying 1 s, 2 s, 4 s… up
 * to 30 s apart), adds the module preloads and runs the module script, all from the inert blocks
 * at the end of <body>. Starts at once on the visitor's first key press or touch, or when the
 * returned function is called (after the largest paint); only once. A page the build has not
 * rewritten (the dev server's) has no inert blocks and starts its modules itself.
 */
export function appStart(): () => void {
  let started = false
  function start() {
    if (started) return
    // A key or touch can come while the page is still arriving: the blocks are at its end.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start, { once: true })
      return
    }
    started = true
    const moduleBlock = document.querySelector(`script[${moduleAfterLoadAttribute}]`)
    if (!moduleBlock) return
    const options = JSON.parse(
      moduleBlock.getAttribute(bootOptionsAttribute) ?? '{"preloads":[]}',
    ) as BootOptions
    runInert(document.querySelector(`script[${contextAfterLoadAttribute}]`))
    if (options.hydrationData) loadHydrationData(options.hydrationData, 0)
    for (const href of options.preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.appendChild(link)
    }
    runInert(moduleBlock, 'module')
  }
  for (const type of ['keydown', 'pointerdown', 'touchstart']) {
    addEventListener(type, start, { once: true, capture: true, passive: true })
  }
  return start
}
