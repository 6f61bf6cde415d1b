import {
  appFailedValue,
  bootOptionsAttribute,
  contextAfterLoadAttribute,
  hydrationDataAttempts,
  moduleAfterLoadAttribute,
  type BootOptions,
} from '../markers.ts'
import { hydrationStream } from '../react-router-contract.ts'

/**
 * Says why the app could not start, in the console and as `<html data-app="failed">`; the page
 * stays the static page it was served as.
 */
function reportFailure(why: string) {
  console.error(`The app could not start, so the page stays static: ${why}`)
  document.documentElement.dataset.app = appFailedValue
}

function loadHydrationData(address: string, attempt: number) {
  const stream = hydrationStream(window)
  if (!stream) {
    reportFailure("React Router's context script set up no hydration stream.")
    return
  }
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
      (error: unknown) => {
        if (attempt + 1 >= hydrationDataAttempts) {
          reportFailure(
            `${address} failed ${hydrationDataAttempts} times (last: ${String(error)}).`,
          )
          return
        }
        setTimeout(() => loadHydrationData(address, attempt + 1), 1000 * 2 ** attempt)
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
 * script, fetches the page's hydration data into React Router's stream (retrying 1 s, 2 s, 4 s…
 * apart, `hydrationDataAttempts` times in all), adds the module preloads and runs the module
 * script, all from the inert blocks at the end of <body>. When a block is missing or the data never
 * comes, it reports the failure (reportFailure) and the page stays static. Starts at once on the visitor's first key press or touch, or when the
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
    if (!moduleBlock) {
      // The dev server's pages start their module themselves; a built page has only the block.
      if (!document.querySelector('script[type="module"]')) {
        reportFailure(`the page has no module block (script[${moduleAfterLoadAttribute}]).`)
      }
      return
    }
    const options = JSON.parse(
      moduleBlock.getAttribute(bootOptionsAttribute) ?? '{"preloads":[]}',
    ) as BootOptions
    if (options.hydrationData) {
      const contextBlock = document.querySelector(`script[${contextAfterLoadAttribute}]`)
      if (!contextBlock) {
        reportFailure(`the page has no context block (script[${contextAfterLoadAttribute}]).`)
        return
      }
      runInert(contextBlock)
      loadHydrationData(options.hydrationData, 0)
    }
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
