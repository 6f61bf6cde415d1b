/**
 * The boot script, written into every page by the build in place of React Router's module script
 * (see ../README.md and ../boot-after-load.ts): it starts the app once the largest paint is on
 * show, or at once on the visitor's first key press or touch.
 */
import {
  bootOptionsAttribute,
  contextAfterLoadAttribute,
  moduleAfterLoadAttribute,
  type BootOptions,
} from '../markers.ts'
import { afterLargestPaint } from './after-largest-paint.ts'

type StreamController = { enqueue: (text: string) => void; close: () => void }
type RouterWindow = { __reactRouterContext: { streamController: StreamController } }

const options = JSON.parse(
  document.currentScript?.getAttribute(bootOptionsAttribute) ?? '{"preloads":[]}',
) as BootOptions
let started = false

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
function runInert(attribute: string, type?: string) {
  const inert = document.querySelector(`script[${attribute}]`)
  if (!inert) return
  const script = document.createElement('script')
  if (type) script.type = type
  script.textContent = inert.textContent
  document.head.appendChild(script)
}

function start() {
  if (started) return
  started = true
  runInert(contextAfterLoadAttribute)
  if (options.hydrationData) loadHydrationData(options.hydrationData, 0)
  for (const href of options.preloads) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.appendChild(link)
  }
  runInert(moduleAfterLoadAttribute, 'module')
}

afterLargestPaint(start)
for (const type of ['keydown', 'pointerdown', 'touchstart']) {
  addEventListener(type, start, { once: true, capture: true, passive: true })
}
